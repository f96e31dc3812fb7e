import { ErrorCode } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { saveFourEyesThreshold } from '../settings/operator-settings.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { ledgerAccounts, ledgerTransactions } from '../wallet/tables.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];

describe.each(testDrivers)('manual adjustments on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let finance: StaffClient;
  let support: StaffClient;
  let player: { id: string; accountId: string; token: string };
  let players = 0;
  let keys = 0;

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
    await saveFourEyesThreshold(t.app.db, '100');
    players += 1;
    const login = await registerByEmail(t, `adjusted-${players}@example.com`, { currency: 'EUR' });
    const accounts = (await call(t, { url: '/api/wallet/accounts', token: login.accessToken })).json().data;
    player = { id: login.profile.id, accountId: accounts[0].id, token: login.accessToken };
  });
  afterEach(() => vi.useRealTimers());

  const adjust = (who: StaffClient, body: Record<string, unknown>) =>
    staffCall(t, who, {
      method: 'POST',
      url: `/api/backoffice/players/${player.id}/adjustments`,
      payload: {
        accountId: player.accountId,
        part: 'cash',
        direction: 'credit',
        amount: '20',
        reasonCode: 'goodwill',
        comment: 'Sorry for the outage',
        idempotencyKey: `adjust-key-${++keys}`,
        ...body,
      },
      freshTotp: true,
    });

  async function balances() {
    const rows = await t.app.db
      .select({ name: ledgerAccounts.name, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.walletAccountId, player.accountId));
    return Object.fromEntries(rows.map((row) => [row.name, row.balance]));
  }

  it('credits and debits cash and bonus money through the ledger, audited; the ledger check passes', async () => {
    const credit = await adjust(finance, { amount: '20.50' });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().data).toMatchObject({ status: 'applied', amount: '20.5', currency: 'EUR' });
    const bonus = await adjust(finance, { part: 'bonus', amount: '5', reasonCode: 'correction' });
    expect(bonus.statusCode, bonus.body).toBe(200);
    const debit = await adjust(finance, { direction: 'debit', amount: '0.50', reasonCode: 'chargeback' });
    expect(debit.statusCode, debit.body).toBe(200);
    expect(await balances()).toMatchObject({ cash: 2_000n, bonus: 500n });

    const kinds = await t.app.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `adjustment:${credit.json().data.id}`));
    expect(kinds).toEqual([{ kind: 'adjustment.credit' }]);
    const audits = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, player.id), eq(auditLog.actorId, finance.id)));
    expect(audits).toHaveLength(3);
    expect(audits[0]).toEqual({ action: 'wallet.adjustment.apply' });
    const check = await checkLedger(t.app.db);
    expect(check.ok, JSON.stringify(check)).toBe(true);
  });

  it('refuses a debit beyond the balance, and moves nothing', async () => {
    expect((await adjust(finance, { amount: '10' })).statusCode).toBe(200);
    const tooMuch = await adjust(finance, { direction: 'debit', amount: '10.01' });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().error.code).toBe(ErrorCode.insufficientFunds);
    expect(await balances()).toMatchObject({ cash: 1_000n });
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('answers a replay of its key with the same adjustment and posts once', async () => {
    const first = await adjust(finance, { idempotencyKey: 'replayed-key-1' });
    const again = await adjust(finance, { idempotencyKey: 'replayed-key-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await balances()).toMatchObject({ cash: 2_000n });
  });

  it('above the threshold waits for a second, different staff member; a decline posts nothing', async () => {
    const large = await adjust(finance, { amount: '500' });
    expect(large.statusCode, large.body).toBe(200);
    expect(large.json().data.status).toBe('awaiting-second-approval');
    expect(await balances()).toMatchObject({ cash: 0n });
    const id = large.json().data.id;
    const approve = (who: StaffClient) =>
      staffCall(t, who, {
        method: 'POST',
        url: `/api/backoffice/adjustments/${id}/approve`,
        freshTotp: true,
      });
    const self = await approve(finance);
    expect(self.statusCode, self.body).toBe(409);
    expect(self.json().error.code).toBe(ErrorCode.alreadyApprovedByYou);
    const second = await approve(owner);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ status: 'applied', decidedBy: { id: owner.id } });
    expect(await balances()).toMatchObject({ cash: 50_000n });
    expect((await approve(owner)).statusCode).toBe(409);

    const declined = await adjust(finance, { amount: '300' });
    const decline = await staffCall(t, owner, {
      method: 'POST',
      url: `/api/backoffice/adjustments/${declined.json().data.id}/decline`,
      payload: { reason: 'Not justified' },
    });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(decline.json().data.status).toBe('declined');
    expect(await balances()).toMatchObject({ cash: 50_000n });
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('lists adjustments for staff by status, and shows only the applied ones in the player’s own history', async () => {
    await t.truncate('manual_adjustments');
    expect(
      (await adjust(finance, { amount: '12.34', comment: 'Internal: outage on 1 Dec' })).statusCode,
    ).toBe(200);
    expect(
      (await adjust(finance, { direction: 'debit', amount: '2', reasonCode: 'correction' })).statusCode,
    ).toBe(200);
    const waiting = await adjust(finance, { amount: '400' });
    expect(waiting.json().data.status).toBe('awaiting-second-approval');

    const queue = await staffCall(t, support, {
      method: 'GET',
      url: '/api/backoffice/adjustments?status=awaiting-second-approval',
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().meta.totalRows).toBe(1);
    expect(queue.json().data[0]).toMatchObject({
      id: waiting.json().data.id,
      amount: '400',
      requestedBy: { id: finance.id },
      player: { id: player.id, email: expect.stringContaining('@example.com') },
    });
    const all = await staffCall(t, support, {
      method: 'GET',
      url: '/api/backoffice/adjustments?perPage=2',
    });
    expect(all.json().meta).toMatchObject({ totalRows: 3, totalPages: 2 });
    expect(all.json().data.map((row: { status: string }) => row.status)).toEqual([
      'awaiting-second-approval',
      'applied',
    ]);

    const own = await call(t, { url: '/api/wallet/adjustments', token: player.token });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual([
      expect.objectContaining({ kind: 'adjustment.debit', amount: -2, reasonCode: 'correction' }),
      expect.objectContaining({ kind: 'adjustment.credit', amount: 12.34, currency: 'EUR', part: 'cash' }),
    ]);
    expect(own.body).not.toContain('Internal');
    const other = await registerByEmail(t, `not-adjusted-${players}@example.com`, { currency: 'EUR' });
    const none = await call(t, { url: '/api/wallet/adjustments', token: other.accessToken });
    expect(none.json()).toMatchObject({ data: [], meta: { totalRows: 0 } });
  });

  it('a support agent gets 403', async () => {
    expect((await adjust(support, {})).statusCode).toBe(403);
  });
});
