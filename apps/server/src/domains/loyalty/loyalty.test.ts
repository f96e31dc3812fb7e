import { ErrorCode, GAME_BET_EVENT, type LoyaltyLevel, playerChannel } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { issueFreespins } from '../bonuses/lifecycle.ts';
import { issueTerms } from '../bonuses/terms.ts';
import {
  definitionOf,
  depositWith,
  newPlayer,
  SLOT,
  startBonusApp,
  WALLET_SECRET,
} from '../bonuses/test-helpers.ts';
import { publishEvent } from '../events/outbox.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { openGameSession } from '../game-wallet/sessions.ts';
import { gameRounds } from '../game-wallet/tables.ts';
import { gameWalletCall } from '../game-wallet/test-helpers.ts';
import { gamesForWeights } from '../games/service.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { playerMessages } from '../messenger/tables.ts';
import { savePublicSetting } from '../settings/service.ts';
import { creditRound } from './earning.ts';
import { spendPoints } from './spending.ts';
import { loyaltyAccounts } from './tables.ts';
import { loyaltyKit, type LoyaltyTestPlayer as Player } from './test-helpers.ts';

const SPORTSBOOK = 'betsy-sportsbook-betsy';

describe.each(testDrivers)('loyalty: Harbor Club points and levels on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof loyaltyKit>;
  beforeAll(async () => {
    t = await startBonusApp(driver, { depositTurnover: false });
    kit = loyaltyKit(t, driver);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    kit.pushes.length = 0;
  });

  const player = (euros: number, ...games: string[]) => kit.player(euros, ...games);
  const spin = (p: Player, game: string, stake: string, payout?: string) => kit.spin(p, game, stake, payout);
  const account = (p: { token: string }) => kit.account(p);
  const entriesOf = (p: Player) => kit.entriesOf(p);
  const pushesOf = (p: Player, event?: string) => kit.pushesOf(p, event);
  const roundIdOf = (p: Player, round: string) => kit.roundIdOf(p, round);
  const deliver = () => kit.deliver();

  it('makes the account at the first level on first look, and lists the next level', async () => {
    const p = await player(0);
    const first = await account(p);
    expect(first).toMatchObject({
      playerId: p.playerId,
      points: 0,
      earnedPoints: 0,
      currentLevel: { order: 1, name: 'Deckhand', points: 0, pointsPerBaseUnit: 1 },
      nextLevel: { order: 2, name: 'Sailor', points: 500, pointsPerBaseUnit: 1.1 },
    });
    expect((await account(p)).id).toBe(first.id);
  });

  it('earns 1 point per EUR on a slot at the first level, rounded down, once the round is settled', async () => {
    const p = await player(100, SLOT);
    const round = kit.nextRound();
    expect((await kit.walletCall(p, SLOT, 'bet', round, { amount: '12.34' })).statusCode).toBe(200);
    await deliver();
    // The round is open: nothing yet.
    expect(await entriesOf(p)).toEqual([]);
    expect((await kit.walletCall(p, SLOT, 'win', round, { amount: '3' })).statusCode).toBe(200);
    await deliver();
    expect(await account(p)).toMatchObject({ points: 12, earnedPoints: 12, currentLevel: { order: 1 } });
    expect(await entriesOf(p)).toMatchObject([
      {
        kind: 'earn',
        points: 12,
        roundId: await roundIdOf(p, round),
        cashMinor: 1234n,
        currency: 'EUR',
        baseMinor: 1234n,
        baseCurrency: 'EUR',
        weightPercent: 100,
        rateBp: 10_000,
      },
    ]);
    const [push] = pushesOf(p);
    expect(pushesOf(p)).toHaveLength(1);
    expect(push!.data).toMatchObject({ event: 'account.balance.updated', playerAccount: { points: 12 } });
  });

  it('adds small stakes up: the account keeps the fraction of a point, each round counted once', async () => {
    const p = await player(100, SLOT);
    for (let i = 0; i < 9; i++) await spin(p, SLOT, '0.10');
    expect(await account(p)).toMatchObject({ points: 0, earnedPoints: 0 });
    await spin(p, SLOT, '0.10');
    expect(await account(p)).toMatchObject({ points: 1, earnedPoints: 1 });
    for (let i = 0; i < 3; i++) await spin(p, SLOT, '0.35');
    expect((await account(p)).points).toBe(2);
    const entries = await entriesOf(p);
    expect(entries).toHaveLength(13);
    expect(entries.map((entry) => entry.points).reduce((sum, points) => sum + points, 0)).toBe(2);
    expect(entries.map((entry) => entry.microPoints).reduce((sum, micros) => sum! + micros!, 0)).toBe(
      2_050_000,
    );
    // A redelivered round adds nothing, not even to the fraction kept.
    await t.database.db.transaction((tx) => creditRound(tx, entries[0]!.roundId!));
    const [row] = await t.database.db
      .select({ remainder: loyaltyAccounts.earnRemainderMicros })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.playerId, p.playerId));
    expect(row!.remainder).toBe(50_000);
  });

  it('weights table games 20 %, instant games and the sportsbook 50 %, and leaves dice out', async () => {
    const p = await player(100, 'roulette', 'crash', 'dice', SPORTSBOOK);
    await spin(p, 'roulette', '10');
    expect((await account(p)).points).toBe(2);
    await spin(p, 'crash', '10', '25');
    expect((await account(p)).points).toBe(7);
    await spin(p, SPORTSBOOK, '10');
    expect((await account(p)).points).toBe(12);
    await spin(p, 'dice', '10');
    expect((await account(p)).points).toBe(12);
    expect((await entriesOf(p)).map((entry) => entry.weightPercent).sort()).toEqual([20, 50, 50]);
  });

  it('earns on the real-money part only when bonus money paid part of a round', async () => {
    const p = { ...(await newPlayer(t, SLOT)), currency: 'EUR' };
    // 20 EUR cash and a 20 EUR welcome bonus (5 EUR max bet): cash is spent first.
    await depositWith(t, p, 20, { bonusId: (await definitionOf(t.database.db, 'welcome-1')).id });
    for (let i = 0; i < 3; i++) await spin(p, SLOT, '5');
    await spin(p, SLOT, '4');
    expect((await account(p)).points).toBe(19);
    // 1 EUR cash is left: a 2 EUR bet is half cash, half bonus money.
    const mixed = await spin(p, SLOT, '2');
    const mixedId = await roundIdOf(p, mixed);
    expect((await entriesOf(p)).find((row) => row.roundId === mixedId)).toMatchObject({
      points: 1,
      cashMinor: 100n,
    });
    expect((await account(p)).points).toBe(20);
    // Rounds paid wholly with bonus money earn nothing.
    await spin(p, SLOT, '5');
    expect((await account(p)).points).toBe(20);
  });

  it('earns nothing for free spins nor for a rolled-back round', async () => {
    const p = await player(50, SLOT);
    const definition = await definitionOf(t.database.db, 'welcome-1');
    const spins = await issueFreespins(t.database.db, {
      definition,
      account: { playerId: p.playerId, walletAccountId: p.accountId, currency: 'EUR' },
      count: 5,
      gameSlug: SLOT,
      betAmount: 20n,
      validDays: 7,
      terms: issueTerms(definition.terms, 'EUR', await gamesForWeights(t.database.db), null),
      sourceKey: `test:loyalty:${driver}:${p.playerId}`,
    });
    const free = kit.nextRound();
    const placed = await kit.walletCall(p, SLOT, 'bet', free, { amount: '0.2', freespinId: spins!.id });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await kit.walletCall(p, SLOT, 'win', free, { amount: '4' })).statusCode).toBe(200);

    const back = kit.nextRound();
    const betId = `loyalty-${driver}-rolled-back-${back}`;
    const bet = await gameWalletCall(t, WALLET_SECRET, 'bet', {
      sessionToken: p.sessions[SLOT],
      currency: 'EUR',
      transactionId: betId,
      roundId: back,
      amount: '10',
    });
    expect(bet.statusCode, bet.body).toBe(200);
    const rollback = await kit.walletCall(p, SLOT, 'rollback', back, { referenceTransactionId: betId });
    expect(rollback.statusCode, rollback.body).toBe(200);
    await deliver();
    // Both rounds ended: a settled free spin and a round every bet of which was given back.
    const rounds = await t.database.db
      .select({ status: gameRounds.status, freespinId: gameRounds.freespinId })
      .from(gameRounds)
      .where(eq(gameRounds.playerId, p.playerId));
    expect(rounds).toEqual(
      expect.arrayContaining([
        { status: 'settled', freespinId: spins!.id },
        { status: 'rolledBack', freespinId: null },
      ]),
    );
    expect(await entriesOf(p)).toEqual([]);
    expect(pushesOf(p)).toEqual([]);
    expect((await account(p)).points).toBe(0);
  });

  it('counts a round once when its event comes again, or the credit runs twice', async () => {
    const p = await player(100, SLOT);
    const round = await spin(p, SLOT, '10');
    expect((await account(p)).points).toBe(10);
    const roundId = await roundIdOf(p, round);
    // The same round event delivered again (a redelivery after a crash looks the same).
    await publishEvent(t.database.db, {
      type: GAME_BET_EVENT,
      payload: { roundId },
      channel: playerChannel('game:bets', p.playerId),
    });
    await deliver();
    expect(await t.database.db.transaction((tx) => creditRound(tx, roundId))).toBeNull();
    expect(await account(p)).toMatchObject({ points: 10, earnedPoints: 10 });
    expect(await entriesOf(p)).toHaveLength(1);
    expect(pushesOf(p)).toHaveLength(1);
  });

  it('moves up once, with one push and one message, when one round crosses two levels', async () => {
    const p = await player(4000, SLOT);
    // 3000 points at 1 point per EUR: past Sailor (500) and Navigator (2500) at once.
    await spin(p, SLOT, '3000');
    const raised = await account(p);
    expect(raised).toMatchObject({
      points: 3000,
      earnedPoints: 3000,
      currentLevel: { order: 3, name: 'Navigator' },
      nextLevel: { order: 4, name: 'Captain', points: 10_000 },
    });
    expect(pushesOf(p, 'account.level.updated')).toHaveLength(1);
    expect(pushesOf(p, 'account.balance.updated')).toHaveLength(0);
    expect(pushesOf(p)[0]!.data.playerAccount.currentLevel.order).toBe(3);
    const messages = await t.database.db
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, p.playerId));
    expect(messages.filter((message) => message.kind === 'loyalty.levelUp')).toMatchObject([
      {
        title: 'New Harbor Club level: Navigator',
        linkUrl: '/loyalty',
        dedupeKey: `loyalty-level:${raised.id}:3`,
      },
    ]);
    // At Navigator a slot EUR earns 1.25 points: 10 EUR → 12.5 → 12; no new level, no new message.
    await spin(p, SLOT, '10');
    expect(await account(p)).toMatchObject({ points: 3012, currentLevel: { order: 3 } });
    expect(pushesOf(p, 'account.balance.updated')).toHaveLength(1);
    expect(pushesOf(p, 'account.level.updated')).toHaveLength(1);
    const after = await t.database.db
      .select()
      .from(playerMessages)
      .where(eq(playerMessages.playerId, p.playerId));
    expect(after.filter((message) => message.kind === 'loyalty.levelUp')).toHaveLength(1);
    await kit.expectEntriesSum(p);
  });

  it('converts a wager in another currency to EUR at the site rate, rounded down', async () => {
    const email = `loyalty-usd-${driver}@example.com`;
    const { accessToken: token, profile } = await registerByEmail(t, email, { currency: 'USD' });
    const accounts = (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data;
    const opened = await openGameSession(t.database.db, {
      playerId: profile.id as string,
      currency: 'USD',
      providerId: STUDIO_PROVIDER_ID,
      gameId: SLOT,
    });
    const p: Player = {
      token,
      playerId: profile.id as string,
      accountId: accounts[0].id as string,
      sessions: { [SLOT]: opened.token },
      currency: 'USD',
    };
    await kit.fund(p, 50_000n, 'USD');
    // 100 USD at 0.92 = 92 EUR: 92 points; 10.01 USD = 9.2092 EUR → 9.20 → 9 points.
    await spin(p, SLOT, '100');
    await spin(p, SLOT, '10.01');
    expect((await account(p)).points).toBe(101);
    expect(
      (await entriesOf(p)).map(({ cashMinor, currency, baseMinor, baseCurrency, points }) => ({
        cashMinor,
        currency,
        baseMinor,
        baseCurrency,
        points,
      })),
    ).toEqual(
      expect.arrayContaining([
        { cashMinor: 10_000n, currency: 'USD', baseMinor: 9_200n, baseCurrency: 'EUR', points: 92 },
        { cashMinor: 1_001n, currency: 'USD', baseMinor: 920n, baseCurrency: 'EUR', points: 9 },
      ]),
    );
  });

  it('earns nothing while the club is closed, and the account answers 404', async () => {
    const p = await player(100, SLOT);
    await savePublicSetting(t.database.db, 'loyaltyEnabled', false);
    try {
      await spin(p, SLOT, '10');
      expect(await entriesOf(p)).toEqual([]);
      const closed = await call(t, { method: 'GET', url: '/api/retention/account', token: p.token });
      expect(closed.statusCode, closed.body).toBe(404);
      expect(closed.json().error.code).toBe(ErrorCode.notFound);
    } finally {
      await savePublicSetting(t.database.db, 'loyaltyEnabled', true);
    }
    expect((await account(p)).points).toBe(0);
  });

  it('lists the levels to guests in their language, in order, by page', async () => {
    const levels = async (query: string, locale: string) => {
      const response = await call(t, {
        method: 'GET',
        url: `/api/retention/levels${query}`,
        headers: { 'x-locale': locale },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: LoyaltyLevel[]; meta: Record<string, number> };
    };
    const all = await levels('?sortBy=order&sortOrder=asc', 'en');
    expect(all.data.map((level) => [level.order, level.name, level.points, level.pointsPerBaseUnit])).toEqual(
      [
        [1, 'Deckhand', 0, 1],
        [2, 'Sailor', 500, 1.1],
        [3, 'Navigator', 2500, 1.25],
        [4, 'Captain', 10_000, 1.5],
        [5, 'Admiral', 50_000, 2],
      ],
    );
    expect(all.meta).toEqual({ page: 1, perPage: 20, totalPages: 1, totalRows: 5 });
    expect((await levels('', 'de')).data.map((level) => level.name)).toEqual([
      'Schiffsjunge',
      'Matrose',
      'Navigator',
      'Kapitän',
      'Admiral',
    ]);
    const top = await levels('?sortOrder=desc&perPage=2&page=1', 'pt-br');
    expect(top.data.map((level) => level.name)).toEqual(['Almirante', 'Capitão']);
    expect(top.meta).toEqual({ page: 1, perPage: 2, totalPages: 3, totalRows: 5 });
  });

  it('tells guests the base currency and how much each kind of game counts', async () => {
    const response = await call(t, { method: 'GET', url: '/api/retention/earn-rules' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      baseCurrency: 'EUR',
      rules: [
        { group: 'slots', percent: 100 },
        { group: 'instant', percent: 50 },
        { group: 'table', percent: 20 },
        { group: 'sportsbook', percent: 50 },
      ],
    });
  });

  it('spends points once per key, refuses more than the player holds and keeps the level', async () => {
    const p = await player(700, SLOT);
    await spin(p, SLOT, '600');
    expect(await account(p)).toMatchObject({ points: 600, currentLevel: { order: 2 } });
    const spend = (points: number, key: string) =>
      t.database.db.transaction((tx) => spendPoints(tx, p.playerId, points, key));
    expect(await spend(550, 'bonus:first')).toMatchObject({ spent: true, account: { points: 50 } });
    expect(await spend(550, 'bonus:first')).toMatchObject({ spent: false, account: { points: 50 } });
    await expect(spend(51, 'bonus:second')).rejects.toMatchObject({
      code: ErrorCode.validationFailed,
      status: 422,
    });
    await deliver();
    expect(await account(p)).toMatchObject({ points: 50, earnedPoints: 600, currentLevel: { order: 2 } });
    expect(pushesOf(p, 'account.balance.updated').at(-1)!.data.playerAccount.points).toBe(50);
    await kit.expectEntriesSum(p);
  });
});
