import { readFileSync } from 'node:fs';
import {
  BetStatus,
  ErrorCode,
  GAME_BET_EVENT,
  GAME_BET_MAX_EXCEED_EVENT,
  GAME_BET_RESTRICTED_EVENT,
  gameBetPushSchema,
  gameBetsResponseSchema,
  gameSpinsResponseSchema,
  gameWinnersResponseSchema,
} from '@casino/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { domainEvents } from '../events/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { MaxBetExceededError, registerBetRule } from './bet-rules.ts';
import { cachedFor, maskNickname } from './history.ts';
import { multiplierOf } from './rounds.ts';
import { STUDIO_PROVIDER_ID, signGameWalletCall } from './routes.ts';
import { openGameSession } from './sessions.ts';
import { gameRounds, gameWalletTransactions } from './tables.ts';

const SECRET = 'game-history-test-studio-secret-of-32-chars';

type Kind = 'bet' | 'win' | 'rollback';

class RebuiltRounds extends Error {
  constructor(readonly rows: (typeof gameRounds.$inferSelect)[]) {
    super('rebuilt rounds');
  }
}

describe.each(testDrivers)('game history: rounds, bets, spins and winners on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { STUDIO_WALLET_SECRET: SECRET });
  });
  afterAll(() => t.close());

  let players = 0;
  /** A player with `euros` in cash, signed in, with a studio session of `game` in EUR. */
  async function player(euros: string, options: { nickname?: string; game?: string } = {}) {
    const { accessToken, profile } = await registerByEmail(t, `gh-${driver}-${++players}@example.com`, {
      currency: 'EUR',
      ...(options.nickname ? { nickname: options.nickname } : {}),
    });
    const accounts = (
      await call(t, { method: 'GET', url: '/api/wallet/accounts', token: accessToken })
    ).json().data as { id: string; currency: string }[];
    const accountId = accounts.find((account) => account.currency === 'EUR')!.id;
    await creditDeposit(t.database.db, {
      walletAccountId: accountId,
      currency: 'EUR',
      amount: BigInt(Math.round(Number(euros) * 100)),
      idempotencyKey: `gh-fund-${driver}-${players}`,
    });
    const playerId = profile.id as string;
    const session = await openGameSession(t.database.db, {
      playerId,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: options.game ?? 'dice',
    });
    return { playerId, accessToken, token: session.token, sessionId: session.sessionId };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  let ids = 0;
  const txId = () => `gh-${driver}-${++ids}`;

  async function wallet(kind: Kind, body: Record<string, unknown>) {
    const payload = JSON.stringify({ currency: 'EUR', ...body });
    return t.app.inject({
      method: 'POST',
      url: `/api/game-wallet/${STUDIO_PROVIDER_ID}/${kind}`,
      headers: { 'content-type': 'application/json', 'x-signature': signGameWalletCall(payload, SECRET) },
      payload,
    });
  }

  /** A call that must succeed; returns its body for replays. */
  async function ok(kind: Kind, p: Player, body: Record<string, unknown>) {
    const response = await wallet(kind, { sessionToken: p.token, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  }

  const bet = (p: Player, roundId: string, amount: string, transactionId = txId()) =>
    ok('bet', p, { transactionId, roundId, amount });
  const win = (p: Player, roundId: string, amount: string, transactionId = txId()) =>
    ok('win', p, { transactionId, roundId, amount });
  const rollback = (p: Player, roundId: string, referenceTransactionId: string, transactionId = txId()) =>
    ok('rollback', p, { transactionId, roundId, referenceTransactionId });

  async function roundOf(p: Player, roundId: string) {
    const [row] = await t.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.sessionId, p.sessionId), eq(gameRounds.providerRoundId, roundId)));
    return row ?? null;
  }

  const eventsOn = (p: Player) =>
    t.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.channel, `game:bets#${p.playerId}`))
      .orderBy(asc(domainEvents.id));

  const get = (url: string, p?: Player) => call(t, { method: 'GET', url, token: p?.accessToken });

  it('opens a round on its first bet, adds bets, settles on the first win and counts no replay twice', async () => {
    const p = await player('100');
    const first = txId();
    const firstAnswer = await bet(p, 'r1', '2', first);
    await bet(p, 'r1', '1');
    expect(await roundOf(p, 'r1')).toMatchObject({
      status: 'open',
      betMinor: 300n,
      winMinor: 0n,
      settledAt: null,
      playerId: p.playerId,
      gameSlug: 'dice',
      currency: 'EUR',
      providerId: 'studio',
    });
    expect(await bet(p, 'r1', '2', first)).toBe(firstAnswer);
    expect((await roundOf(p, 'r1'))!.betMinor).toBe(300n);

    const paid = txId();
    await win(p, 'r1', '5', paid);
    const settled = await roundOf(p, 'r1');
    expect(settled).toMatchObject({ status: 'settled', winMinor: 500n });
    expect(settled!.settledAt).toBeInstanceOf(Date);
    await win(p, 'r1', '5', paid);
    await win(p, 'r1', '1.25');
    const twice = await roundOf(p, 'r1');
    expect(twice).toMatchObject({ status: 'settled', winMinor: 625n, betMinor: 300n });
    expect(twice!.settledAt).toEqual(settled!.settledAt);

    await bet(p, 'lost', '1');
    await win(p, 'lost', '0');
    expect(await roundOf(p, 'lost')).toMatchObject({ status: 'settled', winMinor: 0n, betMinor: 100n });
  });

  it('rolls a round back once every bet of it is, once per bet however many rollbacks', async () => {
    const p = await player('100');
    const only = txId();
    await bet(p, 'r1', '4', only);
    const undo = txId();
    const answer = await rollback(p, 'r1', only, undo);
    expect(await rollback(p, 'r1', only, undo)).toBe(answer);
    await rollback(p, 'r1', only);
    const rolledBack = await roundOf(p, 'r1');
    expect(rolledBack).toMatchObject({ status: 'rolledBack', betMinor: 400n, refundedMinor: 400n });
    expect(rolledBack!.settledAt).toBeInstanceOf(Date);

    const a = txId();
    const b = txId();
    await bet(p, 'r2', '1', a);
    await bet(p, 'r2', '2', b);
    await rollback(p, 'r2', a);
    expect(await roundOf(p, 'r2')).toMatchObject({ status: 'open', betMinor: 300n, refundedMinor: 100n });
    await rollback(p, 'r2', b);
    expect(await roundOf(p, 'r2')).toMatchObject({ status: 'rolledBack', refundedMinor: 300n });
    await bet(p, 'r2', '1');
    expect(await roundOf(p, 'r2')).toMatchObject({
      status: 'open',
      betMinor: 400n,
      refundedMinor: 300n,
      settledAt: null,
    });

    await rollback(p, 'r3', txId());
    expect(await roundOf(p, 'r3'), 'a rollback of a bet never taken opens no round').toBeNull();
  });

  it('publishes every change of a round on game:bets in its transaction, replays publish nothing', async () => {
    const p = await player('100');
    const pushed: unknown[] = [];
    const publish = t.app.realtime.publish;
    t.app.realtime.publish = async (channel, data) => {
      if (channel === `game:bets#${p.playerId}`) pushed.push(data);
    };
    const taken = txId();
    await bet(p, 'r1', '2', taken);
    await bet(p, 'r1', '2', taken);
    await win(p, 'r1', '3');
    const undone = txId();
    await bet(p, 'r2', '1', undone);
    await rollback(p, 'r2', undone);
    const events = await eventsOn(p);
    expect(events.map((event) => event.type)).toEqual(Array(4).fill(GAME_BET_EVENT));
    // The outbox keeps which round changed; the bet is rendered when the event is delivered.
    const rounds = events.map((event) => (event.payload as { roundId: string }).roundId);
    expect(new Set(rounds).size).toBe(2);
    expect(rounds[0]).toBe(rounds[1]);
    expect(rounds[2]).toBe(rounds[3]);

    await t.app.events.dispatchPending();
    t.app.realtime.publish = publish;
    const payloads = pushed.map((data) => gameBetPushSchema.parse(data).bet);
    // Pushes of one round delivered in one batch fold into one (they would all say the same), and a
    // round's last push is rendered after its last change: it says the round as it ended.
    expect(payloads.length).toBeGreaterThanOrEqual(2);
    expect(new Set(payloads.map((bet) => bet.roundId))).toEqual(new Set(['r1', 'r2']));
    const lastOf = (roundId: string) => payloads.findLast((bet) => bet.roundId === roundId);
    expect(lastOf('r1')).toMatchObject({
      status: BetStatus.won,
      roundStatus: 'settled',
      amount: 2,
      payout: 3,
    });
    expect(lastOf('r2')).toMatchObject({
      status: BetStatus.rolledBack,
      roundStatus: 'rolledBack',
      amount: 1,
      payout: 0,
    });
    expect(lastOf('r1')).toMatchObject({
      game: 'Dice',
      gameIdentity: 'dice',
      gameImage: '/images/games/dice.svg',
      providerId: 'studio',
      currency: 'EUR',
      coefficient: 1.5,
      items: [],
      isSettled: true,
      recallUrl: '/studio/rounds/r1',
    });
    expect(lastOf('r2')).toMatchObject({ refunded: 1, isSettled: true, coefficient: 0 });
  });

  it('lists the player’s rounds newest first, one page at a time, filtered by isSettled; 401 for guests', async () => {
    const p = await player('100');
    await bet(p, 'open-1', '1');
    await bet(p, 'won', '2');
    await win(p, 'won', '3');
    const undone = txId();
    await bet(p, 'undone', '0.5', undone);
    await rollback(p, 'undone', undone);
    await bet(p, 'open-2', '1.5');
    await player('100').then((other) => bet(other, 'elsewhere', '1'));

    const all = await get('/api/game/bets?perPage=3', p);
    expect(all.statusCode, all.body).toBe(200);
    const firstPage = gameBetsResponseSchema.parse(all.json());
    expect(firstPage.meta).toEqual({ page: 1, perPage: 3, totalPages: 2, totalRows: 4 });
    expect(firstPage.data.map((row) => row.roundId)).toEqual(['open-2', 'undone', 'won']);
    const second = gameBetsResponseSchema.parse((await get('/api/game/bets?perPage=3&page=2', p)).json());
    expect(second.data.map((row) => row.roundId)).toEqual(['open-1']);

    const open = gameBetsResponseSchema.parse((await get('/api/game/bets?isSettled=false', p)).json());
    expect(open.data.map((row) => [row.roundId, row.isSettled])).toEqual([
      ['open-2', false],
      ['open-1', false],
    ]);
    const finished = gameBetsResponseSchema.parse((await get('/api/game/bets?isSettled=true', p)).json());
    expect(finished.data.map((row) => [row.roundId, row.status, row.roundStatus])).toEqual([
      ['undone', BetStatus.rolledBack, 'rolledBack'],
      ['won', BetStatus.won, 'settled'],
    ]);
    expect(open.data.map((row) => row.status)).toEqual([BetStatus.unsettled, BetStatus.unsettled]);
    expect(finished.meta.totalRows).toBe(2);

    const bad = await get('/api/game/bets?isSettled=maybe&perPage=0', p);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['isSettled', 'perPage']);
    const guest = await get('/api/game/bets');
    expect(guest.statusCode).toBe(401);
  });

  it('lists the player’s settled spins, the most recently settled first; 401 for guests', async () => {
    const p = await player('100');
    await bet(p, 'early', '1');
    await bet(p, 'late', '1');
    await win(p, 'late', '0');
    await win(p, 'early', '2.5');
    await bet(p, 'open', '1');
    const undone = txId();
    await bet(p, 'undone', '1', undone);
    await rollback(p, 'undone', undone);

    const response = await get('/api/game/spins', p);
    expect(response.statusCode, response.body).toBe(200);
    const spins = gameSpinsResponseSchema.parse(response.json());
    expect(spins.meta).toEqual({ page: 1, perPage: 20, totalPages: 1, totalRows: 2 });
    expect(spins.data.map((row) => [row.roundId, row.payout, row.coefficient])).toEqual([
      ['early', 2.5, 2.5],
      ['late', 0, 0],
    ]);
    expect((await get('/api/game/spins')).statusCode).toBe(401);
  });

  it('feeds the latest wins across players, masked, newest first, and caches the feed briefly', async () => {
    const ann = await player('100', { nickname: `annabel${driver}` });
    const bob = await player('100', { nickname: `bo${driver}`, game: 'mines' });
    await bet(ann, 'lost', '1');
    await win(ann, 'lost', '0.5');
    await bet(ann, 'even', '1');
    await win(ann, 'even', '1');
    await bet(ann, 'big', '2');
    await win(ann, 'big', '7');
    await bet(bob, 'later', '1');
    await win(bob, 'later', '1.5');

    const response = await get('/api/game/spins/winners');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const feed = gameWinnersResponseSchema.parse(response.json()).data;
    expect(feed.length).toBeLessThanOrEqual(20);
    expect(feed.slice(0, 2)).toEqual([
      {
        nickname: 'bo***',
        amount: 1,
        currency: 'EUR',
        payout: 1.5,
        gameId: expect.any(String),
        gameName: 'Mines',
        isDemoMode: false,
        gameImages: { '200x300': { '1x': '/images/games/mines.svg' } },
        gameCustomImages: {},
        id: expect.any(String),
        gameIdentity: 'mines',
        coefficient: 1.5,
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        nickname: 'an***',
        gameName: 'Dice',
        amount: 2,
        payout: 7,
        coefficient: 3.5,
      }),
    ]);
    expect(feed.map((row) => row.payout)).not.toContain(0.5);
    const twelve = await get('/api/game/spins/winners?perPage=1&platform=2&countryCode=DE');
    expect(gameWinnersResponseSchema.parse(twelve.json()).data).toEqual(feed.slice(0, 1));
    const times = feed.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(feed)).not.toContain('annabel');

    await bet(bob, 'newest', '1');
    await win(bob, 'newest', '10');
    const cached = await get('/api/game/spins/winners');
    expect(cached.json(), 'the cached feed, a few seconds old').toEqual(response.json());
  });

  it('tells the player why a bet rule refused a bet, after the rollback, and records no round', async () => {
    const p = await player('100');
    const unregister = registerBetRule((_tx, attempt) => {
      if (attempt.amount === 777n)
        throw new AppError(ErrorCode.gameBetsRestricted, 'Bets are restricted in this game.');
      if (attempt.amount === 888n) throw new AppError(ErrorCode.maxBetExceeded, 'Over the max bet.');
      if (attempt.amount > 500n) throw new MaxBetExceededError(500n);
    });
    try {
      const over = await wallet('bet', {
        sessionToken: p.token,
        transactionId: txId(),
        roundId: 'r1',
        amount: '6',
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().error).toMatchObject({ code: ErrorCode.maxBetExceeded, balance: '100' });
      const restricted = await wallet('bet', {
        sessionToken: p.token,
        transactionId: txId(),
        roundId: 'r2',
        amount: '7.77',
      });
      expect(restricted.statusCode).toBe(403);
      const unsaid = await wallet('bet', {
        sessionToken: p.token,
        transactionId: txId(),
        roundId: 'r3',
        amount: '8.88',
      });
      expect(unsaid.statusCode).toBe(422);
    } finally {
      unregister();
    }
    const dice = (await get('/api/game/games/dice')).json().data as { id: string };
    const events = await eventsOn(p);
    expect(events.map((event) => [event.type, event.payload])).toEqual([
      [
        GAME_BET_MAX_EXCEED_EVENT,
        {
          gameIdentity: 'dice',
          gameId: dice.id,
          gameName: 'Dice',
          playerBonus: { currency: 'EUR', maxBetAmount: 5 },
        },
      ],
      [GAME_BET_RESTRICTED_EVENT, { gameIdentity: 'dice', gameId: dice.id, gameName: 'Dice' }],
      [
        GAME_BET_MAX_EXCEED_EVENT,
        {
          gameIdentity: 'dice',
          gameId: dice.id,
          gameName: 'Dice',
          playerBonus: { currency: 'EUR', maxBetAmount: null },
        },
      ],
    ]);
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, p.playerId));
    expect(rounds).toHaveLength(0);
  });

  it('keeps rounds consistent under 500 concurrent bets on one balance and parallel bets in one round', async () => {
    const p = await player('100');
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        wallet('bet', { sessionToken: p.token, transactionId: txId(), roundId: `c${index}`, amount: '0.3' }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(333);
    const other = await player('10');
    const shared = await Promise.all(
      Array.from({ length: 20 }, () =>
        wallet('bet', {
          sessionToken: other.token,
          transactionId: txId(),
          roundId: 'shared',
          amount: '0.25',
        }),
      ),
    );
    expect(shared.every((response) => response.statusCode === 200)).toBe(true);
    console.info(`500 concurrent bets with rounds on ${driver}: ${Date.now() - started} ms`);

    const [totals] = await t.database.db
      .select({
        rounds: sql<number>`count(*)::int`,
        staked: sql<string>`coalesce(sum(${gameRounds.betMinor}), 0)::text`,
      })
      .from(gameRounds)
      .where(eq(gameRounds.playerId, p.playerId));
    expect(totals).toEqual({ rounds: 333, staked: String(333 * 30) });
    const [accepted] = await t.database.db
      .select({ staked: sql<string>`sum(${gameWalletTransactions.amount})::text` })
      .from(gameWalletTransactions)
      .where(and(eq(gameWalletTransactions.playerId, p.playerId), eq(gameWalletTransactions.kind, 'bet')));
    expect(accepted!.staked).toBe(totals!.staked);
    expect(await roundOf(other, 'shared')).toMatchObject({ betMinor: 500n, status: 'open' });
    expect((await eventsOn(p)).filter((event) => event.type === GAME_BET_EVENT)).toHaveLength(333);
    const check = await checkLedger(t.database.db);
    expect(check, JSON.stringify(check)).toMatchObject({ ok: true });
  }, 120_000);

  it('holds exactly the rounds the wallet transactions add up to (what the migration backfill rebuilds)', async () => {
    const migration = readFileSync(
      new URL('../../../migrations/0010_game_rounds.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    const comparable = (rows: (typeof gameRounds.$inferSelect)[]) =>
      rows
        .map(({ id: _id, createdAt: _created, settledAt, ...round }) => ({
          ...round,
          settled: settledAt !== null,
        }))
        .sort((a, b) =>
          `${a.sessionId}:${a.providerRoundId}`.localeCompare(`${b.sessionId}:${b.providerRoundId}`),
        );
    const live = comparable(await t.database.db.select().from(gameRounds));
    expect(live.length).toBeGreaterThan(300);
    const rebuilt = await t.database.db
      .transaction(async (tx) => {
        await tx.delete(gameRounds);
        await tx.execute(sql.raw(backfill));
        // Thrown to roll the rebuild back, carrying what it rebuilt.
        throw new RebuiltRounds(await tx.select().from(gameRounds));
      })
      .catch((error: unknown) => {
        if (error instanceof RebuiltRounds) return error.rows;
        throw error;
      });
    expect(comparable(rebuilt)).toEqual(live);
  });
});

describe('game history helpers', () => {
  it('masks nicknames to their first characters', () => {
    expect(maskNickname('johnny')).toBe('jo***');
    expect(maskNickname('jo')).toBe('j***');
    expect(maskNickname('Ölaf')).toBe('Öl***');
    expect(maskNickname('')).toBe('***');
  });

  it('computes multipliers exactly from minor units', () => {
    expect(multiplierOf(250n, 100n)).toBe(2.5);
    expect(multiplierOf(100n, 300n)).toBe(0.3333);
    expect(multiplierOf(0n, 100n)).toBe(0);
    expect(multiplierOf(100n, 0n)).toBe(0);
  });

  it('loads a cached value once per period, shares a load in flight and forgets a failed one', async () => {
    let clock = 0;
    let loads = 0;
    let fail = false;
    const value = cachedFor(
      5000,
      async () => {
        loads += 1;
        if (fail) throw new Error('down');
        return loads;
      },
      () => clock,
    );
    expect(await Promise.all([value(), value()])).toEqual([1, 1]);
    clock = 4999;
    expect(await value()).toBe(1);
    clock = 5000;
    fail = true;
    await expect(value()).rejects.toThrow('down');
    fail = false;
    expect(await value()).toBe(3);
    expect(loads).toBe(3);
  });
});
