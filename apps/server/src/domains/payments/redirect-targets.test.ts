import { ErrorCode } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { paymentInvoices } from './tables.ts';

const SITE = 'https://casino.example';

/** Issue 11, defects 3, 4 and 9: a deposit's return links and bonus id are checked before any invoice exists. */
describe.each(testDrivers)('deposit input at the edge on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let playerId: string;
  let accountId: string;
  beforeAll(async () => {
    // A public address keeps the sandbox off unless the operator turns it on (issue 28, item 5).
    t = await startTestApp(driver, { PUBLIC_URL: SITE, PAYMENT_SANDBOX: 'true' });
    const registered = await registerByEmail(t, `redirects-${driver}@example.com`, { currency: 'EUR' });
    token = registered.accessToken;
    playerId = registered.profile.id;
    const accounts = await call(t, { method: 'GET', url: '/api/wallet/accounts', token });
    accountId = accounts.json().data[0].id;
  });
  afterAll(() => t.close());

  const deposit = (extra: Record<string, unknown>) =>
    call(t, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token,
      payload: { method: 'sandbox_card', currency: 'EUR', country: 'DE', amount: 20, accountId, ...extra },
    });
  const invoiceRows = () =>
    t.database.db.select().from(paymentInvoices).where(eq(paymentInvoices.playerId, playerId));

  it.each([
    ['redirectSuccessUrl', '/profile/wallet\r\nSet-Cookie: x=1'],
    ['redirectErrorUrl', '/profile\n'],
    ['redirectUrl', '/\t/evil.example/x'],
    ['redirectSuccessUrl', '/\\evil.example'],
    ['redirectSuccessUrl', '//evil.example/x'],
    ['redirectSuccessUrl', 'https://evil.example/profile'],
    ['redirectErrorUrl', 'javascript:alert(1)'],
  ])('refuses %s %j with a 422 on that field, before any invoice', async (field, target) => {
    const response = await deposit({ [field]: target });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe(ErrorCode.validationFailed);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    expect(await invoiceRows()).toEqual([]);
  });

  it('refuses a bonusId of a million characters and stores nothing', async () => {
    const response = await deposit({ bonusId: 'x'.repeat(1_000_000) });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual(['bonusId']);
    expect(await invoiceRows()).toEqual([]);
  });

  it('keeps a link of the site as its path, where the hosted page sends the player back', async () => {
    const created = await deposit({
      redirectSuccessUrl: `${SITE}/profile/wallet?deposit-success=`,
      redirectErrorUrl: '/profile/wallet?deposit-error=',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await invoiceRows();
    expect(row!.redirectSuccessUrl).toBe('/profile/wallet?deposit-success=');
    expect(row!.redirectErrorUrl).toBe('/profile/wallet?deposit-error=');

    const action = new URL(created.json().data.action, SITE);
    const approved = await call(t, {
      method: 'POST',
      url: `${action.pathname}/approve`,
      // On a public site only the operator settles sandbox payments.
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-operator-key': t.app.operatorKey },
      payload: `token=${action.searchParams.get('token')}`,
    });
    expect(approved.statusCode, approved.body).toBe(303);
    expect(approved.headers.location).toBe('/profile/wallet?deposit-success=');
  });
});
