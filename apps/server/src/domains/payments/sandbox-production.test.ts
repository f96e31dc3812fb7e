import { ErrorCode, InvoiceStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../plugins/env.ts';
import { openTestDatabase, testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { testerQuery } from './sandbox-tester.ts';
import { paymentInvoices } from './tables.ts';

const OPERATOR_KEY = 'operator-key-for-the-sandbox-tests-0123456789';
const asOperator = { 'x-operator-key': OPERATOR_KEY };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const cardDeposit = (accountId: string, amount = 50) => ({
  method: 'sandbox_card',
  currency: 'EUR',
  country: 'DE',
  amount,
  accountId,
  fields: {},
  redirectSuccessUrl: '/profile/wallet?deposit=success',
  redirectErrorUrl: '/profile/wallet?deposit=error',
});

/** A new EUR player: its token and account. */
async function eurPlayer(t: TestApp, email: string) {
  const { accessToken: token } = await registerByEmail(t, email, { currency: 'EUR' });
  const accounts = (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data;
  return { token, accountId: accounts[0].id as string };
}

const balanceOf = async (t: TestApp, token: string) =>
  (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data[0].balance as number;

const PUBLIC_URL = 'https://casino.example';

describe.each(testDrivers)('the sandbox PSP in production on %s', (driver) => {
  let off: TestApp;
  let on: TestApp;
  let local: TestApp;
  beforeAll(async () => {
    off = await startTestApp(driver, { NODE_ENV: 'production', OPERATOR_KEY, PUBLIC_URL });
    on = await startTestApp(driver, {
      NODE_ENV: 'production',
      OPERATOR_KEY,
      PUBLIC_URL,
      PAYMENT_SANDBOX: 'true',
    });
    // `npm start` as it comes: production on the default loopback PUBLIC_URL.
    local = await startTestApp(driver, { NODE_ENV: 'production', OPERATOR_KEY });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
    await local.close();
  });

  it('is on at a loopback address with no flag: the player tries a deposit, labelled test money', async () => {
    const { token, accountId } = await eurPlayer(local, 'sandbox-local@example.com');
    for (const direction of ['deposit', 'withdrawal']) {
      const listed = await call(local, {
        method: 'GET',
        url: `/api/payment/methods/${direction}?currency=EUR`,
        token,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data.length).toBeGreaterThan(0);
      for (const method of listed.json().data) expect(method.testMoney, method.method).toBe(true);
    }
    const created = await call(local, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token,
      payload: cardDeposit(accountId, 25),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { action, invoiceId } = created.json().data;
    const page = await call(local, { method: 'GET', url: action, token });
    expect(page.body).toContain('Test money');
    expect(page.body).toContain(`/api/payment/sandbox/pay/${invoiceId}/approve`);
    const payToken = new URL(action, 'http://x').searchParams.get('token')!;
    const approved = await call(local, {
      method: 'POST',
      url: `/api/payment/sandbox/pay/${invoiceId}/approve`,
      headers: form,
      payload: `token=${payToken}`,
    });
    expect(approved.statusCode).toBe(303);
    expect(await balanceOf(local, token)).toBe(25);
  });

  const statusOf = async (t: TestApp, id: string) =>
    (await t.database.db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id)))[0]!.status;

  it('is off at a public address unless the operator turns it on: no provider, no deposits, no hosted pages', async () => {
    const { token, accountId } = await eurPlayer(off, 'sandbox-off@example.com');
    for (const direction of ['deposit', 'withdrawal']) {
      const listed = await call(off, {
        method: 'GET',
        url: `/api/payment/methods/${direction}?currency=EUR`,
        token,
      });
      // Not the empty list of a currency or region no method serves: the wallet says no provider.
      expect(listed.statusCode, listed.body).toBe(404);
      expect(listed.json().error.code).toBe(ErrorCode.paymentProviderMissing);
    }
    const refused = await call(off, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token,
      payload: cardDeposit(accountId),
    });
    expect(refused.statusCode).toBe(422);
    expect(await off.database.db.select().from(paymentInvoices)).toEqual([]);

    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/payment/sandbox/pay/${id}?token=x`],
      ['POST', `/api/payment/sandbox/pay/${id}/approve`],
      ['GET', '/api/operator/sandbox/invoices'],
      ['POST', `/api/operator/sandbox/invoices/${id}/approve`],
    ] as const)
      expect((await call(off, { method, url, headers: asOperator })).statusCode, url).toBe(404);
  });

  it('lets the depositing player only wait: approving from the player’s page is refused', async () => {
    const { token, accountId } = await eurPlayer(on, 'sandbox-player@example.com');
    const methods = await call(on, {
      method: 'GET',
      url: '/api/payment/methods/deposit?currency=EUR',
      token,
    });
    expect(methods.json().data.length).toBeGreaterThan(0);
    const created = await call(on, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token,
      payload: cardDeposit(accountId),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { action, invoiceId } = created.json().data;
    const payToken = new URL(action, 'http://x').searchParams.get('token')!;

    const page = await call(on, { method: 'GET', url: action, token });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Waiting for the payment provider');
    expect(page.body).not.toContain('/approve');
    // It waits by asking again in the background, not by reloading itself (WCAG 2.2.1).
    expect(page.body).not.toContain('http-equiv="refresh"');
    const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);

    for (const verb of ['approve', 'decline']) {
      const pressed = await call(on, {
        method: 'POST',
        url: `/api/payment/sandbox/pay/${invoiceId}/${verb}`,
        token,
        headers: form,
        payload: `token=${payToken}`,
      });
      expect(pressed.statusCode).toBe(403);
    }
    expect(await statusOf(on, invoiceId)).toBe(InvoiceStatus.pending);
    expect(await balanceOf(on, token)).toBe(0);
    const asPlayer = await call(on, { method: 'GET', url: '/api/operator/sandbox/invoices', token });
    expect(asPlayer.statusCode).toBe(401);
    const approveAsPlayer = await call(on, {
      method: 'POST',
      url: `/api/operator/sandbox/invoices/${invoiceId}/approve`,
      token,
    });
    expect(approveAsPlayer.statusCode).toBe(401);
    expect(await statusOf(on, invoiceId)).toBe(InvoiceStatus.pending);
  });

  it('credits once when the operator approves, and then sends the player’s page back', async () => {
    const { token, accountId } = await eurPlayer(on, 'sandbox-operator@example.com');
    const created = await call(on, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token,
      payload: cardDeposit(accountId, 40),
    });
    const { action, invoiceId } = created.json().data;
    const { number } = (
      await on.database.db.select().from(paymentInvoices).where(eq(paymentInvoices.id, invoiceId))
    )[0]!;

    const listed = await call(on, {
      method: 'GET',
      url: '/api/operator/sandbox/invoices',
      headers: asOperator,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const item = listed.json().data.find((entry: { id: string }) => entry.id === invoiceId);
    expect(item).toMatchObject({
      number,
      amount: '40',
      currency: 'EUR',
      player: 'sandbox-operator@example.com',
    });
    expect(item.testerUrl).toMatch(
      /^https:\/\/casino\.example\/api\/payment\/sandbox\/pay\/.+&expires=\d+&signature=/,
    );

    const approved = await call(on, {
      method: 'POST',
      url: `/api/operator/sandbox/invoices/${number}/approve`,
      headers: asOperator,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual({ id: invoiceId, number, status: 'approved' });
    const again = await call(on, {
      method: 'POST',
      url: `/api/operator/sandbox/invoices/${invoiceId}/approve`,
      headers: asOperator,
    });
    expect(again.statusCode).toBe(409);
    for (const unknown of ['99999999999', '123456789', 'not-an-id'])
      expect(
        (
          await call(on, {
            method: 'POST',
            url: `/api/operator/sandbox/invoices/${unknown}/approve`,
            headers: asOperator,
          })
        ).statusCode,
        unknown,
      ).toBe(404);
    expect(await balanceOf(on, token)).toBe(40);
    expect((await checkLedger(on.database.db)).ok).toBe(true);

    const back = await call(on, { method: 'GET', url: action, token });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/profile/wallet?deposit=success');
    const gone = await call(on, {
      method: 'GET',
      url: '/api/operator/sandbox/invoices',
      headers: asOperator,
    });
    expect(gone.json().data.map((entry: { id: string }) => entry.id)).not.toContain(invoiceId);
  });

  it('lets a tester link settle the payment, never a forged or expired one', async () => {
    const { token, accountId } = await eurPlayer(on, 'sandbox-tester@example.com');
    const { invoiceId } = (
      await call(on, {
        method: 'POST',
        url: '/api/payment/invoices/deposit',
        token,
        payload: cardDeposit(accountId, 30),
      })
    ).json().data;
    const listed = await call(on, {
      method: 'GET',
      url: '/api/operator/sandbox/invoices',
      headers: asOperator,
    });
    const testerUrl = new URL(
      listed.json().data.find((entry: { id: string }) => entry.id === invoiceId).testerUrl,
    );
    const payToken = testerUrl.searchParams.get('token')!;
    const approve = (query: string) =>
      call(on, {
        method: 'POST',
        url: `/api/payment/sandbox/pay/${invoiceId}/approve`,
        headers: form,
        payload: `token=${payToken}&${query}`,
      });

    const forged = testerQuery('someone-else-key-0123456789-0123456789', invoiceId);
    const expired = testerQuery(OPERATOR_KEY, invoiceId, Date.now() - 25 * 3600 * 1000);
    const otherInvoice = testerQuery(OPERATOR_KEY, '00000000-0000-4000-8000-000000000000');
    const genuine = testerUrl.search.slice(testerUrl.search.indexOf('expires='));
    const stretched = genuine.replace(/expires=\d+/, (match) => `expires=${Number(match.slice(8)) + 3600}`);
    for (const query of [forged, expired, otherInvoice, stretched, 'expires=&signature='])
      expect((await approve(query)).statusCode, query).toBe(403);
    expect(await statusOf(on, invoiceId)).toBe(InvoiceStatus.pending);

    const page = await call(on, { method: 'GET', url: `${testerUrl.pathname}${testerUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/api/payment/sandbox/pay/${invoiceId}/approve"`);
    expect(page.body).toContain('name="signature"');

    const done = await approve(genuine);
    expect(done.statusCode).toBe(303);
    expect(await statusOf(on, invoiceId)).toBe(InvoiceStatus.success);
    expect(await balanceOf(on, token)).toBe(30);
  });

  it('lets the operator’s key settle on the hosted page too', async () => {
    const { token, accountId } = await eurPlayer(on, 'sandbox-operator-page@example.com');
    const { action, invoiceId } = (
      await call(on, {
        method: 'POST',
        url: '/api/payment/invoices/deposit',
        token,
        payload: cardDeposit(accountId, 20),
      })
    ).json().data;
    const page = await call(on, { method: 'GET', url: action, headers: asOperator });
    expect(page.body).toContain(`/api/payment/sandbox/pay/${invoiceId}/decline`);
    const payToken = new URL(action, 'http://x').searchParams.get('token')!;
    const declined = await call(on, {
      method: 'POST',
      url: `/api/payment/sandbox/pay/${invoiceId}/decline`,
      headers: { ...form, authorization: `Basic ${Buffer.from(`op:${OPERATOR_KEY}`).toString('base64')}` },
      payload: `token=${payToken}`,
    });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe('/profile/wallet?deposit=error');
    expect(await statusOf(on, invoiceId)).toBe(InvoiceStatus.error);
    expect(await balanceOf(on, token)).toBe(0);
  });
});

describe('a site with no payment provider', () => {
  it('says so in a warning at start, naming why the sandbox is off', async () => {
    const database = await openTestDatabase('pglite');
    const lines: { level: number; msg: string }[] = [];
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn', OPERATOR_KEY, PUBLIC_URL }),
      database,
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
    try {
      await app.ready();
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(/^No payment provider is configured.*PAYMENT_SANDBOX is not true/),
        }),
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
