import { BonusCodeStatus, BonusCodeTrigger, BonusType, type CreateBonusDefinition } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { call } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { bonusPackages, playerBonusCodes, playerBonuses } from './tables.ts';
import { type BonusTestPlayer, depositWith, newPlayer, startBonusApp } from './test-helpers.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
// Short steps: the player's access token and the staff session outlive them.
const STEP = 5 * 60_000;

let slugs = 0;
let codes = 0;

/** A percentage deposit bonus: 100 % up to 500 EUR from a 20 EUR deposit, 30x, slots count in full. */
function percentBonus(overrides: Partial<CreateBonusDefinition> = {}): CreateBonusDefinition {
  return {
    slug: `editor-bonus-${++slugs}`,
    names: { en: 'Editor match', de: 'Editor-Bonus' },
    type: BonusType.percentage,
    trigger: 'deposit',
    terms: {
      depositFrom: { EUR: '2000' },
      percent: 100,
      maxAmounts: { EUR: '50000' },
      wagerMultiplier: 30,
      wagerDays: 7,
      activationDays: 30,
      weights: [{ group: 'slots', percent: 100, collections: ['slots'] }],
      maxBets: { EUR: '500' },
    },
    ...overrides,
  };
}

describe.each(testDrivers)('the bonus editors on %s', (driver) => {
  let t: TestApp;
  let marketing: StaffClient;
  let support: StaffClient;

  beforeAll(async () => {
    t = await startBonusApp(driver);
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

  const write = (who: StaffClient, method: 'POST' | 'PUT', url: string, payload: unknown) =>
    staffCall(t, who, { method, url, payload });
  const read = (who: StaffClient, url: string) => staffCall(t, who, { method: 'GET', url });

  async function created(body = percentBonus()) {
    const response = await write(marketing, 'POST', '/api/backoffice/bonuses', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; state: string; slug: string };
  }

  async function schedule(id: string, startsAt: Date | null, endsAt: Date | null) {
    const response = await write(marketing, 'POST', `/api/backoffice/bonuses/${id}/schedule`, {
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { state: string };
  }

  const offeredIds = async (p: BonusTestPlayer) => {
    const listed = await call(t, { url: '/api/game/bonuses?currency=EUR', token: p.token });
    expect(listed.statusCode, listed.body).toBe(200);
    return (listed.json().data as { id: string }[]).map((bonus) => bonus.id);
  };

  it('lets marketing create a draft, audited with its after; support reads it and is refused writes (403)', async () => {
    const bonus = await created();
    expect(bonus.state).toBe('draft');
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bonus.create'), eq(auditLog.targetId, bonus.id)));
    expect(audit?.after).toMatchObject({ slug: bonus.slug, type: BonusType.percentage });

    expect((await read(support, `/api/backoffice/bonuses/${bonus.id}`)).statusCode).toBe(200);
    const listed = await read(support, '/api/backoffice/bonuses?state=draft');
    expect(listed.json().data.map((row: { id: string }) => row.id)).toContain(bonus.id);
    expect((await write(support, 'POST', '/api/backoffice/bonuses', percentBonus())).statusCode).toBe(403);
    expect(
      (await write(support, 'PUT', `/api/backoffice/bonuses/${bonus.id}`, percentBonus())).statusCode,
    ).toBe(403);
    const scheduled = await write(support, 'POST', `/api/backoffice/bonuses/${bonus.id}/schedule`, {
      startsAt: null,
      endsAt: null,
    });
    expect(scheduled.statusCode).toBe(403);
  });

  it('refuses what the engine would refuse, 422 on each field', async () => {
    const refused = async (body: unknown) => {
      const response = await write(marketing, 'POST', '/api/backoffice/bonuses', body);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().error.fields ?? {});
    };
    const base = percentBonus();
    expect(await refused({ ...base, terms: { ...base.terms, percent: undefined } })).toContain(
      'terms.percent',
    );
    expect(await refused({ ...base, terms: { ...base.terms, maxAmounts: {} } })).toContain(
      'terms.maxAmounts',
    );
    expect(await refused({ ...base, terms: { ...base.terms, wagerMultiplier: 500 } })).toContain(
      'terms.wagerMultiplier',
    );
    expect(await refused({ ...base, terms: { ...base.terms, depositFrom: { EUR: '20.5' } } })).toContain(
      'terms.depositFrom.EUR',
    );
    expect(await refused({ ...base, terms: { ...base.terms, depositFrom: {} } })).toContain(
      'terms.depositFrom',
    );
    expect(await refused({ ...base, names: { de: 'Nur Deutsch' } })).toContain('names.en');
    expect(await refused({ ...base, slug: 'Not A Slug' })).toContain('slug');
    expect(await refused({ ...base, type: BonusType.freeSpins })).toContain('terms.freespins');
    expect(
      await refused({ ...base, packageId: '00000000-0000-4000-8000-000000000000', packagePriority: 1 }),
    ).toContain('packageId');
    const unknownGames = {
      ...base.terms,
      weights: [
        { group: 'slots', percent: 100, collections: ['slots', 'no-such-collection'] },
        { group: 'odd', percent: 10, games: ['no-such-game'], providers: ['no-such-provider'] },
      ],
      restrictedGames: ['dice', 'no-such-game'],
    };
    expect(await refused({ ...base, terms: unknownGames })).toEqual([
      'terms.weights.0.collections.1',
      'terms.weights.1.games.0',
      'terms.weights.1.providers.0',
      'terms.restrictedGames.1',
    ]);
    const named = await write(marketing, 'POST', '/api/backoffice/bonuses', { ...base, terms: unknownGames });
    expect(named.json().error.fields['terms.weights.1.games.0']).toEqual([
      'The catalogue has no no-such-game.',
    ]);
    const [welcome] = await t.app.db.select().from(bonusPackages).where(eq(bonusPackages.slug, 'welcome'));
    const thirdDeposit = { ...base.terms, depositNumber: 3 };
    expect(
      await refused({ ...base, packageId: welcome!.id, packagePriority: 2, terms: thirdDeposit }),
    ).toEqual(['terms.depositNumber']);
    const taken = await created();
    expect(await refused({ ...base, slug: taken.slug })).toContain('slug');
    const schedule = await write(marketing, 'POST', `/api/backoffice/bonuses/${taken.id}/schedule`, {
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(schedule.statusCode).toBe(422);
    expect(Object.keys(schedule.json().error.fields)).toContain('endsAt');
  });

  it('moves scheduled → live at startsAt → ended at endsAt; the player is offered it only while live', async () => {
    const p = await newPlayer(t);
    const bonus = await created();
    expect(await offeredIds(p)).not.toContain(bonus.id);
    const start = new Date(Date.now() + STEP);
    expect((await schedule(bonus.id, start, new Date(Date.now() + 2 * STEP))).state).toBe('scheduled');
    expect(await offeredIds(p)).not.toContain(bonus.id);
    expect((await read(marketing, '/api/backoffice/bonuses?state=scheduled')).json().data[0].id).toBe(
      bonus.id,
    );

    vi.setSystemTime(start.getTime() + 1);
    expect(await offeredIds(p)).toContain(bonus.id);
    expect((await read(marketing, `/api/backoffice/bonuses/${bonus.id}`)).json().data.state).toBe('live');

    vi.setSystemTime(start.getTime() + STEP);
    expect(await offeredIds(p)).not.toContain(bonus.id);
    expect((await read(marketing, `/api/backoffice/bonuses/${bonus.id}`)).json().data.state).toBe('ended');
    const edit = await write(marketing, 'PUT', `/api/backoffice/bonuses/${bonus.id}`, percentBonus());
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
          url: '/api/game/bonuses?currency=EUR',
          headers: { authorization: `Bearer ${p.token}` },
        });
        expect(listed.statusCode, listed.body).toBe(200);
        return (listed.json().data as { id: string }[]).map((bonus) => bonus.id);
      };
      const bonus = await created();
      expect(await offered()).not.toContain(bonus.id);
      await schedule(bonus.id, null, null);
      expect(await offered()).toContain(bonus.id);
      await write(marketing, 'POST', `/api/backoffice/bonuses/${bonus.id}/end`, {});
      expect(await offered()).not.toContain(bonus.id);
    } finally {
      await other.close();
    }
  });

  it('unschedules before the start and ends a live bonus early', async () => {
    const p = await newPlayer(t);
    const bonus = await created();
    await schedule(bonus.id, new Date(Date.now() + STEP), null);
    const back = await write(marketing, 'POST', `/api/backoffice/bonuses/${bonus.id}/unschedule`, {});
    expect(back.json().data.state).toBe('draft');
    await schedule(bonus.id, null, null);
    expect(await offeredIds(p)).toContain(bonus.id);
    const ended = await write(marketing, 'POST', `/api/backoffice/bonuses/${bonus.id}/end`, {});
    expect(ended.json().data.state).toBe('ended');
    expect(await offeredIds(p)).not.toContain(bonus.id);
    expect((await write(marketing, 'POST', `/api/backoffice/bonuses/${bonus.id}/end`, {})).statusCode).toBe(
      409,
    );
  });

  it('keeps a granted bonus on the terms it was issued with after a live edit', async () => {
    const bonus = await created();
    await schedule(bonus.id, null, null);
    const p = await newPlayer(t);
    await depositWith(t, p, 50, { bonusId: bonus.id });
    const [granted] = await t.app.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, p.playerId));
    expect(granted).toMatchObject({ definitionId: bonus.id, amount: 5_000n, required: 150_000n });
    expect(granted?.terms).toMatchObject({ wagerMultiplier: 30, maxBet: '500' });

    const base = percentBonus();
    const edited = await write(marketing, 'PUT', `/api/backoffice/bonuses/${bonus.id}`, {
      ...base,
      terms: { ...base.terms, wagerMultiplier: 5, maxBets: { EUR: '100' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ state: 'live', grantedCount: 1 });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bonus.update'), eq(auditLog.targetId, bonus.id)));
    expect(audit?.before).toMatchObject({ terms: { wagerMultiplier: 30 } });
    expect(audit?.after).toMatchObject({ terms: { wagerMultiplier: 5 } });

    const [after] = await t.app.db.select().from(playerBonuses).where(eq(playerBonuses.id, granted!.id));
    expect(after?.terms).toEqual(granted?.terms);
    expect(after?.required).toBe(150_000n);
  });

  describe('codes', () => {
    async function cashBonus() {
      const bonus = await created(
        percentBonus({
          type: BonusType.cash,
          trigger: 'code',
          terms: {
            amounts: { EUR: '1000' },
            wagerMultiplier: 10,
            wagerDays: 7,
            activationDays: 30,
            weights: [],
          },
        }),
      );
      await schedule(bonus.id, null, null);
      return bonus;
    }

    async function code(bonusId: string, body: Record<string, unknown> = {}) {
      const name = `EDITOR${++codes}`;
      const response = await write(marketing, 'POST', '/api/backoffice/bonus-codes', {
        code: name.toLowerCase(),
        bonusId,
        trigger: BonusCodeTrigger.add,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ code: name, state: 'draft', usedCount: 0 });
      return name;
    }

    const scheduleCode = (name: string, endsAt: Date | null = null) =>
      write(marketing, 'POST', `/api/backoffice/bonus-codes/${name}/schedule`, {
        startsAt: null,
        endsAt: endsAt?.toISOString() ?? null,
      });

    const redeem = (p: BonusTestPlayer, name: string, trigger: number = BonusCodeTrigger.add) =>
      call(t, {
        method: 'POST',
        url: '/api/game/bonuses/bonuscodes',
        token: p.token,
        payload: { bonusCode: name, trigger },
      });

    it('refuses a code per field: taken, unknown bonus, a promo code for a share of a deposit', async () => {
      const bonus = await cashBonus();
      const taken = await code(bonus.id);
      const refused = async (body: Record<string, unknown>) => {
        const response = await write(marketing, 'POST', '/api/backoffice/bonus-codes', {
          code: 'FRESHCODE',
          bonusId: bonus.id,
          trigger: BonusCodeTrigger.add,
          ...body,
        });
        expect(response.statusCode, response.body).toBe(422);
        return Object.keys(response.json().error.fields);
      };
      expect(await refused({ code: taken })).toEqual(['code']);
      expect(await refused({ code: 'no spaces' })).toEqual(['code']);
      expect(await refused({ bonusId: '00000000-0000-4000-8000-000000000000' })).toEqual(['bonusId']);
      expect(await refused({ maxUses: 0 })).toEqual(['maxUses']);
      const percent = await created();
      expect(await refused({ bonusId: percent.id })).toEqual(['trigger']);
      expect(
        (
          await write(support, 'POST', '/api/backoffice/bonus-codes', {
            code: 'X123',
            bonusId: bonus.id,
            trigger: 1,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('a draft code is refused; a live one gives its bonus once per player and never beyond its cap, even at once', async () => {
      const bonus = await cashBonus();
      const name = await code(bonus.id, { maxUses: 2 });
      const first = await newPlayer(t);
      expect((await redeem(first, name)).json().data.status).toBe(BonusCodeStatus.notAvailable);
      expect((await scheduleCode(name)).json().data.state).toBe('live');

      expect((await redeem(first, name)).json().data.status).toBe(BonusCodeStatus.used);
      expect((await redeem(first, name)).json().data.status).toBe(BonusCodeStatus.notAvailable);

      const racers = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
      const answers = await Promise.all(racers.map((p) => redeem(p, name)));
      const statuses = answers.map((answer) => answer.json().data.status);
      expect(statuses.filter((status) => status === BonusCodeStatus.used)).toHaveLength(1);
      const listed = await read(marketing, `/api/backoffice/bonus-codes?bonusId=${bonus.id}`);
      expect(listed.json().data[0]).toMatchObject({ code: name, usedCount: 2, maxUses: 2 });
      const granted = await t.app.db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.definitionId, bonus.id));
      expect(granted).toHaveLength(2);
    });

    it('lapses a waiting deposit code when its code ends (the end job, fake clock)', async () => {
      const bonus = await created();
      await schedule(bonus.id, null, null);
      const endsAt = new Date(Date.now() + STEP);
      const name = await code(bonus.id, { trigger: BonusCodeTrigger.list });
      expect((await scheduleCode(name, endsAt)).statusCode).toBe(200);
      const p = await newPlayer(t);
      expect((await redeem(p, name, BonusCodeTrigger.list)).json().data.status).toBe(BonusCodeStatus.active);

      vi.setSystemTime(endsAt.getTime() + 1);
      await t.app.events.dispatchPending();
      expect(await t.app.jobs.runDue(new Date())).toBeGreaterThan(0);
      const [waiting] = await t.app.db
        .select()
        .from(playerBonusCodes)
        .where(eq(playerBonusCodes.playerId, p.playerId));
      expect(waiting?.status).toBe(BonusCodeStatus.notAvailable);
      const state = (await read(marketing, `/api/backoffice/bonus-codes?bonusId=${bonus.id}`)).json().data[0]
        .state;
      expect(state).toBe('ended');
    });
  });
});
