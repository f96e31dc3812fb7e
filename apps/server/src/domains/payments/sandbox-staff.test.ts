import { ErrorCode, InvoiceStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { paymentInvoices } from './tables.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
const DESK = '/api/backoffice/sandbox-deposits';

/**
 * The back office's sandbox desk: the deposits waiting for a tester, settled by staff with
 * payments.sandbox through the operator desk's own functions, audited; absent where the sandbox is off.
 */
describe.each(testDrivers)('the back office sandbox desk on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let finance: StaffClient;
  let support: StaffClient;
  let players = 0;

  beforeAll(async () => {
    // The test app's loopback PUBLIC_URL: the sandbox is on.
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
    owner = await enrolledOwner(t);
    finance = await enrolledStaff(t, owner, 'finance');
    support = await enrolledStaff(t, owner, 'support');
  });
  afterEach(() => vi.useRealTimers());

  /** A EUR player's pending sandbox card deposit of `euros`. */
  async function pendingDeposit(euros: number) {
    players += 1;
    const login = await registerByEmail(t, `sandbox-desk-${driver}-${players}@example.com`, {
      currency: 'EUR',
    });
    const token = login.accessToken;
    const accountId: string = (await call(t, { url: '/api/wallet/accounts', token })).json().data[0].id;
    const opened = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token,
      payload: { method: 'sandbox_card', currency: 'EUR', amount: euros, accountId, fields: {} },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return { id: opened.json().data.invoiceId as string, playerId: login.profile.id as string, token };
  }
  const balanceOf = async (token: string) =>
    (await call(t, { url: '/api/wallet/accounts', token })).json().data[0].balance as number;
  const auditOf = (id: string) =>
    t.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.targetId, id));

  it('lists the waiting deposits to payments.read and tells the menu the sandbox is on', async () => {
    const deposit = await pendingDeposit(25.5);
    const me = await staffCall(t, support, { method: 'GET', url: '/api/backoffice/me' });
    expect(me.json().data.features).toEqual({ sandboxDeposits: true });
    const listed = await staffCall(t, support, { method: 'GET', url: DESK });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.find((row: { id: string }) => row.id === deposit.id)).toMatchObject({
      player: { id: deposit.playerId, email: `sandbox-desk-${driver}-${players}@example.com` },
      amount: '25.5',
      currency: 'EUR',
      method: 'sandbox_card',
      ageSeconds: expect.any(Number),
    });
    // Seeing is not settling: support holds payments.read, not payments.sandbox.
    const refused = await staffCall(t, support, { method: 'POST', url: `${DESK}/${deposit.id}/approve` });
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it('approves once, audited as the staff member, and the operator desk agrees it is settled', async () => {
    const deposit = await pendingDeposit(40);
    const approved = await staffCall(t, finance, { method: 'POST', url: `${DESK}/${deposit.id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ id: deposit.id, status: 'approved' });
    expect(await balanceOf(deposit.token)).toBe(40);
    expect(await auditOf(deposit.id)).toEqual([
      { action: 'payments.sandbox.approve', actorId: finance.id, reason: null },
    ]);

    const again = await staffCall(t, owner, { method: 'POST', url: `${DESK}/${deposit.id}/approve` });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe(ErrorCode.conflict);
    const byKey = await call(t, {
      method: 'POST',
      url: `/api/operator/sandbox/invoices/${deposit.id}/decline`,
      headers: { 'x-operator-key': t.app.operatorKey },
    });
    expect(byKey.statusCode, byKey.body).toBe(409);
    expect(await balanceOf(deposit.token)).toBe(40);
    const listed = (await staffCall(t, finance, { method: 'GET', url: DESK })).json().data;
    expect(listed.map((row: { id: string }) => row.id)).not.toContain(deposit.id);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('declines with a reason kept in the audit log; no reason, no decline', async () => {
    const deposit = await pendingDeposit(30);
    const bare = await staffCall(t, finance, {
      method: 'POST',
      url: `${DESK}/${deposit.id}/decline`,
      payload: {},
    });
    expect(bare.statusCode, bare.body).toBe(422);
    expect(Object.keys(bare.json().error.fields)).toEqual(['reason']);

    const declined = await staffCall(t, finance, {
      method: 'POST',
      url: `${DESK}/${deposit.id}/decline`,
      payload: { reason: 'Testing a refused card' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ id: deposit.id, status: 'declined' });
    const [row] = await t.app.db.select().from(paymentInvoices).where(eq(paymentInvoices.id, deposit.id));
    expect(row!.status).toBe(InvoiceStatus.error);
    expect(await balanceOf(deposit.token)).toBe(0);
    expect(await auditOf(deposit.id)).toEqual([
      { action: 'payments.sandbox.decline', actorId: finance.id, reason: 'Testing a refused card' },
    ]);
    const unknown = await staffCall(t, finance, {
      method: 'POST',
      url: `${DESK}/00000000-0000-4000-8000-000000000000/approve`,
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
  });
});

describe.each(testDrivers)('the back office without the sandbox on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { PAYMENT_SANDBOX: 'false' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('has no sandbox desk: the menu hears it is off and its routes are 404', async () => {
    fakeDateOnly();
    const owner = await enrolledOwner(t);
    const me = await staffCall(t, owner, { method: 'GET', url: '/api/backoffice/me' });
    expect(me.json().data.features).toEqual({ sandboxDeposits: false });
    for (const [method, url] of [
      ['GET', DESK],
      ['POST', `${DESK}/00000000-0000-4000-8000-000000000000/approve`],
      ['POST', `${DESK}/00000000-0000-4000-8000-000000000000/decline`],
    ] as const)
      expect((await staffCall(t, owner, { method, url, payload: { reason: 'x' } })).statusCode, url).toBe(
        404,
      );
  });
});
