import {
  ErrorCode,
  GAME_BET_EVENT,
  playerChannel,
  seriesPeriodStart,
  TournamentScoring,
  TournamentState,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { SLOT, startBonusApp } from '../bonuses/test-helpers.ts';
import { publishEvent } from '../events/outbox.ts';
import { call } from '../identity/test-helpers.ts';
import { accountParts } from '../wallet/views.ts';
import { leaderboardsOf } from './routes.ts';
import { scoreRounds } from './scoring.ts';
import { tournamentEntries, tournamentRounds, tournaments } from './tables.ts';
import { openSeededSeries, tournamentKit } from './test-helpers.ts';

describe.each(testDrivers)('tournaments: scoring, leaderboards and entry on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof tournamentKit>;
  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    await openSeededSeries(t.database.db);
    kit = tournamentKit(t, driver);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    kit.pushes.length = 0;
  });

  const roundsOf = (tournamentId: string) =>
    t.database.db.select().from(tournamentRounds).where(eq(tournamentRounds.tournamentId, tournamentId));

  it('seeds a running auto total-bet race, a running join tournament and upcoming ones', async () => {
    const response = await call(t, {
      method: 'GET',
      url: '/api/retention/tournaments?state[]=2&state[]=3&perPage=50',
    });
    expect(response.statusCode, response.body).toBe(200);
    const seeded = (
      response.json().data as { identity: string; state: number; entryType: string; type: number }[]
    ).filter((item) => !item.identity.startsWith('test-'));
    const running = seeded.filter((item) => item.state === TournamentState.running);
    expect(running).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entryType: 'auto', type: TournamentScoring.totalBet }),
        expect.objectContaining({ entryType: 'join', type: TournamentScoring.betCount }),
      ]),
    );
    expect(seeded.some((item) => item.state === TournamentState.upcoming)).toBe(true);
    expect(seriesPeriodStart(new Date('2026-11-28T12:00:00Z'), 7).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('scores the total bet in base units; a tie goes to whoever reached the score first', async () => {
    const race = await kit.open();
    const first = await kit.player(100, SLOT);
    const second = await kit.player(100, SLOT);
    await kit.spin(first, SLOT, '10');
    await kit.spin(second, SLOT, '4');
    await kit.spin(second, SLOT, '6');
    const detail = await kit.detail(race.identity, first.token);
    expect(detail.leaderboard.map((entry) => [entry.playerId, entry.points, entry.place])).toEqual([
      [first.playerId, 10, 1],
      [second.playerId, 10, 2],
    ]);
    expect(detail.playerEntry).toEqual({ points: 10, place: 1 });
    expect(detail.prizes[0]).toMatchObject({ place: 1, type: 'money', amount: 50, currency: 'EUR' });
    expect(detail.prizes[0]!.entry).toMatchObject({ playerId: first.playerId, points: 10 });
    expect(detail.leaderboard[0]!.nickname).toMatch(/\*\*\*$/);
    // The second passes the first with one more cent.
    await kit.spin(second, SLOT, '0.01');
    expect((await kit.detail(race.id, second.token)).playerEntry).toEqual({ points: 10.01, place: 1 });
  });

  it('counts bets of joined players only, from their join on, and ties by the time reached', async () => {
    const sprint = await kit.open({ scoring: TournamentScoring.betCount, entryType: 'join' });
    const early = await kit.player(100, SLOT);
    const late = await kit.player(100, SLOT);
    const outsider = await kit.player(100, SLOT);
    await kit.spin(early, SLOT, '1');
    expect((await kit.participate(sprint.identity, early.token)).statusCode).toBe(200);
    expect((await kit.participate(sprint.identity, late.token)).statusCode).toBe(200);
    await kit.spin(early, SLOT, '1');
    await kit.spin(early, SLOT, '1');
    await kit.spin(late, SLOT, '1');
    await kit.spin(late, SLOT, '1');
    await kit.spin(outsider, SLOT, '1');
    const detail = await kit.detail(sprint.id, late.token);
    expect(detail.confirmationRequired).toBe(true);
    expect(detail.leaderboard.map((entry) => [entry.playerId, entry.points])).toEqual([
      [early.playerId, 2],
      [late.playerId, 2],
    ]);
    expect(detail.playerEntry).toEqual({ points: 2, place: 2 });
    expect((await kit.detail(sprint.id, outsider.token)).playerEntry).toBeNull();
    expect(detail.playersCount).toBe(2);
  });

  it('keeps the best win multiplier, the earlier of equal bests', async () => {
    const tide = await kit.open({ scoring: TournamentScoring.bestMultiplier });
    const a = await kit.player(100, SLOT);
    const b = await kit.player(100, SLOT);
    await kit.spin(a, SLOT, '2', '10');
    await kit.spin(b, SLOT, '1', '5');
    await kit.spin(a, SLOT, '1', '1');
    let board = (await kit.detail(tide.id)).leaderboard;
    expect(board.map((entry) => [entry.playerId, entry.points])).toEqual([
      [a.playerId, 5],
      [b.playerId, 5],
    ]);
    await kit.spin(b, SLOT, '1', '12.5');
    board = (await kit.detail(tide.id)).leaderboard;
    expect(board.map((entry) => [entry.playerId, entry.points])).toEqual([
      [b.playerId, 12.5],
      [a.playerId, 5],
    ]);
  });

  it('applies the min stake in the base currency, the collections and the currencies', async () => {
    const slotsOnly = await kit.open({
      minStakeMinor: 100n,
      gameCollections: ['slots'],
      excludedCollections: ['new'],
      currencies: ['EUR', 'USD'],
    });
    const eur = await kit.player(100, SLOT, 'crash', 'slot-star-scatter');
    await kit.spin(eur, SLOT, '0.99');
    await kit.spin(eur, 'crash', '5');
    // A slot of the excluded "new" collection.
    await kit.spin(eur, 'slot-star-scatter', '5');
    expect(await roundsOf(slotsOnly.id)).toEqual([]);
    await kit.spin(eur, SLOT, '1');
    // 10 USD at 0.92: 9.20 EUR; 1.05 USD (0.966 EUR) is under the minimum.
    const usd = await kit.playerIn('USD', 100, SLOT);
    await kit.spin(usd, SLOT, '10');
    await kit.spin(usd, SLOT, '1.05');
    const gbp = await kit.playerIn('GBP', 100, SLOT);
    await kit.spin(gbp, SLOT, '10');
    const board = (await kit.detail(slotsOnly.id)).leaderboard;
    expect(board.map((entry) => [entry.playerId, entry.points])).toEqual([
      [usd.playerId, 9.2],
      [eur.playerId, 1],
    ]);
    expect((await kit.detail(slotsOnly.id)).conditions).toMatchObject({ minAmount: 1, minAmountOp: 'gte' });
  });

  it('scores a round once when its event comes again, and pushes the board once per batch', async () => {
    const race = await kit.open();
    const p = await kit.player(100, SLOT);
    const round = await kit.spin(p, SLOT, '3');
    const roundId = await kit.roundIdOf(p, round);
    await publishEvent(t.database.db, {
      type: GAME_BET_EVENT,
      payload: { roundId },
      channel: playerChannel('game:bets', p.playerId),
    });
    await kit.deliver();
    expect(
      await t.database.db.transaction((tx) => scoreRounds(tx, leaderboardsOf(t.app), [roundId])),
    ).toEqual([]);
    expect(await roundsOf(race.id)).toHaveLength(1);
    expect((await kit.detail(race.id, p.token)).playerEntry).toEqual({ points: 3, place: 1 });
    expect(kit.leaderboardPushes(race.id)).toHaveLength(1);
    expect(kit.leaderboardPushes(race.id)[0]!.leaderboard).toEqual([
      expect.objectContaining({ playerId: p.playerId, place: 1, points: 3 }),
    ]);
    expect(kit.entryPushes(race.id, p.playerId)).toEqual([
      {
        event: 'tournament.player-entry.updated',
        entry: { tournamentId: race.id, playerId: p.playerId, points: 3, place: 1 },
      },
    ]);
  });

  it('scores nothing outside its time nor for a round placed before it started', async () => {
    const later = await kit.open({
      startAt: new Date(Date.now() + 60_000),
      endAt: new Date(Date.now() + 120_000),
    });
    const p = await kit.player(100, SLOT);
    await kit.spin(p, SLOT, '5');
    expect(await roundsOf(later.id)).toEqual([]);
    expect((await kit.detail(later.id)).state).toBe(TournamentState.upcoming);
  });

  it('joins once; a buy-in is debited once through the ledger; refusals leave no entry', async () => {
    const paid = await kit.open({ entryType: 'buy-in', buyIn: { EUR: '250' }, currencies: ['EUR', 'USD'] });
    const p = await kit.player(10, SLOT);
    expect((await kit.participate(paid.id, p.token)).statusCode).toBe(200);
    expect((await kit.participate(paid.identity, p.token)).statusCode).toBe(200);
    expect((await accountParts(t.database.db, p.accountId)).cash).toBe(750n);
    const entries = await t.database.db
      .select()
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, paid.id));
    expect(entries).toHaveLength(1);

    const poor = await kit.player(2, SLOT);
    const refused = await kit.participate(paid.id, poor.token);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.code).toBe(ErrorCode.insufficientFunds);
    expect((await accountParts(t.database.db, poor.accountId)).cash).toBe(200n);

    // USD is taken, but the buy-in has no USD price; GBP is not taken at all.
    const usd = await kit.playerIn('USD', 10);
    expect((await kit.participate(paid.id, usd.token)).json().error.code).toBe(
      ErrorCode.tournamentNotJoinable,
    );
    const gbp = await kit.playerIn('GBP', 10);
    expect((await kit.participate(paid.id, gbp.token)).json().error.code).toBe(
      ErrorCode.tournamentNotJoinable,
    );
    expect((await kit.detail(paid.id, gbp.token)).isAvailable).toBe(false);
    expect((await kit.detail(paid.id, p.token)).playerEntry).toEqual({ points: 0, place: null });

    const ended = await kit.open({
      entryType: 'join',
      startAt: new Date(Date.now() - 7_200_000),
      endAt: new Date(Date.now() - 60_000),
    });
    const late = await kit.participate(ended.id, p.token);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe(ErrorCode.tournamentNotJoinable);
    expect((await kit.participate('no-such-tournament', p.token)).statusCode).toBe(404);
  });

  it('lists by state and identity, soonest ending first', async () => {
    const soon = await kit.open({ endAt: new Date(Date.now() + 30 * 60_000) });
    const response = await call(t, {
      method: 'GET',
      url: `/api/retention/tournaments?identity[]=${soon.identity}&state[]=3`,
    });
    expect(response.json()).toMatchObject({ data: [{ id: soon.id, state: 3 }], meta: { totalRows: 1 } });
    const none = await call(t, {
      method: 'GET',
      url: `/api/retention/tournaments?identity[]=${soon.identity}&state[]=5`,
    });
    expect(none.json().data).toEqual([]);
    const bad = await call(t, { method: 'GET', url: '/api/retention/tournaments?state[]=9' });
    expect(bad.statusCode).toBe(422);
    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, soon.id));
    expect(row!.state).toBe(TournamentState.running);
  });
});
