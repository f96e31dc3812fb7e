import {
  ErrorCode,
  PLAYER_FREESPIN_UPDATED_EVENT,
  PlayerBonusResult,
  PlayerBonusStatus,
  playerChannel,
} from '@casino/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import { domainEvents } from '../events/tables.ts';
import { gameRounds, gameWalletTransactions } from '../game-wallet/tables.ts';
import { gameWalletCall } from '../game-wallet/test-helpers.ts';
import { gamesForWeights } from '../games/service.ts';
import { call } from '../identity/test-helpers.ts';
import { turnoverWagers } from '../risk/tables.ts';
import { accountParts } from '../wallet/views.ts';
import { issueFreespinWinnings } from './freespins-play.ts';
import { issueFreespins } from './lifecycle.ts';
import { playerBonuses, playerFreespins } from './tables.ts';
import { issueTerms } from './terms.ts';
import {
  type BonusTestPlayer,
  definitionOf,
  depositWith,
  expectLedgerHolds,
  newPlayer,
  SLOT,
  startBonusApp,
  WALLET_SECRET,
} from './test-helpers.ts';

describe.each(testDrivers)('bonuses: free spins played through the seamless wallet on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startBonusApp(driver);
  });
  afterAll(() => t.close());

  /** A EUR player with a game session on each of `games`. */
  const player = (...games: string[]) => newPlayer(t, ...games);
  type Player = BonusTestPlayer;

  const welcome = () => definitionOf(t.database.db, 'welcome-1');

  /** A deposit with the welcome step: 100 % bonus, and 50 free spins at 0.20 EUR on slot-wild-twenty. */
  const depositWithWelcome = async (p: Player, amount: number) =>
    depositWith(t, p, amount, { bonusId: (await welcome()).id });

  /** Free spins given directly (no deposit, so no other bonus): `count` spins at 0.20 EUR on the slot. */
  async function giveSpins(p: Player, spins: number) {
    const definition = await welcome();
    const terms = issueTerms(definition.terms, 'EUR', await gamesForWeights(t.database.db), null);
    const row = await issueFreespins(t.database.db, {
      definition,
      account: { playerId: p.playerId, walletAccountId: p.accountId, currency: 'EUR' },
      count: spins,
      gameSlug: SLOT,
      betAmount: 20n,
      validDays: 7,
      terms,
      sourceKey: `test:freespins:${driver}:${p.playerId}`,
    });
    return row!.id;
  }

  let tx = 0;
  const nextTx = () => `freespins-${driver}-tx-${++tx}`;
  const lastTx = () => `freespins-${driver}-tx-${tx}`;
  const balance = (session: string) => gameWalletCall(t, WALLET_SECRET, 'balance', { sessionToken: session });
  const offer = async (session: string) => (await balance(session)).json().data.freespins;
  const bet = (session: string, round: string, amount: string, freespinId?: string) =>
    gameWalletCall(t, WALLET_SECRET, 'bet', {
      sessionToken: session,
      transactionId: nextTx(),
      roundId: round,
      amount,
      ...(freespinId ? { freespinId } : {}),
    });
  const win = (session: string, round: string, amount: string) =>
    gameWalletCall(t, WALLET_SECRET, 'win', {
      sessionToken: session,
      transactionId: nextTx(),
      roundId: round,
      amount,
    });
  const spinsRow = async (id: string) =>
    (await t.database.db.select().from(playerFreespins).where(eq(playerFreespins.id, id)))[0]!;
  const parts = (p: Player) => accountParts(t.database.db, p.accountId);
  const ledgerHolds = () => expectLedgerHolds(t.database.db);
  const winningsBonus = async (spinsId: string) =>
    (
      await t.database.db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.sourceKey, `freespins:${spinsId}:winnings`))
    )[0];

  /** What round `i` of 50 pays: 2.50 every 10th, 0.10 every other 3rd, else nothing. */
  const payout = (i: number) => (i % 10 === 0 ? '2.5' : i % 3 === 0 ? '0.1' : '0');

  it('plays the 50 welcome spins without moving cash; the last settled spin issues the winnings as a 35x bonus', async () => {
    const p = await player(SLOT, 'dice');
    await depositWithWelcome(p, 100);
    const session = p.sessions[SLOT]!;
    const offered = await offer(session);
    expect(offered).toEqual({ id: expect.any(String), remaining: 50, betAmount: '0.2' });
    expect(await offer(p.sessions.dice!), 'another game has no free spins').toBeNull();
    const before = await parts(p);
    expect(before).toMatchObject({ cash: 10_000n, bonus: 10_000n });

    for (let i = 1; i < 50; i++) {
      const placed = await bet(session, `spin-${i}`, '0.2', offered.id);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().data.balance, 'a free spin takes no money').toBe('200');
      expect((await win(session, `spin-${i}`, payout(i))).json().data.balance).toBe('200');
      if (i === 1) expect(await offer(session)).toMatchObject({ id: offered.id, remaining: 49 });
    }
    expect(await parts(p)).toEqual(before);
    await ledgerHolds();

    // The 50th spin's round is open: every spin is used, the free spins wait for its win.
    expect((await bet(session, 'spin-50', '0.2', offered.id)).statusCode).toBe(200);
    expect(await offer(session), 'no spin left').toBeNull();
    const extra = await bet(session, 'spin-51', '0.2', offered.id);
    expect(extra.json().error).toMatchObject({ code: ErrorCode.freespinsNotPlayable, balance: '200' });
    expect(extra.json().error.message).toMatch(/has been played/);
    expect(await spinsRow(offered.id)).toMatchObject({ usedCount: 50, status: PlayerBonusStatus.active });
    expect((await win(session, 'spin-50', payout(50))).statusCode).toBe(200);

    const won = Array.from({ length: 50 }, (_, i) => Math.round(Number(payout(i + 1)) * 100)).reduce(
      (sum, cents) => sum + cents,
      0,
    );
    expect(won).toBe(1400);
    expect(await spinsRow(offered.id)).toMatchObject({
      usedCount: 50,
      winAmount: 1400n,
      status: PlayerBonusStatus.finished,
      result: PlayerBonusResult.played,
    });
    // No money moved, no wagering counted: not the welcome bonus's, not the deposit's turnover.
    expect(await parts(p)).toEqual(before);
    const [welcomeBonus] = await t.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, p.playerId), eq(playerBonuses.status, PlayerBonusStatus.active)));
    expect(welcomeBonus!.wagered).toBe(0n);
    const [turnover] = await t.database.db
      .select()
      .from(turnoverWagers)
      .where(eq(turnoverWagers.walletAccountId, p.accountId));
    expect(turnover).toMatchObject({ required: 10_000n, wagered: 0n });
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.freespinId, offered.id));
    expect(rounds).toHaveLength(50);
    for (const round of rounds)
      expect(round).toMatchObject({ betMinor: 20n, bonusMinor: 0n, playerBonusId: null, status: 'settled' });
    const [pushes] = await t.database.db
      .select({ n: count() })
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, PLAYER_FREESPIN_UPDATED_EVENT),
          eq(domainEvents.channel, playerChannel('bonus:player-freespins', p.playerId)),
          sql`${domainEvents.payload}->>'playerFreespinId' = ${offered.id}`,
        ),
      );
    expect(pushes!.n, 'a push per spin used and per win').toBeGreaterThanOrEqual(50);

    await t.app.events.dispatchPending();
    const bonus = await winningsBonus(offered.id);
    // The welcome bonus is active: the winnings wait in the queue, with the free spins' 35x.
    expect(bonus).toMatchObject({
      amount: 1400n,
      required: 1400n * 35n,
      status: PlayerBonusStatus.issued,
      playerId: p.playerId,
      walletAccountId: p.accountId,
    });
    expect(bonus!.terms).toEqual((await spinsRow(offered.id)).terms);
    await t.app.events.dispatchPending();
    const all = await t.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, p.playerId));
    expect(all, 'the welcome bonus and the winnings, once').toHaveLength(2);
    expect(await parts(p)).toEqual(before);
    await ledgerHolds();
  });

  it('refuses a wrong amount, another game, another player, an unknown id and a shared round, writing nothing', async () => {
    const p = await player(SLOT, 'dice');
    const q = await player(SLOT);
    const spins = await giveSpins(p, 10);
    await giveSpins(q, 10);
    const refusedWith = async (response: Awaited<ReturnType<typeof bet>>, why: RegExp) => {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatchObject({
        code: ErrorCode.freespinsNotPlayable,
        message: expect.stringMatching(why),
        balance: '0',
      });
      const written = await t.database.db
        .select()
        .from(gameWalletTransactions)
        .where(eq(gameWalletTransactions.transactionId, lastTx()));
      expect(written, 'nothing claimed').toEqual([]);
    };
    const slot = p.sessions[SLOT]!;
    await refusedWith(await bet(slot, 'wrong-amount', '0.5', spins), /stakes exactly/);
    await refusedWith(await bet(p.sessions.dice!, 'other-game', '0.2', spins), /No active free spins/);
    await refusedWith(await bet(q.sessions[SLOT]!, 'other-player', '0.2', spins), /No active free spins/);
    const unknown = '00000000-0000-4000-8000-000000000000';
    await refusedWith(await bet(slot, 'unknown', '0.2', unknown), /No active free spins/);
    await refusedWith(await bet(slot, 'not-an-id', '0.2', 'not-a-uuid'), /No active free spins/);
    // A free spin is a round of its own, and no paid bet joins a free spin's round.
    expect((await bet(slot, 'own-round', '0.2', spins)).statusCode).toBe(200);
    await refusedWith(await bet(slot, 'own-round', '0.2'), /round of its own/);
    await refusedWith(await bet(slot, 'own-round', '0.2', spins), /round of its own/);
    expect(await spinsRow(spins)).toMatchObject({ usedCount: 1, winAmount: 0n });
    expect(await parts(p)).toMatchObject({ cash: 0n, bonus: 0n });
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, p.playerId));
    expect(rounds.map((round) => round.providerRoundId)).toEqual(['own-round']);
    await ledgerHolds();
  });

  it('gives the spin back when its bet is rolled back, moving no money', async () => {
    const p = await player(SLOT);
    const spins = await giveSpins(p, 5);
    const session = p.sessions[SLOT]!;
    const betId = nextTx();
    const placed = await gameWalletCall(t, WALLET_SECRET, 'bet', {
      sessionToken: session,
      transactionId: betId,
      roundId: 'rolled',
      amount: '0.2',
      freespinId: spins,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await offer(session)).toMatchObject({ remaining: 4 });
    const back = await gameWalletCall(t, WALLET_SECRET, 'rollback', {
      sessionToken: session,
      transactionId: nextTx(),
      roundId: 'rolled',
      referenceTransactionId: betId,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.balance).toBe('0');
    expect(await offer(session)).toMatchObject({ id: spins, remaining: 5 });
    expect(await spinsRow(spins)).toMatchObject({ usedCount: 0, status: PlayerBonusStatus.active });
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.freespinId, spins));
    expect(round).toMatchObject({ status: 'rolledBack', refundedMinor: 20n });
    expect((await win(session, 'rolled', '1')).json().error.code).toBe(ErrorCode.gameRoundNotFound);
    expect(await parts(p)).toMatchObject({ cash: 0n, bonus: 0n });
    await ledgerHolds();
  });

  it('credits the winnings at once when no other bonus is active; spins that won nothing give nothing', async () => {
    const p = await player(SLOT);
    const spins = await giveSpins(p, 3);
    const session = p.sessions[SLOT]!;
    for (const [i, paid] of ['0', '1.25', '0.3'].entries()) {
      expect((await bet(session, `paid-${i}`, '0.2', spins)).statusCode).toBe(200);
      expect((await win(session, `paid-${i}`, paid)).statusCode).toBe(200);
    }
    await t.app.events.dispatchPending();
    expect(await winningsBonus(spins)).toMatchObject({
      amount: 155n,
      required: 155n * 35n,
      status: PlayerBonusStatus.active,
    });
    expect(await parts(p)).toMatchObject({ cash: 0n, bonus: 155n });
    await ledgerHolds();

    const q = await player(SLOT);
    const nothing = await giveSpins(q, 2);
    for (const i of [0, 1]) {
      expect((await bet(q.sessions[SLOT]!, `lost-${i}`, '0.2', nothing)).statusCode).toBe(200);
      expect((await win(q.sessions[SLOT]!, `lost-${i}`, '0')).statusCode).toBe(200);
    }
    expect(await spinsRow(nothing)).toMatchObject({ status: PlayerBonusStatus.finished, winAmount: 0n });
    await t.app.events.dispatchPending();
    expect(await winningsBonus(nothing)).toBeUndefined();
    expect(await parts(q)).toMatchObject({ cash: 0n, bonus: 0n });
    await ledgerHolds();
  });
  it('pays what unplayed free spins won as bonus money under their wagering, once: cancelled or expired', async () => {
    const cancelling = await player(SLOT);
    const cancelled = await giveSpins(cancelling, 5);
    for (const [i, paid] of ['1.25', '0.3'].entries()) {
      expect((await bet(cancelling.sessions[SLOT]!, `cancel-${i}`, '0.2', cancelled)).statusCode).toBe(200);
      expect((await win(cancelling.sessions[SLOT]!, `cancel-${i}`, paid)).statusCode).toBe(200);
    }
    const cancel = await call(t, {
      method: 'PUT',
      url: `/api/game/player-freespins/${cancelled}/cancel`,
      token: cancelling.token,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await spinsRow(cancelled)).toMatchObject({ result: PlayerBonusResult.cancelled, winAmount: 155n });
    expect(await winningsBonus(cancelled)).toMatchObject({ amount: 155n, required: 155n * 35n });
    expect(await parts(cancelling)).toMatchObject({ cash: 0n, bonus: 155n });

    const expiring = await player(SLOT);
    const expired = await giveSpins(expiring, 5);
    expect((await bet(expiring.sessions[SLOT]!, 'expire-0', '0.2', expired)).statusCode).toBe(200);
    expect((await win(expiring.sessions[SLOT]!, 'expire-0', '0.5')).statusCode).toBe(200);
    const { expiresAt } = await spinsRow(expired);
    await t.app.events.dispatchPending();
    await t.app.jobs.runDue(new Date(expiresAt!.getTime() + 1000));
    expect(await spinsRow(expired)).toMatchObject({ result: PlayerBonusResult.expired, winAmount: 50n });
    // A retried expiry (the job again, or the payment again) pays nothing twice.
    await t.app.jobs.runDue(new Date(expiresAt!.getTime() + 2000));
    await t.database.db.transaction((tx) => issueFreespinWinnings(tx, expired));
    const paid = await t.database.db
      .select({ n: count() })
      .from(playerBonuses)
      .where(eq(playerBonuses.sourceKey, `freespins:${expired}:winnings`));
    expect(paid[0]!.n).toBe(1);
    expect(await winningsBonus(expired)).toMatchObject({ amount: 50n, required: 50n * 35n });
    expect(await parts(expiring)).toMatchObject({ cash: 0n, bonus: 50n });
    await ledgerHolds();
  });
});
