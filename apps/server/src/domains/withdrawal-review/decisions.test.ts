import { ErrorCode } from '@casino/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATOR_KEY_HEADER } from '../../plugins/operator.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { reviewWithdrawal } from '../payments/settlement.ts';
import { withdrawalApprovals } from '../payments/tables.ts';
import { saveFourEyesThreshold } from '../settings/operator-settings.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { ledgerAccounts } from '../wallet/tables.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
const IBAN = 'DE89370400440532013000';

describe.each(testDrivers)('four-eyes withdrawal decisions on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let finance: StaffClient;
  let support: StaffClient;
  let players = 0;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
    owner = await enrolledOwner(t);
    finance = await enrolledStaff(t, owner, 'finance');
    support = await enrolledStaff(t, owner, 'support');
    // Four-eyes above 100 EUR (the base currency).
    await saveFourEyesThreshold(t.app.db, '100');
  });
  afterEach(() => vi.useRealTimers());

  /** A EUR player with 300 EUR of cash, and a pending withdrawal of `euros`. */
  async function pendingWithdrawal(euros: number) {
    players += 1;
    const login = await registerByEmail(t, `four-eyes-${players}@example.com`, { currency: 'EUR' });
    const token = login.accessToken;
    const accountId: string = (await call(t, { url: '/api/wallet/accounts', token })).json().data[0].id;
    await creditDeposit(t.database.db, {
      walletAccountId: accountId,
      currency: 'EUR',
      amount: 30_000n,
      idempotencyKey: `four-eyes-deposit-${players}`,
    });
    const response = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      token,
      payload: { method: 'sandbox_bank', currency: 'EUR', amount: euros, accountId, fields: { iban: IBAN } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().data.invoiceId as string, accountId, token };
  }

  async function balances(accountId: string) {
    const rows = await t.app.db
      .select({ name: ledgerAccounts.name, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.walletAccountId, accountId));
    return Object.fromEntries(rows.map((row) => [row.name, row.balance]));
  }

  const approve = (who: StaffClient, id: string, freshTotp = true) =>
    staffCall(t, who, {
      method: 'POST',
      url: `/api/backoffice/withdrawals/${id}/approve`,
      payload: {},
      freshTotp,
    });
  const decline = (who: StaffClient, id: string, reason = 'Source of funds unclear') =>
    staffCall(t, who, {
      method: 'POST',
      url: `/api/backoffice/withdrawals/${id}/decline`,
      payload: { reason },
    });
  /** The invoice's status as the player's own list shows it (1 pending, 2 paid, 3 error). */
  const invoiceStatus = async (w: { id: string; token: string }) => {
    const list = (await call(t, { url: '/api/payment/invoices', token: w.token })).json().data;
    return list.find((invoice: { id: string }) => invoice.id === w.id)?.status;
  };

  it('below the threshold one approval pays it out, audited, without a fresh code', async () => {
    const small = await pendingWithdrawal(50);
    const paid = await approve(finance, small.id, false);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ id: small.id, status: 'paid', approvals: [] });
    expect(await balances(small.accountId)).toMatchObject({ cash: 25_000n, reserved: 0n });
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, small.id));
    expect(row).toMatchObject({ action: 'payments.withdrawal.approve', actorId: finance.id });
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('above it the first approval waits, the same person is refused, a second person pays', async () => {
    const large = await pendingWithdrawal(200);
    // A large approval needs a fresh TOTP code.
    const noCode = await approve(finance, large.id, false);
    expect(noCode.statusCode, noCode.body).toBe(422);
    expect(noCode.json().error.code).toBe(ErrorCode.stepUpRequired);

    const first = await approve(finance, large.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'awaiting-second-approval',
      approvals: [{ by: { kind: 'staff', id: finance.id, name: 'A finance' } }],
    });
    expect(await balances(large.accountId)).toMatchObject({ cash: 10_000n, reserved: 20_000n });
    // The player's invoice stays pending (the client contract has no other status for it).
    expect(await invoiceStatus(large)).toBe(1);
    // The queue shows who gave the first approval.
    const queue = await staffCall(t, finance, { method: 'GET', url: '/api/backoffice/withdrawals' });
    const queued = queue.json().data.find((row: { id: string }) => row.id === large.id);
    expect(queued).toMatchObject({ needsSecondApproval: true, approvals: [{ by: { id: finance.id } }] });

    const again = await approve(finance, large.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe(ErrorCode.alreadyApprovedByYou);

    const second = await approve(owner, large.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ status: 'paid' });
    expect(await balances(large.accountId)).toMatchObject({ cash: 10_000n, reserved: 0n });
    expect(await invoiceStatus(large)).toBe(2);
    const actions = await t.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, large.id), like(auditLog.action, 'payments.%')))
      .orderBy(asc(auditLog.sequence));
    expect(actions).toEqual([
      { action: 'payments.withdrawal.first-approval', actorId: finance.id },
      { action: 'payments.withdrawal.approve', actorId: owner.id },
    ]);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('two approvals of one person at the same instant count once', async () => {
    const large = await pendingWithdrawal(200);
    const approver = { kind: 'staff' as const, id: finance.id, name: 'A finance' };
    const results = await Promise.allSettled([
      reviewWithdrawal(t.app.db, large.id, { approve: true, approver }),
      reviewWithdrawal(t.app.db, large.id, { approve: true, approver }),
    ]);
    const done = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(done).toHaveLength(1);
    expect(done[0]!.value.outcome).toBe('awaiting-second-approval');
    expect(refused.map((error) => error.code)).toEqual([ErrorCode.alreadyApprovedByYou]);
    const rows = await t.app.db
      .select()
      .from(withdrawalApprovals)
      .where(eq(withdrawalApprovals.invoiceId, large.id));
    expect(rows).toHaveLength(1);
    expect(await balances(large.accountId)).toMatchObject({ cash: 10_000n, reserved: 20_000n });
  });

  it('a decline after the first approval returns the held money exactly once', async () => {
    const large = await pendingWithdrawal(200);
    expect((await approve(finance, large.id)).statusCode).toBe(200);
    const noReason = await staffCall(t, owner, {
      method: 'POST',
      url: `/api/backoffice/withdrawals/${large.id}/decline`,
      payload: {},
    });
    expect(noReason.statusCode).toBe(422);
    const declined = await decline(owner, large.id);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.status).toBe('rejected');
    expect(await balances(large.accountId)).toMatchObject({ cash: 30_000n, reserved: 0n });
    // Again, or an approval after it: refused, and nothing moves.
    expect((await decline(finance, large.id)).statusCode).toBe(422);
    expect((await approve(owner, large.id)).statusCode).toBe(422);
    expect(await balances(large.accountId)).toMatchObject({ cash: 30_000n, reserved: 0n });
    expect(await invoiceStatus(large)).toBe(3);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('a support agent may see the queue but gets 403 on approvals and declines', async () => {
    const small = await pendingWithdrawal(50);
    expect(
      (await staffCall(t, support, { method: 'GET', url: '/api/backoffice/withdrawals' })).statusCode,
    ).toBe(200);
    expect((await approve(support, small.id, false)).statusCode).toBe(403);
    expect((await decline(support, small.id)).statusCode).toBe(403);
    expect(await balances(small.accountId)).toMatchObject({ cash: 25_000n, reserved: 5_000n });
  });

  it('the withdrawals command goes through the same four-eyes: the key counts as one approver', async () => {
    const large = await pendingWithdrawal(200);
    const operator = (verdict: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/withdrawals/${large.id}/${verdict}`,
        headers: { [OPERATOR_KEY_HEADER]: t.app.operatorKey },
        payload: {},
      });
    const first = await operator('approve');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe('awaiting-second-approval');
    const again = await operator('approve');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe(ErrorCode.alreadyApprovedByYou);
    const second = await approve(finance, large.id);
    expect(second.json().data.status).toBe('paid');
    expect(await balances(large.accountId)).toMatchObject({ cash: 10_000n, reserved: 0n });
  });
});
