import { ErrorCode } from '@casino/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { domainEvents } from '../events/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { placeHold, postHold, voidHold } from './holds.ts';
import { checkLedger, playerLedgerAccounts, post, systemAccount } from './ledger.ts';
import { decimalToMinor, minorToDecimalString } from './money.ts';
import { creditDeposit, creditWin, debitBet, SYSTEM_ACCOUNT_SHARDS, systemShardName } from './postings.ts';
import { ledgerAccounts, ledgerEntries, ledgerHolds } from './tables.ts';

describe('money conversion', () => {
  it('converts minor units exactly, both ways', () => {
    expect(minorToDecimalString(1234n, 100)).toBe('12.34');
    expect(minorToDecimalString(5n, 100)).toBe('0.05');
    expect(minorToDecimalString(-100n, 100)).toBe('-1');
    expect(minorToDecimalString(12345n, 100_000_000)).toBe('0.00012345');
    expect(minorToDecimalString(2_100_000_000_000_001n, 100_000_000)).toBe('21000000.00000001');
    expect(minorToDecimalString(7n, 1)).toBe('7');
    expect(decimalToMinor('0.1', 100_000_000)).toBe(10_000_000n);
    expect(decimalToMinor('12.34', 100)).toBe(1234n);
    expect(decimalToMinor('12.345', 100)).toBeNull();
    expect(decimalToMinor('abc', 100)).toBeNull();
  });
});

