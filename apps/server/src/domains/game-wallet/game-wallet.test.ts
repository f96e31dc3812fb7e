import { ErrorCode } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { ledgerTransactions } from '../wallet/tables.ts';
import { registerBetRule } from './bet-rules.ts';
import { STUDIO_PROVIDER_ID, signGameWalletCall } from './routes.ts';
import { openGameSession } from './sessions.ts';
import { gameRealityChecks, gameWalletTransactions } from './tables.ts';
import { type GameWalletCall, gameWalletCall } from './test-helpers.ts';

const SECRET = 'game-wallet-test-studio-secret-of-32-chars';

type Kind = GameWalletCall;

describe.each(testDrivers)('game wallet: the seamless-wallet API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { STUDIO_WALLET_SECRET: SECRET });
  });
  afterAll(() => t.close());

  let players = 0;
  /** A player with `euros` in cash and a studio game session in EUR. */
  async function player(euros: string) {
    const { accessToken, profile } = await registerByEmail(t, `gw-${driver}-${++players}@example.com`, {
      currency: 'EUR',
    });
    const accounts = (
      await call(t, { method: 'GET', url: '/api/wallet/accounts', token: accessToken })
    ).json().data as { id: string; currency: string }[];
    const accountId = accounts.find((account) => account.currency === 'EUR')!.id;
    const minor = BigInt(Math.round(Number(euros) * 100));
    if (minor > 0n)
      await creditDeposit(t.database.db, {
        walletAccountId: accountId,
        currency: 'EUR',
        amount: minor,
        idempotencyKey: `gw-fund-${driver}-${players}`,
      });
    const session = await openGameSession(t.database.db, {
      playerId: profile.id as string,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'dice',
    });
    return { playerId: profile.id as string, accountId, token: session.token, sessionId: session.sessionId };
  }

  let ids = 0;
  const txId = () => `tx-${driver}-${++ids}`;

  const wallet = (kind: Kind, body: Record<string, unknown>, signature?: string) =>
    gameWalletCall(t, SECRET, kind, body, signature);

  const balanceOf = async (sessionToken: string) => {
    const response = await wallet('balance', { sessionToken });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.balance as string;
  };

  const postingsOf = async (key: string) =>
    t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));

  it('answers the balance (cash + bonus) in the session currency', async () => {
    const p = await player('25.50');
    const response = await wallet('balance', { sessionToken: p.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        balance: '25.5',
        currency: 'EUR',
        player: expect.stringMatching(/^[\w-]{32}$/),
        game: 'dice',
        // No reality check chosen (limits/reality-check.test.ts has one).
        realityCheckSeconds: null,
        // The operator's jurisdiction, whose game design the provider follows (none by default).
        jurisdiction: 'none',
        // No free spins in this game (bonuses/freespins.test.ts plays some).
        freespins: null,
      },
    });
    const again = await openGameSession(t.database.db, {
      playerId: p.playerId,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'mines',
    });
    const relaunched = await wallet('balance', { sessionToken: again.token });
    expect(relaunched.json().data.player, 'stable across launches').toBe(response.json().data.player);
    const other = await wallet('balance', { sessionToken: p.token, currency: 'USD' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({ code: ErrorCode.gameCurrencyMismatch, balance: '25.5' });
  });

  it('takes a bet and pays a win of its round; a win without a bet is refused', async () => {
    const p = await player('10');
    const bet = await wallet('bet', {
      sessionToken: p.token,
      transactionId: txId(),
      roundId: 'r1',
      amount: '2.5',
    });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(bet.json().data).toMatchObject({ balance: '7.5', currency: 'EUR' });
    const win = await wallet('win', {
      sessionToken: p.token,
      transactionId: txId(),
      roundId: 'r1',
      amount: '6.25',
    });
    expect(win.statusCode, win.body).toBe(200);
    expect(win.json().data.balance).toBe('13.75');
    const lost = await wallet('win', {
      sessionToken: p.token,
      transactionId: txId(),
      roundId: 'r1',
      amount: '0',
    });
    expect(lost.json().data.balance).toBe('13.75');

    const stray = await wallet('win', {
      sessionToken: p.token,
      transactionId: txId(),
      roundId: 'r-none',
      amount: '5',
    });
    expect(stray.statusCode).toBe(422);
    expect(stray.json().error).toMatchObject({ code: ErrorCode.gameRoundNotFound, balance: '13.75' });
    const tooPrecise = await wallet('bet', {
      sessionToken: p.token,
      transactionId: txId(),
      roundId: 'r2',
      amount: '0.001',
    });
    expect(tooPrecise.statusCode).toBe(422);
    expect(await balanceOf(p.token)).toBe('13.75');
  });

  it('answers a replay with the first answer and moves nothing; a different call with the id is refused', async () => {
    const p = await player('10');
    const id = txId();
    const body = { sessionToken: p.token, transactionId: id, roundId: 'r1', amount: '1' };
    const first = await wallet('bet', body);
    expect(first.statusCode, first.body).toBe(200);
    await wallet('bet', { ...body, transactionId: txId(), amount: '2' });
    const again = await wallet('bet', body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(first.json().data.balance).toBe('9');
    expect(await balanceOf(p.token)).toBe('7');
    expect(await postingsOf(`game:studio:${id}`)).toHaveLength(1);

    for (const changed of [
      { amount: '1.01' },
      { roundId: 'r2' },
      { sessionToken: (await player('10')).token },
    ]) {
      const refused = await wallet('bet', { ...body, ...changed });
      expect(refused.statusCode, JSON.stringify(changed)).toBe(409);
      expect(refused.json().error.code).toBe(ErrorCode.gameTransactionConflict);
    }
    const asWin = await wallet('win', body);
    expect(asWin.statusCode).toBe(409);
    expect(asWin.json().error).toMatchObject({ code: ErrorCode.gameTransactionConflict, balance: '7' });
    expect(await balanceOf(p.token)).toBe('7');
  });

  it('rolls a bet back once, whatever the number of rollbacks; a win cannot be rolled back', async () => {
    const p = await player('10');
    const bet = txId();
    await wallet('bet', { sessionToken: p.token, transactionId: bet, roundId: 'r1', amount: '4' });
    const rollback = {
      sessionToken: p.token,
      transactionId: txId(),
      roundId: 'r1',
      referenceTransactionId: bet,
    };
    const first = await wallet('rollback', rollback);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.balance).toBe('10');
    expect((await wallet('rollback', rollback)).body).toBe(first.body);
    const second = await wallet('rollback', { ...rollback, transactionId: txId(), amount: '4' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.balance).toBe('10');
    const wrongAmount = await wallet('rollback', { ...rollback, transactionId: txId(), amount: '3' });
    expect(wrongAmount.statusCode).toBe(409);

    const rolledBack = await wallet('win', {
      sessionToken: p.token,
      transactionId: txId(),
      roundId: 'r1',
      amount: '1',
    });
    expect(rolledBack.json().error.code).toBe(ErrorCode.gameRoundNotFound);

    await wallet('bet', { sessionToken: p.token, transactionId: txId(), roundId: 'r2', amount: '1' });
    const win = txId();
    await wallet('win', { sessionToken: p.token, transactionId: win, roundId: 'r2', amount: '3' });
    const ofWin = await wallet('rollback', {
      ...rollback,
      transactionId: txId(),
      roundId: 'r2',
      referenceTransactionId: win,
    });
    expect(ofWin.statusCode).toBe(422);
    expect(ofWin.json().error).toMatchObject({ code: ErrorCode.gameRollbackNotAllowed, balance: '12' });

    const [betRow] = await t.database.db
      .select()
      .from(gameWalletTransactions)
      .where(
        and(eq(gameWalletTransactions.providerId, 'studio'), eq(gameWalletTransactions.transactionId, bet)),
      );
    expect(betRow!.status).toBe('rolledBack');
  });

  it('records a rollback that arrives before its bet, and refuses the late bet', async () => {
    const p = await player('10');
    const bet = txId();
    const rollback = await wallet('rollback', {
      sessionToken: p.token,
      transactionId: txId(),
      roundId: 'r1',
      referenceTransactionId: bet,
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(rollback.json().data.balance).toBe('10');
    const late = await wallet('bet', {
      sessionToken: p.token,
      transactionId: bet,
      roundId: 'r1',
      amount: '5',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: ErrorCode.gameTransactionRolledBack, balance: '10' });
    expect(await postingsOf(`game:studio:${bet}`)).toHaveLength(0);
    expect(await balanceOf(p.token)).toBe('10');
  });

  it('refuses a bad or missing signature and an unknown provider with 401, changing nothing', async () => {
    const p = await player('10');
    const id = txId();
    const body = { sessionToken: p.token, transactionId: id, roundId: 'r1', amount: '1' };
    const payload = JSON.stringify({ currency: 'EUR', ...body });
    for (const signature of [
      signGameWalletCall(payload, 'another-secret-of-at-least-32-characters'),
      'sha256=00',
      '',
    ]) {
      const refused = await wallet('bet', body, signature);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe(ErrorCode.unauthorized);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/game-wallet/nobody/bet',
      headers: { 'content-type': 'application/json', 'x-signature': signGameWalletCall(payload, SECRET) },
      payload,
    });
    expect(unknown.statusCode).toBe(401);
    expect(await postingsOf(`game:studio:${id}`)).toHaveLength(0);
    const rows = await t.database.db
      .select()
      .from(gameWalletTransactions)
      .where(eq(gameWalletTransactions.transactionId, id));
    expect(rows).toHaveLength(0);
    expect(await balanceOf(p.token)).toBe('10');
  });

  it('answers not enough money with 402 and the real balance; a retry is judged again', async () => {
    const p = await player('3');
    const id = txId();
    const body = { sessionToken: p.token, transactionId: id, roundId: 'r1', amount: '3.01' };
    const refused = await wallet('bet', body);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      error: {
        code: ErrorCode.gameInsufficientFunds,
        message: expect.any(String),
        balance: '3',
        currency: 'EUR',
      },
    });
    const exact = await wallet('bet', { ...body, amount: '3' });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().data.balance).toBe('0');
  });

  it('refuses an unknown session, and bets on an expired one (its rounds still settle)', async () => {
    const unknown = await wallet('bet', {
      sessionToken: 'not-a-session-token-at-all',
      transactionId: txId(),
      roundId: 'r1',
      amount: '1',
    });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().error.code).toBe(ErrorCode.gameSessionInvalid);

    const p = await player('10');
    await wallet('bet', { sessionToken: p.token, transactionId: txId(), roundId: 'r1', amount: '1' });
    const expired = await openGameSession(t.database.db, {
      playerId: p.playerId,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'dice',
      ttlSeconds: -1,
    });
    const bet = await wallet('bet', {
      sessionToken: expired.token,
      transactionId: txId(),
      roundId: 'r9',
      amount: '1',
    });
    expect(bet.statusCode).toBe(403);
    expect(bet.json().error.code).toBe(ErrorCode.gameSessionInvalid);
    expect(await balanceOf(p.token)).toBe('9');
  });

  it('asks the bet rules before a bet is taken', async () => {
    const p = await player('100');
    const seen: { gameId: string; amount: bigint }[] = [];
    const unregister = registerBetRule((_tx, bet) => {
      seen.push({ gameId: bet.gameId, amount: bet.amount });
      if (bet.amount > 500n) throw new AppError(ErrorCode.maxBetExceeded, 'game.bet.max.exceed');
    });
    try {
      const id = txId();
      const refused = await wallet('bet', {
        sessionToken: p.token,
        transactionId: id,
        roundId: 'r1',
        amount: '5.01',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({ code: ErrorCode.maxBetExceeded, balance: '100' });
      expect(await postingsOf(`game:studio:${id}`)).toHaveLength(0);
      const taken = await wallet('bet', {
        sessionToken: p.token,
        transactionId: txId(),
        roundId: 'r1',
        amount: '5',
      });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(seen).toEqual([
        { gameId: 'dice', amount: 501n },
        { gameId: 'dice', amount: 500n },
      ]);
    } finally {
      unregister();
    }
  });

  it('takes exactly the affordable number of 500 concurrent bets on one balance; the ledger holds', async () => {
    const p = await player('100');
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        wallet('bet', { sessionToken: p.token, transactionId: txId(), roundId: `c${index}`, amount: '0.3' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(333);
    expect(statuses.filter((status) => status === 402)).toHaveLength(167);
    for (const response of responses) {
      const body = response.json();
      const balance = Number(body.data?.balance ?? body.error.balance);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(await balanceOf(p.token)).toBe('0.1');
    const check = await checkLedger(t.database.db);
    expect(check, JSON.stringify(check)).toMatchObject({ ok: true });
    console.info(`500 concurrent bets on ${driver}: ${Date.now() - started} ms`);
  }, 120_000);

  it('processes concurrent copies of one bet once, and a bet racing its rollback ends rolled back', async () => {
    const p = await player('10');
    const id = txId();
    const body = { sessionToken: p.token, transactionId: id, roundId: 'r1', amount: '1' };
    const copies = await Promise.all(Array.from({ length: 20 }, () => wallet('bet', body)));
    expect(new Set(copies.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(new Set(copies.map((response) => response.body)).size).toBe(1);
    expect(await postingsOf(`game:studio:${id}`)).toHaveLength(1);

    const raced = txId();
    const [bet, rollback] = await Promise.all([
      wallet('bet', { ...body, transactionId: raced, roundId: 'r2', amount: '2' }),
      wallet('rollback', {
        sessionToken: p.token,
        transactionId: txId(),
        roundId: 'r2',
        referenceTransactionId: raced,
      }),
    ]);
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect([200, 409]).toContain(bet.statusCode);
    expect(await balanceOf(p.token)).toBe('9');
  });

  it('records an acknowledged reality check once, with its figures, and refuses a bad one per field', async () => {
    const p = await player('0');
    const check = {
      sessionToken: p.token,
      checkId: `${p.sessionId}:1`,
      intervalSeconds: 900,
      elapsedSeconds: 905,
      rounds: 12,
      net: '-3.25',
    };
    const first = await wallet('reality-check', check);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ recorded: true });
    const repeated = await wallet('reality-check', { ...check, rounds: 13 });
    expect(repeated.json().data, 'the same check again is not a second one').toEqual({ recorded: false });
    const rows = await t.database.db
      .select()
      .from(gameRealityChecks)
      .where(eq(gameRealityChecks.playerId, p.playerId));
    expect(rows).toMatchObject([
      {
        checkId: check.checkId,
        gameId: 'dice',
        currency: 'EUR',
        rounds: 12,
        netMinor: -325n,
        elapsedSeconds: 905,
      },
    ]);

    const badNet = await wallet('reality-check', { ...check, checkId: 'other', net: '-3.255' });
    // Judged once the session is known: the seamless wallet's error, with the real balance.
    expect(badNet.statusCode).toBe(422);
    expect(badNet.json().error).toMatchObject({ balance: '0', currency: 'EUR' });
    const badShape = await wallet('reality-check', { ...check, checkId: 'other', net: 'lots', rounds: -1 });
    expect(badShape.statusCode).toBe(422);
    expect(Object.keys(badShape.json().error.fields).sort()).toEqual(['net', 'rounds']);
    const otherCurrency = await wallet('reality-check', { ...check, checkId: 'other', currency: 'USD' });
    expect(otherCurrency.json().error.code).toBe(ErrorCode.gameCurrencyMismatch);
    const forged = await wallet('reality-check', { ...check, checkId: 'other' }, 'sha256=00');
    expect(forged.statusCode).toBe(401);
    expect(
      await t.database.db.$count(gameRealityChecks, eq(gameRealityChecks.playerId, p.playerId)),
      'refused calls record nothing',
    ).toBe(1);
  });

  it('keeps the books balanced after everything above', async () => {
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
