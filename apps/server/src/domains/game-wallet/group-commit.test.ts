import { ErrorCode, type GameWalletTransactionResult } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { groupCommitStats } from '../wallet/group-commit.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { accountParts } from '../wallet/views.ts';
import { registerBetRule } from './bet-rules.ts';
import { rollbackGameBet } from './rollbacks.ts';
import { STUDIO_PROVIDER_ID } from './routes.ts';
import { placeBet, requireGameSession } from './service.ts';
import { openGameSession } from './sessions.ts';

/**
 * Bets that arrive together share database transactions (wallet/group-commit.ts); each must still be
 * judged and answered exactly as if it had run alone.
 */
describe.each(testDrivers)('group-committed bets on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  let players = 0;
  /** A player funded with `cents` in cash, and the session row of a studio game in EUR. */
  async function fundedSession(cents: bigint) {
    const { accessToken, profile } = await registerByEmail(t, `batch-${driver}-${++players}@example.com`, {
      currency: 'EUR',
    });
    const [account] = (
      await call(t, { method: 'GET', url: '/api/wallet/accounts', token: accessToken })
    ).json().data as { id: string }[];
    await creditDeposit(t.database.db, {
      walletAccountId: account!.id,
      currency: 'EUR',
      amount: cents,
      idempotencyKey: `batch-fund-${driver}-${players}`,
    });
    const opened = await openGameSession(t.database.db, {
      playerId: profile.id as string,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'dice',
    });
    const session = await requireGameSession(t.database.db, STUDIO_PROVIDER_ID, opened.token, { live: true });
    return { session, accountId: account!.id };
  }

  type Session = Awaited<ReturnType<typeof fundedSession>>['session'];
  const bet = (session: Session, transactionId: string, amount: string, roundId = 'round') =>
    placeBet(t.database.db, session, { sessionToken: '', currency: 'EUR', transactionId, roundId, amount });
  const codeOf = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' ? (result.reason as { code?: number }).code : 'ok';

  // The embedded database runs one statement at a time, so a larger burst there proves nothing more and
  // took minutes of CI (issue 28, item 17): 400 on PGlite, 2,000 on the server database.
  const burst = driver === 'pglite' ? 400 : 2_000;
  const allowed = burst / 4;

  it(`${burst} concurrent bets on one balance leave exactly the allowed count and balanced books`, async () => {
    const { session, accountId } = await fundedSession(BigInt(allowed * 100));
    const before = groupCommitStats(t.database.db);
    const results = await Promise.allSettled(
      Array.from({ length: burst }, (_, index) => bet(session, `many-${index}`, '1.00', `many-${index}`)),
    );
    const accepted = results.filter((result) => result.status === 'fulfilled');
    expect(accepted).toHaveLength(allowed);
    expect(new Set(results.filter((result) => result.status === 'rejected').map(codeOf))).toEqual(
      new Set([ErrorCode.gameInsufficientFunds]),
    );
    expect((await accountParts(t.database.db, accountId)).cash).toBe(0n);
    // Every accepted answer is the balance after its own bet: from one bet below the funding down to 0, each once.
    const balances = accepted.map(
      (result) => (result as PromiseFulfilledResult<GameWalletTransactionResult>).value.balance,
    );
    expect(new Set(balances).size).toBe(allowed);
    const after = groupCommitStats(t.database.db);
    expect(after.operations - before.operations).toBe(burst);
    expect(after.commits - before.commits).toBeLessThan(burst / 4);
    const check = await checkLedger(t.database.db);
    expect(check.ok, JSON.stringify(check)).toBe(true);
  }, 120_000);

  it('inside one batch: a duplicate answers the first answer, a conflict and a refusal fail alone, a rollback before its bet wins', async () => {
    const { session, accountId } = await fundedSession(1_000n);
    const before = groupCommitStats(t.database.db);
    const [first, duplicate, conflicting, tooBig, rollback, lateBet, last] = await Promise.allSettled([
      bet(session, 'b-1', '2.00'),
      bet(session, 'b-1', '2.00'),
      bet(session, 'b-1', '3.00'),
      bet(session, 'b-big', '50.00'),
      rollbackGameBet(t.database.db, session, {
        sessionToken: '',
        currency: 'EUR',
        transactionId: 'rb-1',
        referenceTransactionId: 'b-late',
        roundId: 'round',
        amount: '1.00',
      }),
      bet(session, 'b-late', '1.00'),
      bet(session, 'b-2', '3.00'),
    ]);
    const after = groupCommitStats(t.database.db);
    expect(after.operations - before.operations).toBe(7);
    expect(after.commits - before.commits).toBeLessThanOrEqual(3);

    expect(first.status, String((first as PromiseRejectedResult).reason)).toBe('fulfilled');
    const answer = (first as PromiseFulfilledResult<GameWalletTransactionResult>).value;
    expect(answer.balance).toBe('8');
    expect(JSON.stringify((duplicate as PromiseFulfilledResult<GameWalletTransactionResult>).value)).toBe(
      JSON.stringify(answer),
    );
    expect(codeOf(conflicting)).toBe(ErrorCode.gameTransactionConflict);
    expect(codeOf(tooBig)).toBe(ErrorCode.gameInsufficientFunds);
    expect(codeOf(rollback)).toBe('ok');
    expect(codeOf(lateBet)).toBe(ErrorCode.gameTransactionRolledBack);
    expect((last as PromiseFulfilledResult<GameWalletTransactionResult>).value.balance).toBe('5');
    // A replay after the batch still answers the first answer, byte for byte.
    expect(JSON.stringify(await bet(session, 'b-1', '2.00'))).toBe(JSON.stringify(answer));
    expect((await accountParts(t.database.db, accountId)).cash).toBe(500n);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('a bet whose database work fails breaks only itself: the batch is rolled back and the others run again', async () => {
    const { session, accountId } = await fundedSession(1_000n);
    // A rule that fails in the database for one amount: the batch's transaction is aborted with it.
    const removeRule = registerBetRule(async (tx, candidate) => {
      if (candidate.amount === 777n) await tx.execute(sql`SELECT 1 / 0`);
    });
    try {
      const before = groupCommitStats(t.database.db);
      const [a, broken, b, c] = await Promise.allSettled([
        bet(session, 'p-a', '1.00'),
        bet(session, 'p-broken', '7.77'),
        bet(session, 'p-b', '2.00'),
        bet(session, 'p-c', '3.00'),
      ]);
      expect(broken.status).toBe('rejected');
      expect(String((broken as PromiseRejectedResult).reason)).toMatch(/SELECT 1 \/ 0/);
      const balances = [a, b, c].map(
        (result) => (result as PromiseFulfilledResult<GameWalletTransactionResult>).value?.balance,
      );
      expect(balances).toEqual(['9', '7', '4']);
      expect(groupCommitStats(t.database.db).commits - before.commits).toBeGreaterThanOrEqual(2);
    } finally {
      removeRule();
    }
    expect((await accountParts(t.database.db, accountId)).cash).toBe(400n);
    expect(JSON.stringify(await bet(session, 'p-b', '2.00'))).toContain('"balance":"7"');
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
