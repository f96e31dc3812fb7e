import {
  type BackofficeQuest,
  type CreateQuestRequest,
  ErrorCode,
  QuestState,
  QuestTaskType,
  questTermsSchema,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { newPlayer, startBonusApp } from '../bonuses/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { QUESTS } from './seed.ts';
import { playerQuests, playerQuestTasks } from './tables.ts';
import { questKit } from './test-helpers.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
// Short steps: the player's access token and the staff session outlive them.
const STEP = 5 * 60_000;

let slugs = 0;

/** A quest of two tasks (deposit 20 EUR, then 3 rounds of 0.50 EUR), paying 100 points and 5 EUR. */
function questBody(overrides: Partial<CreateQuestRequest> = {}): CreateQuestRequest {
  return {
    slug: `editor-quest-${++slugs}`,
    names: { en: 'Editor run', de: 'Editor-Lauf' },
    descriptions: { en: 'Deposit, then play.' },
    taskExecutionOrder: 'sequential',
    durationHours: 48,
    tasks: [
      {
        type: QuestTaskType.deposit,
        names: { en: 'Deposit' },
        descriptions: { en: 'Deposit this much.' },
        amounts: { EUR: 2000, USD: 2200 },
      },
      {
        type: QuestTaskType.betCount,
        names: { en: 'Play' },
        descriptions: { en: 'Play rounds.' },
        count: 3,
        conditions: { spinAmount: { EUR: 50 } },
      },
    ],
    rewards: [
      { type: 'points', points: 100 },
      { type: 'money', amounts: { EUR: 500 } },
    ],
    ...overrides,
  };
}

describe.each(testDrivers)('the quest editor on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof questKit>;
  let marketing: StaffClient;
  let support: StaffClient;

  beforeAll(async () => {
    t = await startBonusApp(driver);
    kit = questKit(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
    const owner = await enrolledOwner(t);
    marketing = await enrolledStaff(t, owner, 'marketing');
    support = await enrolledStaff(t, owner, 'support');
  });
  afterEach(() => vi.useRealTimers());

  const write = (who: StaffClient, method: 'POST' | 'PUT', url: string, payload: unknown = {}) =>
    staffCall(t, who, { method, url, payload });
  const read = (who: StaffClient, url: string) => staffCall(t, who, { method: 'GET', url });

  async function created(body = questBody()) {
    const response = await write(marketing, 'POST', '/api/backoffice/quests', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as BackofficeQuest;
  }

  async function schedule(id: string, startsAt: Date | null = null, endsAt: Date | null = null) {
    const response = await write(marketing, 'POST', `/api/backoffice/quests/${id}/schedule`, {
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as BackofficeQuest;
  }

  const stateOf = async (id: string) =>
    ((await read(marketing, `/api/backoffice/quests/${id}`)).json().data as BackofficeQuest).state;

  const offeredIds = async (p: { token: string }) =>
    (await kit.list(p, '/api/retention/quests?perPage=100&currency=EUR')).data.map((quest) => quest.id);

  const auditOf = async (action: string, id: string) => {
    const [row] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, id)));
    return row;
  };

  it('keeps the seeded quests live, and their terms pass the engine schema the editor uses', async () => {
    for (const seed of QUESTS) expect(questTermsSchema.safeParse(seed).error).toBeUndefined();
    const listed = await read(support, '/api/backoffice/quests?state=live&perPage=100');
    expect(listed.statusCode, listed.body).toBe(200);
    const slugsLive = (listed.json().data as BackofficeQuest[]).map((quest) => quest.slug);
    expect(slugsLive).toEqual(expect.arrayContaining(QUESTS.map((seed) => seed.slug)));
  });

  it('lets marketing create a draft, audited with its after; support reads it and is refused writes (403)', async () => {
    const quest = await created();
    expect(quest).toMatchObject({ state: 'draft', takenCount: 0, scheduledAt: null });
    expect(quest.terms.tasks[0]).toMatchObject({ type: QuestTaskType.deposit, amounts: { EUR: 2000 } });
    expect((await auditOf('quest.create', quest.id))?.after).toMatchObject({
      slug: quest.slug,
      terms: { durationHours: 48 },
    });

    expect((await read(support, `/api/backoffice/quests/${quest.id}`)).statusCode).toBe(200);
    const drafts = await read(support, '/api/backoffice/quests?state=draft');
    expect(drafts.json().data.map((row: { id: string }) => row.id)).toContain(quest.id);
    const { slug: _slug, ...terms } = questBody();
    expect((await write(support, 'POST', '/api/backoffice/quests', questBody())).statusCode).toBe(403);
    expect((await write(support, 'PUT', `/api/backoffice/quests/${quest.id}`, terms)).statusCode).toBe(403);
    const scheduled = await write(support, 'POST', `/api/backoffice/quests/${quest.id}/schedule`, {
      startsAt: null,
      endsAt: null,
    });
    expect(scheduled.statusCode).toBe(403);
    expect((await write(support, 'POST', `/api/backoffice/quests/${quest.id}/end`)).statusCode).toBe(403);
  });

  it('refuses what the engine would refuse, 422 on each field', async () => {
    const refused = async (body: unknown) => {
      const response = await write(marketing, 'POST', '/api/backoffice/quests', body);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().error.fields ?? {});
    };
    const base = questBody();
    const [deposit, rounds] = base.tasks;
    expect(await refused({ ...base, names: { de: 'Nur Deutsch' } })).toContain('names.en');
    expect(await refused({ ...base, slug: 'Not A Slug' })).toContain('slug');
    expect(await refused({ ...base, tasks: [] })).toContain('tasks');
    expect(await refused({ ...base, tasks: [{ ...deposit, amounts: undefined }, rounds] })).toContain(
      'tasks.0.amounts',
    );
    expect(await refused({ ...base, tasks: [deposit, { ...rounds, count: undefined }] })).toContain(
      'tasks.1.count',
    );
    expect(
      await refused({
        ...base,
        tasks: [{ ...rounds, type: QuestTaskType.multiplier }],
      }),
    ).toContain('tasks.0.conditions.multiplierCenti');
    expect(await refused({ ...base, rewards: [{ type: 'money', amounts: { EUR: -5 } }] })).toContain(
      'rewards.0.amounts.EUR',
    );
    expect(await refused({ ...base, durationHours: 0 })).toContain('durationHours');
    // The server's own checks: the site's currencies, the base currency's amount, a free slug.
    expect(await refused({ ...base, rewards: [{ type: 'money', amounts: { EUR: 5, XYZ: 5 } }] })).toContain(
      'rewards.0.amounts.XYZ',
    );
    expect(await refused({ ...base, tasks: [{ ...deposit, amounts: { USD: 2000 } }] })).toContain(
      'tasks.0.amounts',
    );
    const play = {
      ...rounds,
      type: QuestTaskType.playGames,
      conditions: { games: ['dice', 'no-such-game'] },
    };
    const spins = { type: 'freespins', count: 5, gameSlug: 'no-such-game', betAmounts: { EUR: 20 } };
    expect(await refused({ ...base, tasks: [deposit, play], rewards: [spins] })).toEqual([
      'tasks.1.conditions.games.1',
      'rewards.0.gameSlug',
    ]);
    const taken = await created();
    expect(await refused({ ...base, slug: taken.slug })).toEqual(['slug']);
    const window = await write(marketing, 'POST', `/api/backoffice/quests/${taken.id}/schedule`, {
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(window.statusCode).toBe(422);
    expect(Object.keys(window.json().error.fields)).toContain('endsAt');
  });

  it('offers a quest only while live: scheduled → live at its start → ended at its end, which expires what players hold', async () => {
    const p = await newPlayer(t);
    const quest = await created();
    expect(await offeredIds(p)).not.toContain(quest.id);
    const start = new Date(Date.now() + STEP);
    const end = new Date(Date.now() + 2 * STEP);
    expect((await schedule(quest.id, start, end)).state).toBe('scheduled');
    expect(await offeredIds(p)).not.toContain(quest.id);
    expect((await kit.activateCall(p, quest.id)).json().error.code).toBe(ErrorCode.questNotActivatable);

    vi.setSystemTime(start.getTime() + 1);
    expect(await offeredIds(p)).toContain(quest.id);
    expect(await stateOf(quest.id)).toBe('live');
    const taken = await kit.activate(p, quest.id, 'EUR');
    expect(new Date(taken.endAt!).getTime()).toBe(end.getTime());

    vi.setSystemTime(end.getTime() + 1);
    expect(await offeredIds(p)).not.toContain(quest.id);
    expect(await stateOf(quest.id)).toBe('ended');
    await t.app.events.dispatchPending();
    await t.app.jobs.runDue(new Date());
    expect((await kit.held(p, taken.id)).state).toBe(QuestState.expired);
    const { slug: _slug, ...terms } = questBody();
    const edit = await write(marketing, 'PUT', `/api/backoffice/quests/${quest.id}`, terms);
    expect(edit.statusCode).toBe(409);
  });

  it('shows a change made on one node on another at once: the offers are read per request, not cached', async () => {
    const other = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: t.database,
    });
    await other.ready();
    try {
      const p = await newPlayer(t);
      const offered = async () => {
        const listed = await other.inject({
          method: 'GET',
          url: '/api/retention/quests?perPage=100&currency=EUR',
          headers: { authorization: `Bearer ${p.token}` },
        });
        expect(listed.statusCode, listed.body).toBe(200);
        return (listed.json().data as { id: string; name: string }[]).map((quest) => quest.id);
      };
      const quest = await created();
      expect(await offered()).not.toContain(quest.id);
      await schedule(quest.id);
      expect(await offered()).toContain(quest.id);
      expect((await write(marketing, 'POST', `/api/backoffice/quests/${quest.id}/end`)).statusCode).toBe(200);
      expect(await offered()).not.toContain(quest.id);
    } finally {
      await other.close();
    }
  });

  it('keeps what a player took after a live edit; a live quest keeps its tasks, order and duration (409)', async () => {
    const quest = await created();
    await schedule(quest.id);
    const p = await newPlayer(t);
    const taken = await kit.activate(p, quest.id, 'EUR');
    const heldTasks = await t.app.db
      .select()
      .from(playerQuestTasks)
      .where(eq(playerQuestTasks.playerQuestId, taken.id));
    const { slug: _slug, ...terms } = questBody();

    const edited = await write(marketing, 'PUT', `/api/backoffice/quests/${quest.id}`, {
      ...terms,
      names: { en: 'Editor run, renamed' },
      tasks: terms.tasks.map((item) => ({ ...item, names: { en: `${item.names.en}, renamed` } })),
      rewards: [{ type: 'money', amounts: { EUR: 1500 } }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ state: 'live', takenCount: 1, activeCount: 1 });
    const audit = await auditOf('quest.update', quest.id);
    expect(audit?.before).toMatchObject({ terms: { rewards: [{ type: 'points' }, { type: 'money' }] } });
    expect(audit?.after).toMatchObject({ terms: { rewards: [{ type: 'money', amounts: { EUR: 1500 } }] } });

    // The player keeps the rewards and targets they took; the texts are the quest's own.
    const held = await kit.held(p, taken.id);
    expect(held.rewards.map((reward) => [reward.type, reward.amount])).toEqual([
      ['points', 100],
      ['currency', 5],
    ]);
    expect(held.name).toBe('Editor run, renamed');
    expect(held.tasks.map((item) => [item.name, item.quantity])).toEqual([
      ['Deposit, renamed', 20],
      ['Play, renamed', 3],
    ]);
    const [row] = await t.app.db.select().from(playerQuests).where(eq(playerQuests.id, taken.id));
    expect(row?.rewards).toEqual([
      { type: 'points', points: 100 },
      { type: 'money', amount: '500', currency: 'EUR' },
    ]);
    expect(
      await t.app.db.select().from(playerQuestTasks).where(eq(playerQuestTasks.playerQuestId, taken.id)),
    ).toEqual(heldTasks);
    // A player taking it now gets the new reward.
    const next = await newPlayer(t);
    const offered = (await kit.list(next, '/api/retention/quests?perPage=100&currency=EUR')).data.find(
      (item) => item.id === quest.id,
    );
    expect(offered?.rewards.map((reward) => [reward.type, reward.amount])).toEqual([['currency', 15]]);

    const locked = async (body: unknown) => {
      const response = await write(marketing, 'PUT', `/api/backoffice/quests/${quest.id}`, body);
      expect(response.statusCode, response.body).toBe(409);
      return Object.keys(response.json().error.fields ?? {});
    };
    const [deposit, rounds] = terms.tasks;
    expect(await locked({ ...terms, tasks: [deposit, { ...rounds, count: 5 }] })).toEqual(['tasks.1.count']);
    expect(await locked({ ...terms, tasks: [{ ...deposit, amounts: { EUR: 100 } }, rounds] })).toEqual([
      'tasks.0.amounts',
    ]);
    expect(await locked({ ...terms, tasks: [deposit] })).toEqual(['tasks']);
    expect(await locked({ ...terms, taskExecutionOrder: 'any', durationHours: 2 })).toEqual([
      'taskExecutionOrder',
      'durationHours',
    ]);
  });

  it('unschedules before the start and ends a live quest early, expiring the quests players hold', async () => {
    const quest = await created();
    await schedule(quest.id, new Date(Date.now() + STEP));
    const back = await write(marketing, 'POST', `/api/backoffice/quests/${quest.id}/unschedule`);
    expect(back.json().data.state).toBe('draft');
    expect((await auditOf('quest.unschedule', quest.id))?.before).toMatchObject({ state: 'scheduled' });
    await schedule(quest.id);
    const p = await newPlayer(t);
    const taken = await kit.activate(p, quest.id, 'EUR');
    await t.app.events.dispatchPending();
    kit.pushes.length = 0;

    const ended = await write(marketing, 'POST', `/api/backoffice/quests/${quest.id}/end`);
    expect(ended.json().data).toMatchObject({ state: 'ended', activeCount: 0, takenCount: 1 });
    expect((await auditOf('quest.end', quest.id))?.after).toMatchObject({ state: 'ended' });
    expect((await kit.held(p, taken.id)).state).toBe(QuestState.expired);
    expect(await offeredIds(p)).not.toContain(quest.id);
    await t.app.events.dispatchPending();
    expect(kit.pushesOf(p, 'quest.updated').map((push) => push.data)).toMatchObject([
      { quest: { id: taken.id, state: QuestState.expired } },
    ]);
    expect((await write(marketing, 'POST', `/api/backoffice/quests/${quest.id}/end`)).statusCode).toBe(409);
    expect((await write(marketing, 'POST', `/api/backoffice/quests/${quest.id}/unschedule`)).statusCode).toBe(
      409,
    );
  });
});
