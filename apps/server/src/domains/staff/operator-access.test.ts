import { API_KEY_HEADER, CSRF_HEADER, ErrorCode, STAFF_SESSION_COOKIE } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATOR_KEY_HEADER } from '../../plugins/operator.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { resetAuditLog } from '../audit/test-audit.ts';
import { verifyAuditChain } from '../audit/verify.ts';
import { call, freshIp, registerByEmail } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from './test-staff.ts';

const PROTECTION = '/api/operator/settings/player-protection';
const protection = (threshold: string) => ({ jurisdiction: 'none', kycWithdrawalThreshold: threshold });

describe.each(testDrivers)('operator routes: keys, staff sessions and their audit rows on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await startTestApp(driver, { TURNOVER_MULTIPLIER: '0', PAYMENT_SANDBOX: 'operator' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate('staff_sessions', 'staff_invites', 'api_keys', 'staff');
    await resetAuditLog(t.database.db);
    fakeDateOnly();
    owner = await enrolledOwner(t);
  });
  afterEach(() => vi.useRealTimers());

  const inject = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, remoteAddress: freshIp(), ...(payload ? { payload } : {}) });
  const bootstrap = () => ({ [OPERATOR_KEY_HEADER]: t.app.operatorKey });

  async function newKey(scopes: string[], name = 'integration') {
    const created = await staffCall(t, owner, {
      method: 'POST',
      url: '/api/backoffice/api-keys',
      payload: { name, scopes },
      freshTotp: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { apiKey: { id: string; prefix: string }; secret: string };
  }

  async function auditRows(action: string) {
    const response = await staffCall(t, owner, {
      method: 'GET',
      url: `/api/backoffice/audit?action=${action}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { actor: { kind: string; id: string }; before: unknown; after: unknown }[];
  }

  it('attributes every write of the bootstrap key to it', async () => {
    const before = (await inject('GET', PROTECTION, bootstrap())).json().data;
    const saved = await inject('PUT', PROTECTION, bootstrap(), protection('2500'));
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await auditRows('settings.update');
    expect(row).toMatchObject({
      actor: { kind: 'bootstrap-key', id: 'OPERATOR_KEY' },
      target: { type: 'setting', id: 'playerProtection' },
      before,
      after: { kycWithdrawalThreshold: '2500' },
    });
    expect((await verifyAuditChain(t.database.db)).broken).toBeNull();
  });

  it('lets a named key do what its scopes allow, as itself: 403 beyond them, 401 once revoked', async () => {
    const reader = await newKey(['settings.read']);
    expect(reader.secret).toMatch(/^lhk_[\w-]{43}$/);
    expect(reader.apiKey.prefix).toBe(reader.secret.slice(0, 12));
    const listed = await staffCall(t, owner, { method: 'GET', url: '/api/backoffice/api-keys' });
    expect(listed.body).not.toContain(reader.secret);

    expect((await inject('GET', PROTECTION, { [API_KEY_HEADER]: reader.secret })).statusCode).toBe(200);
    const refused = await inject(
      'PUT',
      PROTECTION,
      { authorization: `Bearer ${reader.secret}` },
      protection('10'),
    );
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await auditRows('settings.update')).toEqual([]);

    const writer = await newKey(['settings.write'], 'deploy script');
    const saved = await inject(
      'PUT',
      PROTECTION,
      { authorization: `Bearer ${writer.secret}` },
      protection('10'),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await auditRows('settings.update'))[0]!.actor).toEqual({
      kind: 'api-key',
      id: writer.apiKey.id,
      role: null,
    });

    const revoked = await staffCall(t, owner, {
      method: 'DELETE',
      url: `/api/backoffice/api-keys/${writer.apiKey.id}`,
    });
    expect(revoked.json().data.revokedAt).toEqual(expect.any(String));
    expect(
      (await inject('PUT', PROTECTION, { [API_KEY_HEADER]: writer.secret }, protection('11'))).statusCode,
    ).toBe(401);
    expect((await inject('GET', PROTECTION, { [API_KEY_HEADER]: 'lhk_not-a-key' })).statusCode).toBe(401);
  });

  it('takes a staff session with the permission (and its CSRF token), as the staff member', async () => {
    const admin = await enrolledStaff(t, owner, 'admin');
    const support = await enrolledStaff(t, owner, 'support');
    const put = (client: StaffClient, csrf = true) =>
      t.app.inject({
        method: 'PUT',
        url: PROTECTION,
        cookies: { [STAFF_SESSION_COOKIE]: client.cookie },
        headers: csrf ? { [CSRF_HEADER]: client.csrfToken } : {},
        payload: protection('3000'),
      });
    expect((await put(support)).statusCode).toBe(403);
    const noCsrf = await put(admin, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe(ErrorCode.csrfTokenInvalid);
    expect((await put(admin)).statusCode).toBe(200);
    expect((await auditRows('settings.update'))[0]!.actor).toEqual({
      kind: 'staff',
      id: admin.id,
      role: 'admin',
    });
  });

  it('writes nothing, change or row, when the write is refused or its audit row cannot be written', async () => {
    const bad = await inject('PUT', PROTECTION, bootstrap(), protection('12.345678901'));
    expect(bad.statusCode).toBe(422);
    expect(await auditRows('settings.update')).toEqual([]);
    // Without its chain head the audit append fails: the setting must not change either.
    await t.database.db.execute(sql`DELETE FROM audit_chain_head`);
    try {
      const failed = await inject('PUT', PROTECTION, bootstrap(), protection('4444'));
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`INSERT INTO audit_chain_head VALUES (1, 0, repeat('0', 64))`);
      await resetAuditLog(t.database.db);
    }
    const read = await inject('GET', PROTECTION, bootstrap());
    expect(read.json().data.kycWithdrawalThreshold).not.toBe('4444');
  });

  it('audits a withdrawal decision and a sandbox settlement with the money they moved', async () => {
    const { accessToken: token } = await registerByEmail(t, 'payout@example.com', { currency: 'EUR' });
    const [account] = (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data;
    await creditDeposit(t.database.db, {
      walletAccountId: account.id,
      currency: 'EUR',
      amount: 10_000n,
      idempotencyKey: 'operator-access-funds',
    });
    const requested = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      token,
      payload: { method: 'sandbox_card', currency: 'EUR', amount: 30, accountId: account.id, fields: {} },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const invoice = requested.json().data.invoice;
    const key = await newKey(['withdrawals.review', 'payments.read', 'payments.sandbox']);
    const listed = await inject('GET', '/api/operator/withdrawals', { [API_KEY_HEADER]: key.secret });
    expect(listed.json().data.map((item: { id: string }) => item.id)).toContain(invoice.id);
    const paid = await inject(
      'POST',
      `/api/operator/withdrawals/${invoice.number}/approve`,
      { [API_KEY_HEADER]: key.secret },
      {},
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const twice = await inject(
      'POST',
      `/api/operator/withdrawals/${invoice.id}/reject`,
      { [API_KEY_HEADER]: key.secret },
      {},
    );
    expect(twice.statusCode).toBe(422);
    const [row] = await auditRows('payments.withdrawal.');
    expect(row).toMatchObject({
      actor: { kind: 'api-key', id: key.apiKey.id },
      target: { type: 'invoice', id: invoice.id },
      before: { status: 1, amountMinor: '3000' },
      after: { status: 2, amountMinor: '3000' },
    });

    const deposit = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token,
      payload: { method: 'sandbox_card', currency: 'EUR', country: 'DE', amount: 20, accountId: account.id },
    });
    const approved = await inject(
      'POST',
      `/api/operator/sandbox/invoices/${deposit.json().data.invoiceId}/approve`,
      { [API_KEY_HEADER]: key.secret },
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    expect((await auditRows('payments.sandbox.approve'))[0]).toMatchObject({
      after: { status: 2, amountMinor: '2000' },
    });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
    expect((await verifyAuditChain(t.database.db)).broken).toBeNull();
  });

  it('lets only the bootstrap key make an owner', async () => {
    const key = await newKey(['settings.write']);
    for (const headers of [{ [API_KEY_HEADER]: key.secret }, {}] as Record<string, string>[]) {
      const refused = await inject('POST', '/api/operator/staff/owners', headers, {
        email: 'o2@example.com',
        name: 'O',
      });
      expect(refused.statusCode).toBe(401);
    }
    const made = await inject('POST', '/api/operator/staff/owners', bootstrap(), {
      email: 'o2@example.com',
      name: 'O',
    });
    expect(made.statusCode, made.body).toBe(201);
    const taken = await inject('POST', '/api/operator/staff/owners', bootstrap(), {
      email: 'O2@example.com',
      name: 'O',
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().error.fields)).toEqual(['email']);
  });
});
