import {
  ErrorCode,
  GAME_BET_EVENT,
  INVOICE_DEPOSIT_UPDATED,
  type PlayerQuest,
  playerChannel,
  QuestState,
  QuestTaskType,
} from '@casino/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { playerBonuses, playerFreespins } from '../bonuses/tables.ts';
import { depositWith, expectLedgerHolds, SLOT, startBonusApp } from '../bonuses/test-helpers.ts';
import { publishEvent } from '../events/outbox.ts';
import { domainEvents } from '../events/tables.ts';
import { call } from '../identity/test-helpers.ts';
import { loyaltyKit, type LoyaltyTestPlayer as Player } from '../loyalty/test-helpers.ts';
import { playerMessages } from '../messenger/tables.ts';
import { savePublicSetting } from '../settings/service.ts';
import { completeQuests } from './completion.ts';
import { money } from './seed.ts';
import { playerQuests, questProgressEntries } from './tables.ts';
import { questKit, task } from './test-helpers.ts';

// Dice earns no loyalty points (loyalty/earning.ts): the points a quest pays are all the account shows.
const DICE = 'dice';
const HOUR = 3_600_000;

describe.each(testDrivers)('quests on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof loyaltyKit>;
  let quests: ReturnType<typeof questKit>;
  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    kit = loyaltyKit(t, driver);
    quests = questKit(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    quests.pushes.length = 0;
  });

  const player = (euros: number, ...games: string[]) => kit.player(euros, ...games);
  const spin = (p: Player, stake: string, payout = '0', game = DICE) => kit.spin(p, game, stake, payout);
  const deposit = async (p: Player, amount: number) => {
    await depositWith(t, p, amount, { isBonusDecline: true });
    await kit.deliver();
  };
  const progressOf = async (p: Player, id: string) =>
    (await quests.held(p, id)).tasks.map((item) => [item.type, item.progress, item.isCompleted]);

  it('lists the seeded quests on offer in the player language and currency', async () => {
    const p = await player(0);
    const offered = await quests.list(p, '/api/retention/quests');
    expect(offered.meta).toMatchObject({ page: 1, totalRows: 4 });
    expect(offered.data.map((quest) => [quest.identity, quest.state, quest.taskExecutionOrder])).toEqual([
      ['harbor-welcome', 1, 'any'],
      ['high-seas', 1, 'sequential'],
      ['studio-tour', 1, 'any'],
      ['captains-log', 1, 'sequential'],
    ]);
    const types = offered.data.flatMap((quest) => quest.tasks.map((item) => item.type));
    expect(new Set(types)).toEqual(new Set(Object.values(QuestTaskType)));
    const [welcome, seas, tour] = offered.data;
    expect(welcome).toMatchObject({ name: 'Welcome aboard', currency: 'EUR', endAt: null });
    expect(welcome!.tasks[0]).toMatchObject({
      quantity: 20,
      progress: 0,
      isActive: true,
      questId: welcome!.id,
    });
    expect(welcome!.tasks[1]).toMatchObject({ quantity: 30, conditions: { spinAmount: 0.2 } });
    expect(seas!.tasks.map((item) => item.isActive)).toEqual([true, false, false]);
    expect(seas!.rewards).toEqual([
      { type: 'currency', amount: 10, attributes: { isoCode: 'EUR', lockBalance: true } },
    ]);
    expect(tour).toMatchObject({ durationHours: 24 });
    expect(tour!.rewards[0]).toMatchObject({
      type: 'freespins',
      amount: 20,
      attributes: { gameId: 'slot-wild-twenty', betAmount: 0.2 },
    });

    const german = await call(t, {
      method: 'GET',
      url: '/api/retention/quests?currency=BTC&perPage=1',
      token: p.token,
      headers: { 'x-locale': 'de' },
    });
    expect(german.statusCode, german.body).toBe(200);
    // 20 EUR at 88 000 EUR per BTC, rounded down to the satoshi.
    expect(german.json().data[0]).toMatchObject({ name: 'Willkommen an Bord', currency: 'BTC' });
    expect(german.json().data[0].tasks[0].quantity).toBe(0.00022727);
    expect(german.json().meta).toMatchObject({ perPage: 1, totalPages: 4 });
    const bad = await call(t, { method: 'GET', url: '/api/retention/quests?currency=XXX', token: p.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.currency).toBeDefined();
  });

  it('counts deposits, bets, wagers, wins, multipliers and games from real play', async () => {
    const p = await player(100, DICE, SLOT);
    const id = await quests.define({
      tasks: [
        task(QuestTaskType.deposit, { amounts: money(30) }),
        task(QuestTaskType.betCount, { count: 3, conditions: { spinAmount: money(1) } }),
        task(QuestTaskType.wagerAmount, { amounts: money(10) }),
        task(QuestTaskType.winAmount, { amounts: money(5), conditions: { minPayout: money(1) } }),
        task(QuestTaskType.multiplier, { count: 1, conditions: { multiplierCenti: 300 } }),
        task(QuestTaskType.playGames, { count: 2, conditions: { games: [SLOT] } }),
      ],
    });
    const taken = await quests.activate(p, id);
    expect(taken).toMatchObject({ state: QuestState.active, questId: id, currency: 'EUR' });

    await deposit(p, 20);
    expect(await progressOf(p, taken.id)).toEqual([
      [1, 20, false],
      [2, 0, false],
      [3, 0, false],
      [4, 0, false],
      [5, 0, false],
      [6, 0, false],
    ]);
    // 2 EUR staked, 0.5 won: a bet, a wager, no win (under 1 EUR), no multiplier, not the slot.
    await spin(p, '2', '0.5');
    // 0.5 EUR staked: under the bet count's 1 EUR, but wagered all the same; 2 EUR won is 4x.
    await spin(p, '0.5', '2');
    await spin(p, '1', '0', SLOT);
    expect(await progressOf(p, taken.id)).toEqual([
      [1, 20, false],
      [2, 2, false],
      [3, 3.5, false],
      [4, 2, false],
      [5, 1, true],
      [6, 1, false],
    ]);
    // A round still open counts nothing.
    const open = kit.nextRound();
    expect((await kit.walletCall(p, DICE, 'bet', open, { amount: '5' })).statusCode).toBe(200);
    await kit.deliver();
    expect((await progressOf(p, taken.id))[2]).toEqual([3, 3.5, false]);
    expect((await kit.walletCall(p, DICE, 'win', open, { amount: '4' })).statusCode).toBe(200);
    await kit.deliver();
    await spin(p, '2', '0', SLOT);
    await deposit(p, 15);
    expect(await progressOf(p, taken.id)).toEqual([
      [1, 30, true],
      [2, 3, true],
      [3, 10, true],
      [4, 5, true],
      [5, 1, true],
      [6, 2, true],
    ]);
    expect((await quests.held(p, taken.id)).state).toBe(QuestState.completed);
    const taskPushes = quests.pushesOf(p, 'quest.task.updated');
    expect(taskPushes.length).toBeGreaterThanOrEqual(6);
    expect(
      taskPushes.every(
        (push) => push.data.event !== 'quest.task.updated' || push.data.task.questId === taken.id,
      ),
    ).toBe(true);
  });

  it('counts a round and a deposit once when their events come again', async () => {
    const p = await player(100, DICE);
    const id = await quests.define({
      tasks: [
        task(QuestTaskType.wagerAmount, { amounts: money(50) }),
        task(QuestTaskType.deposit, { amounts: money(100) }),
      ],
    });
    const taken = await quests.activate(p, id);
    const round = await spin(p, '5');
    await deposit(p, 10);
    expect(await progressOf(p, taken.id)).toEqual([
      [3, 5, false],
      [1, 10, false],
    ]);
    await publishEvent(t.database.db, {
      type: GAME_BET_EVENT,
      payload: { roundId: await kit.roundIdOf(p, round) },
      channel: playerChannel('game:bets', p.playerId),
    });
    const [invoiceEvent] = await t.database.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, INVOICE_DEPOSIT_UPDATED),
          eq(domainEvents.channel, playerChannel('payment:invoices', p.playerId)),
        ),
      )
      .orderBy(desc(domainEvents.id))
      .limit(1);
    await publishEvent(t.database.db, {
      type: INVOICE_DEPOSIT_UPDATED,
      payload: invoiceEvent!.payload,
      channel: invoiceEvent!.channel ?? undefined,
    });
    await kit.deliver();
    expect(await progressOf(p, taken.id)).toEqual([
      [3, 5, false],
      [1, 10, false],
    ]);
    const entries = await t.database.db.select().from(questProgressEntries);
    const mine = new Set((await quests.held(p, taken.id)).tasks.map((item) => item.id));
    expect(entries.filter((entry) => mine.has(entry.playerTaskId))).toHaveLength(2);
  });

  it('counts only the active task of a sequential quest, in order', async () => {
    const p = await player(100, DICE);
    const id = await quests.define({
      taskExecutionOrder: 'sequential',
      tasks: [
        task(QuestTaskType.wagerAmount, { amounts: money(5) }),
        task(QuestTaskType.betCount, { count: 2 }),
      ],
    });
    const taken = await quests.activate(p, id);
    expect(taken.tasks.map((item) => item.isActive)).toEqual([true, false]);
    await spin(p, '3');
    await spin(p, '3');
    // The round that finished the wager does not count for the next task too.
    const held = await quests.held(p, taken.id);
    expect(held.tasks.map((item) => [item.progress, item.isCompleted, item.isActive])).toEqual([
      [5, true, false],
      [0, false, true],
    ]);
    await spin(p, '1');
    await spin(p, '1');
    expect(await progressOf(p, taken.id)).toEqual([
      [3, 5, true],
      [2, 2, true],
    ]);
    expect((await quests.held(p, taken.id)).state).toBe(QuestState.completed);
  });

  it('refuses to activate what is not on offer or held, and to cancel what is not active', async () => {
    const p = await player(0);
    const other = await player(0);
    const id = await quests.define({ tasks: [task(QuestTaskType.betCount, { count: 1 })] });
    const ended = await quests.define(
      { tasks: [task(QuestTaskType.betCount, { count: 1 })] },
      { startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) },
    );
    const code = (response: { json(): { error: { code: number } } }) => response.json().error.code;
    const first = await quests.activate(p, id);
    expect(code(await quests.activateCall(p, id))).toBe(ErrorCode.questNotActivatable);
    expect(code(await quests.activateCall(p, ended))).toBe(ErrorCode.questNotActivatable);
    const unknown = await quests.activateCall(p, crypto.randomUUID());
    expect([unknown.statusCode, code(unknown)]).toEqual([404, ErrorCode.questNotFound]);
    expect((await quests.activateCall(p, 'not-a-uuid')).statusCode).toBe(404);
    // Taken quests leave the offer; the player's list shows it.
    const offered = await quests.list(p, '/api/retention/quests?perPage=100');
    expect(offered.data.some((quest) => quest.id === id)).toBe(false);
    const active = await quests.list(p, '/api/retention/player-quests?state[]=2');
    expect(active.data.map((quest) => quest.id)).toEqual([first.id]);

    expect((await quests.cancelCall(other, first.id)).statusCode).toBe(404);
    const cancelled = await quests.cancelCall(p, first.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.state).toBe(QuestState.cancelled);
    expect(code(await quests.cancelCall(p, first.id))).toBe(ErrorCode.questNotCancellable);
    await kit.deliver();
    expect(
      quests
        .pushesOf(p, 'quest.updated')
        .map((push) => push.data.event === 'quest.updated' && push.data.quest.state),
    ).toEqual([QuestState.active, QuestState.cancelled]);
    // A cancelled quest is on offer again and starts from nothing.
    const again = await quests.activate(p, id);
    expect(again.id).not.toBe(first.id);
    const states = await quests.list(p, '/api/retention/player-quests?state[]=2&state[]=4');
    expect(states.data.map((quest) => [quest.id, quest.state])).toEqual([
      [again.id, QuestState.active],
      [first.id, QuestState.cancelled],
    ]);
  });

  it('pays the rewards once on completion, with one message and a quest.updated push', async () => {
    const p = await player(100, DICE);
    const id = await quests.define({
      names: { en: 'Reward run' },
      tasks: [task(QuestTaskType.betCount, { count: 1 })],
      rewards: [
        { type: 'points', points: 150 },
        { type: 'bonus', amounts: money(5), wagerMultiplier: 10 },
        { type: 'freespins', count: 3, gameSlug: SLOT, betAmounts: money(0.2) },
      ],
    });
    const taken = await quests.activate(p, id);
    expect(
      taken.rewards.map((reward) => [reward.type, reward.amount, reward.attributes.lockBalance]),
    ).toEqual([
      ['points', 150, false],
      ['currency', 5, true],
      ['freespins', 3, false],
    ]);
    await spin(p, '1');
    await spin(p, '1');
    const done = await quests.held(p, taken.id);
    expect(done).toMatchObject({ state: QuestState.completed });
    expect(done.completedAt).not.toBeNull();
    expect((await kit.account(p)).points).toBe(150);
    const bonuses = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, p.playerId));
    expect(bonuses.map((bonus) => [bonus.amount, bonus.names])).toEqual([[500n, { en: 'Reward run' }]]);
    const spins = await t.database.db
      .select()
      .from(playerFreespins)
      .where(eq(playerFreespins.playerId, p.playerId));
    expect(spins.map((row) => [row.count, row.gameSlug, row.betAmount])).toEqual([[3, SLOT, 20n]]);
    const messages = await t.database.db
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, p.playerId));
    expect(messages.filter((message) => message.kind === 'quest.completed')).toMatchObject([
      { title: 'Quest completed: Reward run', linkUrl: '/?quests-hub=true' },
    ]);
    const updates = quests.pushesOf(p, 'quest.updated').map((push) => push.data);
    expect(updates.at(-1)).toMatchObject({
      event: 'quest.updated',
      quest: { id: taken.id, state: QuestState.completed },
    });
    // Completing again pays nothing: the quest is no longer active.
    expect(await t.database.db.transaction((tx) => completeQuests(tx, [taken.id]))).toEqual([]);
    await kit.deliver();
    expect((await kit.account(p)).points).toBe(150);
    expect(
      await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, p.playerId)),
    ).toHaveLength(1);
    // A completed quest is not on offer again.
    expect((await quests.activateCall(p, id)).json().error.code).toBe(ErrorCode.questNotActivatable);
    await expectLedgerHolds(t.database.db);
  });

  it('expires a quest at the campaign end (5) and after its own hours (6) on the job queue', async () => {
    const p = await player(100, DICE);
    const campaign = await quests.define(
      { tasks: [task(QuestTaskType.betCount, { count: 5 })] },
      { endsAt: new Date(Date.now() + HOUR) },
    );
    const timed = await quests.define({
      durationHours: 2,
      tasks: [task(QuestTaskType.betCount, { count: 5 })],
    });
    const both = await quests.define(
      { durationHours: 1, tasks: [task(QuestTaskType.betCount, { count: 5 })] },
      { endsAt: new Date(Date.now() + 5 * HOUR) },
    );
    const [a, b, c] = [
      await quests.activate(p, campaign),
      await quests.activate(p, timed),
      await quests.activate(p, both),
    ];
    expect(a.endAt).not.toBeNull();
    expect(new Date(c.endAt!).getTime()).toBeLessThan(Date.now() + 1.1 * HOUR);
    await kit.deliver();
    await t.app.jobs.runDue(new Date(Date.now() + 1.5 * HOUR));
    const stateOf = async (id: string) => (await quests.held(p, id)).state;
    expect([await stateOf(a.id), await stateOf(b.id), await stateOf(c.id)]).toEqual([
      QuestState.expired,
      QuestState.active,
      QuestState.expiredByTime,
    ]);
    await t.app.jobs.runDue(new Date(Date.now() + 6 * HOUR));
    expect([await stateOf(a.id), await stateOf(b.id), await stateOf(c.id)]).toEqual([
      QuestState.expired,
      QuestState.expiredByTime,
      QuestState.expiredByTime,
    ]);
    await kit.deliver();
    const pushed = quests
      .pushesOf(p, 'quest.updated')
      .flatMap((push) =>
        push.data.event === 'quest.updated' ? [[push.data.quest.id, push.data.quest.state]] : [],
      );
    expect(pushed).toEqual(
      expect.arrayContaining([
        [a.id, 5],
        [b.id, 6],
        [c.id, 6],
      ]),
    );
    // An expired quest counts nothing more.
    await spin(p, '1');
    expect((await quests.held(p, b.id)).tasks[0]!.progress).toBe(0);
  });

  it('answers 404 and counts nothing while quests are off', async () => {
    const p = await player(100, DICE);
    const id = await quests.define({ tasks: [task(QuestTaskType.betCount, { count: 5 })] });
    const taken = await quests.activate(p, id);
    await savePublicSetting(t.database.db, 'questsEnabled', false);
    try {
      await spin(p, '1');
      for (const url of ['/api/retention/quests', '/api/retention/player-quests']) {
        const closed = await call(t, { method: 'GET', url, token: p.token });
        expect(closed.statusCode, url).toBe(404);
      }
      expect((await quests.activateCall(p, id)).statusCode).toBe(404);
      expect((await quests.cancelCall(p, taken.id)).statusCode).toBe(404);
    } finally {
      await savePublicSetting(t.database.db, 'questsEnabled', true);
    }
    expect((await quests.held(p, taken.id)).tasks[0]!.progress).toBe(0);
    await spin(p, '1');
    expect((await quests.held(p, taken.id)).tasks[0]!.progress).toBe(1);
  });

  it('takes a quest in another of the player accounts currencies and converts what counts', async () => {
    const p = await player(0, DICE);
    const id = await quests.define({ tasks: [task(QuestTaskType.wagerAmount, { amounts: money(10) })] });
    const refused = await call(t, {
      method: 'PUT',
      url: `/api/retention/quests/${id}/activate?currency=USD`,
      token: p.token,
    });
    expect(refused.statusCode).toBe(422);
    const opened = await call(t, {
      method: 'POST',
      url: '/api/wallet/accounts',
      token: p.token,
      payload: { currency: 'USD' },
    });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const taken: PlayerQuest = await quests.activate(p, id, 'USD');
    expect(taken).toMatchObject({ currency: 'USD', tasks: [{ quantity: 10 }] });
    await kit.fund(p, 10_000n);
    // 4.6 EUR at 0.92 EUR per USD is 5 USD.
    await spin(p, '4.6');
    const inDollars = await quests.list(p, '/api/retention/player-quests?currency=USD');
    expect(inDollars.data[0]).toMatchObject({ currency: 'USD', tasks: [{ progress: 5, quantity: 10 }] });
    // A taken quest stays in its own currency whatever the list is asked in (as its pushes are).
    const inEuros = await quests.list(p, '/api/retention/player-quests?currency=EUR');
    expect(inEuros.data[0]).toMatchObject({ currency: 'USD', tasks: [{ progress: 5, quantity: 10 }] });
    const rows = await t.database.db.select().from(playerQuests).where(eq(playerQuests.playerId, p.playerId));
    expect(rows.map((row) => row.currency)).toEqual(['USD']);
  });
});