describe.each(testDrivers)('ledger on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  /** A new player's wallet account in a currency, and its ledger parts. */
  async function playerAccount(email: string, currency: string) {
    const { accessToken, profile } = await registerByEmail(t, email, { currency });
    const response = await call(t, { method: 'GET', url: '/api/wallet/accounts', token: accessToken });
    expect(response.statusCode, response.body).toBe(200);
    const [account] = response.json().data;
    expect(account.currency).toBe(currency);
    const parts = await playerLedgerAccounts(t.app.db, account.id);
    const house = await systemAccount(t.app.db, 'house:cash', currency);
    return { token: accessToken, playerId: profile.id as string, account, parts, house };
  }

  const balanceOf = async (id: number) =>
    (await t.app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))[0]!.balance;

  it('posts a balanced transaction once: a replay returns the first answer and moves nothing', async () => {
    const { parts, house, token, playerId } = await playerAccount('ledger-replay@example.com', 'EUR');
    const posting = {
      idempotencyKey: 'deposit-eur-1',
      kind: 'deposit',
      entries: [
        { accountId: parts.cash, amount: 1234n },
        { accountId: house, amount: -1234n },
      ],
      metadata: { invoiceId: 'inv-1' },
    };
    const first = await post(t.app.db, posting);
    expect(first.replayed).toBe(false);
    expect(await balanceOf(parts.cash)).toBe(1234n);

    const again = await post(t.app.db, posting);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(parts.cash)).toBe(1234n);
    expect(await balanceOf(house)).toBe(-1234n);

    const accounts = await call(t, { method: 'GET', url: '/api/wallet/accounts', token });
    expect(accounts.json().data[0]).toMatchObject({
      balance: 12.34,
      withdrawalBalance: 12.34,
      bonusBalance: 0,
    });
    // The ledger is only a ledger: each entry carries its account's chain, and nothing is published.
    expect(first.entries).toEqual([
      {
        accountId: parts.cash,
        currency: 'EUR',
        amount: 1234n,
        balanceBefore: 0n,
        balanceAfter: 1234n,
        accountVersion: 1,
      },
      {
        accountId: house,
        currency: 'EUR',
        amount: -1234n,
        balanceBefore: 0n,
        balanceAfter: -1234n,
        accountVersion: 1,
      },
    ]);
    const events = await t.app.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.channel, `wallet:accounts#${playerId}`));
    expect(events.filter((event) => event.createdAt >= first.createdAt)).toEqual([]);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('refuses a replay with other entries, and a posting that does not sum to zero', async () => {
    const { parts, house } = await playerAccount('ledger-refuse@example.com', 'EUR');
    await post(t.app.db, {
      idempotencyKey: 'deposit-eur-2',
      kind: 'deposit',
      entries: [
        { accountId: parts.cash, amount: 500n },
        { accountId: house, amount: -500n },
      ],
    });
    await expect(
      post(t.app.db, {
        idempotencyKey: 'deposit-eur-2',
        kind: 'deposit',
        entries: [
          { accountId: parts.cash, amount: 900n },
          { accountId: house, amount: -900n },
        ],
      }),
    ).rejects.toMatchObject({ status: 409, code: ErrorCode.conflict });
    await expect(
      post(t.app.db, {
        idempotencyKey: 'unbalanced',
        kind: 'deposit',
        entries: [
          { accountId: parts.cash, amount: 500n },
          { accountId: house, amount: -499n },
        ],
      }),
    ).rejects.toMatchObject({ status: 400 });
    // Zero-sum is per currency: EUR against BTC does not balance.
    const btcHouse = await systemAccount(t.app.db, 'house:cash', 'BTC');
    await expect(
      post(t.app.db, {
        idempotencyKey: 'cross-currency',
        kind: 'deposit',
        entries: [
          { accountId: parts.cash, amount: 500n },
          { accountId: btcHouse, amount: -500n },
        ],
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await balanceOf(parts.cash)).toBe(500n);
    const check = await checkLedger(t.app.db);
    expect(check.ok, JSON.stringify(check)).toBe(true);
  });

  it('refuses to take a player balance below zero with 12001', async () => {
    const { parts, house } = await playerAccount('ledger-funds@example.com', 'BTC');
    await post(t.app.db, {
      idempotencyKey: 'btc-deposit',
      kind: 'deposit',
      entries: [
        { accountId: parts.cash, amount: 12345n },
        { accountId: house, amount: -12345n },
      ],
    });
    await expect(
      post(t.app.db, {
        idempotencyKey: 'btc-bet',
        kind: 'bet',
        entries: [
          { accountId: parts.cash, amount: -12346n },
          { accountId: house, amount: 12346n },
        ],
      }),
    ).rejects.toMatchObject({ status: 422, code: ErrorCode.insufficientFunds });
    expect(await balanceOf(parts.cash)).toBe(12345n);
  });

  it('200 concurrent debits on one balance never take it below zero, and the books balance', async () => {
    const { parts, house, token } = await playerAccount('ledger-race@example.com', 'EUR');
    await post(t.app.db, {
      idempotencyKey: 'race-deposit',
      kind: 'deposit',
      entries: [
        { accountId: parts.cash, amount: 5000n },
        { accountId: house, amount: -5000n },
      ],
    });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        post(t.app.db, {
          idempotencyKey: `race-bet-${index}`,
          kind: 'bet',
          entries: [
            { accountId: parts.cash, amount: -100n },
            { accountId: house, amount: 100n },
          ],
        }),
      ),
    );
    const done = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(done).toHaveLength(50);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: ErrorCode.insufficientFunds });
    expect(await balanceOf(parts.cash)).toBe(0n);
    const accounts = await call(t, { method: 'GET', url: '/api/wallet/accounts', token });
    expect(accounts.json().data[0]).toMatchObject({ balance: 0, withdrawalBalance: 0 });
    const check = await checkLedger(t.app.db);
    expect(check.ok, JSON.stringify(check)).toBe(true);
  });

  it("a player's postings always use one shard of the house and the PSP clearing account", async () => {
    const first = await playerAccount('ledger-shard-1@example.com', 'EUR');
    const second = await playerAccount('ledger-shard-2@example.com', 'EUR');
    for (const { account } of [first, second]) {
      const movement = (key: string, amount: bigint) => ({
        walletAccountId: account.id as string,
        currency: 'EUR',
        amount,
        idempotencyKey: `shard-${account.id}-${key}`,
      });
      await creditDeposit(t.app.db, movement('deposit', 1000n));
      await debitBet(t.app.db, movement('bet', 300n));
      await creditWin(t.app.db, movement('win', 100n));
      const house = await systemAccount(t.app.db, systemShardName('house:cash', account.id), 'EUR');
      const clearing = await systemAccount(t.app.db, systemShardName('psp:clearing', account.id), 'EUR');
      expect(await balanceOf(house)).toBeGreaterThanOrEqual(200n);
      expect(await balanceOf(clearing)).toBeLessThanOrEqual(-1000n);
    }
    const shard = (id: string) => Number(systemShardName('house:cash', id).split('#')[1]);
    expect(shard(first.account.id)).toBe(shard(first.account.id));
    expect(shard(first.account.id)).toBeLessThan(SYSTEM_ACCOUNT_SHARDS);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('forgets a house shard created by a refused first bet, whose transaction rolled back', async () => {
    const { account, parts } = await playerAccount('ledger-fresh-shard@example.com', 'USD');
    const shard = systemShardName('house:cash', account.id);
    const shardRows = () =>
      t.app.db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.name, shard), eq(ledgerAccounts.currency, 'USD')));
    expect(await shardRows()).toEqual([]);
    const movement = (idempotencyKey: string, amount: bigint) => ({
      walletAccountId: account.id as string,
      currency: 'USD',
      amount,
      idempotencyKey,
    });
    await expect(
      t.app.db.transaction((tx) => debitBet(tx, movement('fresh-shard-bet-1', 100n))),
    ).rejects.toMatchObject({ code: ErrorCode.insufficientFunds });
    expect(await shardRows()).toEqual([]);
    await creditDeposit(t.app.db, movement('fresh-shard-deposit', 500n));
    await debitBet(t.app.db, movement('fresh-shard-bet-2', 100n));
    expect(await balanceOf(parts.cash)).toBe(400n);
    expect((await shardRows())[0]!.balance).toBe(100n);
  });

  it('the same key posted concurrently moves money once', async () => {
    const { parts, house } = await playerAccount('ledger-same-key@example.com', 'EUR');
    const posting = {
      idempotencyKey: 'webhook-42',
      kind: 'deposit',
      entries: [
        { accountId: parts.cash, amount: 700n },
        { accountId: house, amount: -700n },
      ],
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => post(t.app.db, posting)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await balanceOf(parts.cash)).toBe(700n);
  });

  it('the check finds a balance that differs from its entries', async () => {
    const { parts } = await playerAccount('ledger-broken@example.com', 'EUR');
    await t.app.db.update(ledgerAccounts).set({ balance: 1n }).where(eq(ledgerAccounts.id, parts.bonus));
    const check = await checkLedger(t.app.db);
    expect(check.ok).toBe(false);
    expect(check.balanceMismatches).toEqual([{ accountId: parts.bonus, balance: '1', entriesSum: '0' }]);
    await t.app.db.update(ledgerAccounts).set({ balance: 0n }).where(eq(ledgerAccounts.id, parts.bonus));
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('may take an account below zero only when its flag allows it', async () => {
    const { parts } = await playerAccount('ledger-flag@example.com', 'EUR');
    const [jackpot] = await t.app.db
      .insert(ledgerAccounts)
      .values({ name: 'test:jackpot', currency: 'EUR', allowNegative: false })
      .returning();
    const grant = (key: string) =>
      post(t.app.db, {
        idempotencyKey: key,
        kind: 'adjustment',
        entries: [
          { accountId: jackpot!.id, amount: -250n },
          { accountId: parts.cash, amount: 250n },
        ],
      });
    await expect(grant('flag-1')).rejects.toMatchObject({ code: ErrorCode.insufficientFunds });
    expect(await balanceOf(parts.cash)).toBe(0n);
    await t.app.db
      .update(ledgerAccounts)
      .set({ allowNegative: true })
      .where(eq(ledgerAccounts.id, jackpot!.id));
    await grant('flag-1');
    expect([await balanceOf(jackpot!.id), await balanceOf(parts.cash)]).toEqual([-250n, 250n]);
  });

  it('holds money in two phases: pending, then posted or voided exactly once', async () => {
    const { parts, house } = await playerAccount('ledger-holds@example.com', 'EUR');
    await post(t.app.db, {
      idempotencyKey: 'holds-deposit',
      kind: 'deposit',
      entries: [
        { accountId: parts.cash, amount: 1000n },
        { accountId: house, amount: -1000n },
      ],
    });
    const hold = (key: string, amount: bigint) =>
      placeHold(t.app.db, {
        idempotencyKey: key,
        kind: 'withdrawal.reserve',
        fromAccountId: parts.cash,
        heldAccountId: parts.reserved,
        amount,
      });
    await hold('hold-a', 600n);
    await expect(hold('hold-too-much', 500n)).rejects.toMatchObject({ code: ErrorCode.insufficientFunds });
    await hold('hold-b', 400n);
    expect([await balanceOf(parts.cash), await balanceOf(parts.reserved)]).toEqual([0n, 1000n]);

    const payout = { idempotencyKey: 'hold-a:payout', kind: 'withdrawal.payout' };
    const posted = await postHold(t.app.db, 'hold-a', house, payout);
    expect((await postHold(t.app.db, 'hold-a', house, payout)).transactionId).toBe(posted.transactionId);
    await expect(
      voidHold(t.app.db, 'hold-a', { idempotencyKey: 'hold-a:release', kind: 'withdrawal.release' }),
    ).rejects.toMatchObject({ code: ErrorCode.conflict });
    await voidHold(t.app.db, 'hold-b', { idempotencyKey: 'hold-b:release', kind: 'withdrawal.release' });
    await expect(
      postHold(t.app.db, 'hold-b', house, { idempotencyKey: 'hold-b:payout', kind: 'withdrawal.payout' }),
    ).rejects.toMatchObject({ code: ErrorCode.conflict });

    expect([await balanceOf(parts.cash), await balanceOf(parts.reserved)]).toEqual([400n, 0n]);
    const holds = await t.app.db.select().from(ledgerHolds).where(eq(ledgerHolds.fromAccountId, parts.cash));
    expect(holds.map((row) => [row.idempotencyKey, row.status]).sort()).toEqual([
      ['hold-a', 'posted'],
      ['hold-b', 'voided'],
    ]);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('the check finds an entry that does not continue its account chain', async () => {
    const { parts, house } = await playerAccount('ledger-chain@example.com', 'EUR');
    for (const key of ['chain-1', 'chain-2'])
      await post(t.app.db, {
        idempotencyKey: key,
        kind: 'deposit',
        entries: [
          { accountId: parts.cash, amount: 100n },
          { accountId: house, amount: -100n },
        ],
      });
    const [second] = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, parts.cash))
      .orderBy(desc(ledgerEntries.accountVersion))
      .limit(1);
    expect(second).toMatchObject({ accountVersion: 2, balanceBefore: 100n, balanceAfter: 200n });
    const shift = (by: bigint) =>
      t.app.db
        .update(ledgerEntries)
        .set({ balanceBefore: second!.balanceBefore + by, balanceAfter: second!.balanceAfter + by })
        .where(eq(ledgerEntries.id, second!.id));
    await shift(1n);
    const check = await checkLedger(t.app.db);
    expect(check.chainBreaks).toEqual([{ entryId: second!.id, accountId: parts.cash, accountVersion: 2 }]);
    await shift(0n);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });
});
