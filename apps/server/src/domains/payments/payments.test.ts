import {
  ErrorCode,
  INVOICE_DEPOSIT_UPDATED,
  InvoiceStatus,
  InvoiceType,
  type PaymentMethod,
  PlayerStatus,
  playerChannel,
} from '@casino/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerSecret } from '../../db/server-secrets.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { domainEvents } from '../events/tables.ts';
import { players } from '../identity/tables.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { ledgerTransactions } from '../wallet/tables.ts';
import { signWebhook } from './psp-port.ts';
import { PSP_WEBHOOK_SECRET_NAME } from './routes.ts';
import { paymentInvoices } from './tables.ts';

const VALID_CPF = '529.982.247-25';

describe.each(testDrivers)('payments: methods, deposits, sandbox PSP and webhooks on %s', (driver) => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    // No PSP_WEBHOOK_SECRET: the secret is generated once and kept in the database.
    t = await startTestApp(driver);
    secret = (await loadServerSecret(t.database.db, PSP_WEBHOOK_SECRET_NAME, undefined)).secret;
  });
  afterAll(() => t.close());

  const methods = (token: string | undefined, query: string) =>
    call(t, { method: 'GET', url: `/api/payment/methods/deposit?${query}`, token });
  const deposit = (token: string, payload: Record<string, unknown>) =>
    call(t, { method: 'POST', url: '/api/payment/invoices/deposit', token, payload });
  const accounts = async (token: string) =>
    (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data as {
      id: string;
      currency: string;
      balance: number;
    }[];
  const invoices = (token: string, query = '') =>
    call(t, { method: 'GET', url: `/api/payment/invoices${query}`, token });

  /** A new player with an account in the currency; its id and the token. */
  async function playerWith(email: string, currency: string) {
    const { accessToken: token, profile } = await registerByEmail(t, email, { currency: 'EUR' });
    const existing = (await accounts(token)).find((account) => account.currency === currency);
    const account =
      existing ??
      (
        (await call(t, { method: 'POST', url: '/api/wallet/accounts', token, payload: { currency } })).json()
          .data as { id: string; currency: string }[]
      ).find((item) => item.currency === currency);
    return { token, playerId: profile.id, accountId: account!.id };
  }

  const cardDeposit = (accountId: string, amount: unknown = 50, currency = 'EUR') => ({
    method: 'sandbox_card',
    currency,
    country: 'DE',
    amount,
    accountId,
    fields: {},
  });

  const sendWebhook = (body: string, signature = signWebhook(body, secret)) =>
    call(t, {
      method: 'POST',
      url: '/api/payment/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      payload: body,
    });

  const webhookBody = (invoiceId: string, overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      eventId: `evt-${invoiceId}`,
      type: 'payment.succeeded',
      transactionId: `sbx_tx_${invoiceId}`,
      invoiceId,
      amount: '50',
      currency: 'EUR',
      timestamp: Math.floor(Date.now() / 1000),
      ...overrides,
    });

  const invoiceRow = async (id: string) =>
    (await t.database.db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id)))[0]!;
  const balanceOf = async (token: string, currency: string) =>
    (await accounts(token)).find((account) => account.currency === currency)!.balance;

  it('lists the sandbox methods per currency and country, in the spec shape', async () => {
    const { token } = await playerWith('pay-methods@example.com', 'EUR');
    expect((await methods(undefined, 'currency=EUR')).statusCode).toBe(401);

    const eur = await methods(token, 'currency=EUR&country=DE');
    expect(eur.statusCode, eur.body).toBe(200);
    expect(eur.json().data).toEqual([
      {
        method: 'sandbox_card',
        type: 'form',
        logo: '/images/payments/card.svg',
        amountMin: 10,
        amountMax: 5000,
        presets: [
          { amount: 20, default: false },
          { amount: 50, default: true },
          { amount: 100, default: false },
          { amount: 250, default: false },
        ],
        fields: [],
        processingType: 'iframe',
        // The sandbox moves no real money; the wallet says so.
        testMoney: true,
      },
      expect.objectContaining({ method: 'sandbox_bank', processingType: 'asyncRedirect', fields: [] }),
      expect.objectContaining({ method: 'sandbox_voucher', processingType: 'form', fields: [] }),
    ]);
    expect((await methods(token, 'currency=JPY')).json().data[0]).toMatchObject({ amountMin: 1500 });

    const brl: PaymentMethod[] = (await methods(token, 'currency=BRL&country=BR')).json().data;
    expect(brl.map((method) => method.method)).toEqual(['sandbox_card', 'sandbox_pix']);
    expect(brl[1]).toMatchObject({ type: 'form', processingType: 'qr', amountMin: 20, amountMax: 50000 });
    expect(brl[1]!.fields).toEqual([
      expect.objectContaining({ key: 'cpf_number', fieldType: 'text', isRequired: true }),
    ]);
    const brlAbroad: PaymentMethod[] = (await methods(token, 'currency=BRL&country=DE')).json().data;
    expect(brlAbroad.map((method) => method.method)).toEqual(['sandbox_card']);

    const btc: PaymentMethod[] = (await methods(token, 'currency=BTC')).json().data;
    expect(btc).toHaveLength(1);
    expect(btc[0]).toMatchObject({
      method: 'sandbox_crypto',
      type: 'address',
      processingType: 'qr',
      amountMin: 0.0001,
      amountMax: 5,
    });
    expect(btc[0]!.fields[0]).toMatchObject({ key: 'crypto_network', fieldType: 'select', isRequired: true });
    expect(btc[0]!.fields[0]!.options).toEqual([
      {
        id: 'BTC',
        name: 'Bitcoin',
        minAmount: 0.0001,
        maxAmount: 5,
        regexp: expect.any(String),
        regex: expect.any(String),
      },
    ]);
    const usdt: PaymentMethod[] = (await methods(token, 'currency=USDT')).json().data;
    expect(usdt[0]!.fields[0]!.options.map((option) => [option.id, option.minAmount])).toEqual([
      ['TRC20', 10],
      ['ERC20', 20],
    ]);
    expect(usdt[0]).toMatchObject({ amountMin: 10, amountMax: 100000 });
    expect((await methods(token, 'currency=XXX')).json().data).toEqual([]);
    expect((await methods(token, '')).statusCode).toBe(422);
  });

  it('refuses deposits with clear errors', async () => {
    const { token, accountId, playerId } = await playerWith('pay-refusals@example.com', 'EUR');

    const below = await deposit(token, cardDeposit(accountId, 9.99));
    expect(below.statusCode, below.body).toBe(422);
    expect(below.json().error).toMatchObject({
      code: ErrorCode.amountBelowMinimum,
      fields: { amount: [expect.any(String)] },
    });
    const above = await deposit(token, cardDeposit(accountId, 5000.01));
    expect(above.statusCode).toBe(422);
    expect(above.json().error).toMatchObject({
      code: ErrorCode.amountAboveMaximum,
      fields: { amount: [expect.any(String)] },
    });
    const tooPrecise = await deposit(token, cardDeposit(accountId, 10.001));
    expect(tooPrecise.statusCode).toBe(422);
    expect(tooPrecise.json().error.fields.amount).toBeDefined();

    const unknown = await deposit(token, { ...cardDeposit(accountId), method: 'sandbox_nope' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe(ErrorCode.paymentMethodUnavailable);
    const cryptoForEur = await deposit(token, { ...cardDeposit(accountId), method: 'sandbox_crypto' });
    expect(cryptoForEur.json().error.code).toBe(ErrorCode.paymentMethodUnavailable);

    const brl = await playerWith('pay-refusals-brl@example.com', 'BRL');
    const pix = (cpf: unknown) => ({
      method: 'sandbox_pix',
      currency: 'BRL',
      country: 'BR',
      amount: 100,
      accountId: brl.accountId,
      fields: { cpf_number: cpf },
    });
    const badCpf = await deposit(brl.token, pix('529.982.247-24'));
    expect(badCpf.statusCode).toBe(422);
    expect(badCpf.json().error).toMatchObject({
      code: ErrorCode.validationFailed,
      fields: { 'fields.cpf_number': ['Enter a valid CPF number.'] },
    });
    const noCpf = await deposit(brl.token, pix(''));
    expect(noCpf.json().error.fields['fields.cpf_number']).toEqual(['This field is required.']);
    const goodPix = await deposit(brl.token, pix(VALID_CPF));
    expect(goodPix.statusCode, goodPix.body).toBe(201);
    expect(goodPix.json().data.qr).toMatch(/^SANDBOX-PIX\|/);
    expect(goodPix.json().data.qrImage).toMatch(/^data:image\/png;base64,/);

    // Another player's account id, and an account in another currency.
    const foreign = await deposit(token, cardDeposit(brl.accountId, 50, 'BRL'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe(ErrorCode.accountNotFound);
    const notUuid = await deposit(token, cardDeposit('42'));
    expect(notUuid.json().error.code).toBe(ErrorCode.accountNotFound);
    const otherCurrency = await deposit(token, cardDeposit(accountId, 50, 'USD'));
    expect(otherCurrency.statusCode).toBe(422);
    expect(otherCurrency.json().error.fields.accountId).toBeDefined();

    await t.database.db.update(players).set({ status: PlayerStatus.limited }).where(eq(players.id, playerId));
    const limited = await deposit(token, cardDeposit(accountId));
    expect(limited.statusCode).toBe(403);
    expect(limited.json().error.code).toBe(ErrorCode.profileLimited);

    const rows = await t.database.db
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.playerId, playerId));
    expect(rows).toEqual([]);
  });

  it('pays by card through the hosted page: webhook, invoice success, balance credited, ledger sound', async () => {
    const { token, accountId, playerId } = await playerWith('pay-card@example.com', 'EUR');
    const created = await deposit(token, {
      ...cardDeposit(accountId, '50.25'),
      redirectSuccessUrl: '/profile/wallet?deposit=success',
    });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json().data;
    expect(answer).toEqual({
      method: 'sandbox_card',
      type: 'form',
      action: expect.stringMatching(/^\/api\/payment\/sandbox\/pay\/[0-9a-f-]{36}\?token=[\w-]+$/),
      fields: {},
      qr: null,
      qrImage: null,
      invoiceId: expect.any(String),
      address: null,
      tag: null,
    });
    expect((await invoiceRow(answer.invoiceId)).amount).toBe(5025n);

    const pageUrl: string = answer.action;
    const hosted = await call(t, { method: 'GET', url: pageUrl });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.headers['content-type']).toMatch(/text\/html/);
    expect(hosted.body).toContain('50.25 EUR');
    expect(hosted.body).not.toContain('<script');
    expect(hosted.body).toContain(`action="/api/payment/sandbox/pay/${answer.invoiceId}/approve"`);
    const wrongToken = await call(t, { method: 'GET', url: `${pageUrl.split('?')[0]}?token=nope` });
    expect(wrongToken.statusCode).toBe(404);

    const token64 = new URL(pageUrl, 'http://x').searchParams.get('token')!;
    const forged = await call(t, {
      method: 'POST',
      url: `/api/payment/sandbox/pay/${answer.invoiceId}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=forged',
    });
    expect(forged.statusCode).toBe(404);
    expect((await invoiceRow(answer.invoiceId)).status).toBe(InvoiceStatus.pending);

    const approve = await call(t, {
      method: 'POST',
      url: `/api/payment/sandbox/pay/${answer.invoiceId}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token64}`,
    });
    expect(approve.statusCode, approve.body).toBe(303);
    expect(approve.headers.location).toBe('/profile/wallet?deposit=success');

    const row = await invoiceRow(answer.invoiceId);
    expect(row.status).toBe(InvoiceStatus.success);
    expect(row.pspTransactionId).toMatch(/^sbx_/);
    expect(await balanceOf(token, 'EUR')).toBe(50.25);
    const [posting] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `psp:sandbox:${row.pspTransactionId}`));
    expect(posting).toMatchObject({ kind: 'deposit' });

    // Approving again moves nothing: the invoice is settled.
    await call(t, {
      method: 'POST',
      url: `/api/payment/sandbox/pay/${answer.invoiceId}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token64}`,
    });
    expect(await balanceOf(token, 'EUR')).toBe(50.25);
    expect((await call(t, { method: 'GET', url: pageUrl })).body).toContain('was approved');

    const events = await t.database.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, INVOICE_DEPOSIT_UPDATED),
          eq(domainEvents.channel, playerChannel('payment:invoices', playerId)),
        ),
      );
    expect(events.map((event) => (event.payload as { invoice: { status: number } }).invoice.status)).toEqual([
      InvoiceStatus.pending,
      InvoiceStatus.success,
    ]);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('credits a webhook delivered 5 times once, and refuses bad signatures and stale timestamps', async () => {
    const { token, accountId } = await playerWith('pay-webhooks@example.com', 'EUR');
    const { invoiceId } = (await deposit(token, cardDeposit(accountId, 50))).json().data;

    const body = webhookBody(invoiceId);
    const badSignature = await sendWebhook(body, signWebhook(body, 'x'.repeat(40)));
    expect(badSignature.statusCode).toBe(401);
    const missing = await call(t, {
      method: 'POST',
      url: '/api/payment/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(missing.statusCode).toBe(401);
    // Signed bytes differ from the delivered ones (re-serialized with spaces): refused.
    const reformatted = await sendWebhook(
      JSON.stringify(JSON.parse(body), null, 1),
      signWebhook(body, secret),
    );
    expect(reformatted.statusCode).toBe(401);
    const stale = webhookBody(invoiceId, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect((await sendWebhook(stale)).statusCode).toBe(400);
    const future = webhookBody(invoiceId, { timestamp: Math.floor(Date.now() / 1000) + 301 });
    expect((await sendWebhook(future)).statusCode).toBe(400);
    const wrongAmount = webhookBody(invoiceId, { amount: '5000' });
    expect((await sendWebhook(wrongAmount)).statusCode).toBe(422);
    expect((await invoiceRow(invoiceId)).status).toBe(InvoiceStatus.pending);
    expect(await balanceOf(token, 'EUR')).toBe(0);

    const parallel = await Promise.all(Array.from({ length: 3 }, () => sendWebhook(body)));
    const sequential = [await sendWebhook(body), await sendWebhook(body)];
    const answers = [...parallel, ...sequential];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.filter((answer) => answer.json().data.status === 'settled')).toHaveLength(1);
    expect(await balanceOf(token, 'EUR')).toBe(50);
    const postings = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `psp:sandbox:sbx_tx_${invoiceId}%`));
    expect(postings).toHaveLength(1);

    // A later failure report for the settled invoice changes nothing either.
    const late = await sendWebhook(
      webhookBody(invoiceId, { type: 'payment.failed', transactionId: 'other' }),
    );
    expect(late.json().data.status).toBe('already-settled');
    expect((await invoiceRow(invoiceId)).status).toBe(InvoiceStatus.success);
    expect((await sendWebhook(webhookBody('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('deposits crypto to a per-player address and settles through the hosted page decline', async () => {
    const { token, accountId, playerId } = await playerWith('pay-crypto@example.com', 'USDT');
    const request = (network: string, amount: unknown = 25) => ({
      method: 'sandbox_crypto',
      currency: 'USDT',
      amount,
      accountId,
      fields: { crypto_network: network },
    });
    // Network limits: TRC20 from 10, ERC20 from 20.
    expect((await deposit(token, request('ERC20', 15))).json().error.code).toBe(ErrorCode.amountBelowMinimum);
    expect((await deposit(token, request('SOL'))).json().error.fields['fields.crypto_network']).toBeDefined();
    const first = (await deposit(token, request('TRC20'))).json().data;
    const again = (await deposit(token, request('TRC20', 30))).json().data;
    expect(first.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(again.address).toBe(first.address);
    expect(first.qr).toBe(`tron:${first.address}?amount=25`);
    expect(first.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(first.fields).toEqual({ crypto_network: 'TRC20' });
    const erc = (await deposit(token, request('ERC20'))).json().data;
    expect(erc.address).toMatch(/^0x[0-9a-f]{40}$/);
    const usdtMethods: PaymentMethod[] = (await methods(token, 'currency=USDT')).json().data;
    for (const option of usdtMethods[0]!.fields[0]!.options) {
      const address = option.id === 'TRC20' ? first.address : erc.address;
      expect(address).toMatch(new RegExp(option.regexp!));
    }
    const other = await playerWith('pay-crypto-other@example.com', 'USDT');
    const theirs = (await deposit(other.token, { ...request('TRC20'), accountId: other.accountId })).json()
      .data;
    expect(theirs.address).not.toBe(first.address);

    const token64 = new URL(first.action, 'http://x').searchParams.get('token')!;
    const declined = await call(t, {
      method: 'POST',
      url: `/api/payment/sandbox/pay/${first.invoiceId}/decline`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token64}`,
    });
    expect(declined.statusCode).toBe(200);
    expect((await invoiceRow(first.invoiceId)).status).toBe(InvoiceStatus.error);
    expect(await balanceOf(token, 'USDT')).toBe(0);
    const listed = (await invoices(token)).json().data;
    expect(listed.find((invoice: { id: string }) => invoice.id === first.invoiceId)).toMatchObject({
      status: InvoiceStatus.error,
      // Declined by the provider, not cancelled by the player.
      cancelledByPlayer: false,
      currency: 'USDT',
      amount: 25,
      publicData: { address: first.address, qr: first.qr, qrImage: first.qrImage, action: first.action },
    });
    expect(playerId).toBeTruthy();
  });

  it('lets the player decline their own pending invoice, once', async () => {
    const { token, accountId } = await playerWith('pay-decline@example.com', 'EUR');
    const other = await playerWith('pay-decline-other@example.com', 'EUR');
    const { invoiceId } = (await deposit(token, cardDeposit(accountId))).json().data;
    const decline = (as: string, id = invoiceId) =>
      call(t, { method: 'PUT', url: `/api/payment/invoices/${id}/decline`, token: as });

    expect((await decline(other.token)).statusCode).toBe(404);
    expect((await decline(token, 'nope')).statusCode).toBe(404);
    const done = await decline(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      id: invoiceId,
      status: InvoiceStatus.error,
      cancelledByPlayer: true,
    });
    const listed = (await invoices(token)).json().data;
    expect(listed.find((invoice: { id: string }) => invoice.id === invoiceId)?.cancelledByPlayer).toBe(true);
    const twice = await decline(token);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.code).toBe(ErrorCode.invoiceNotDeclinable);

    // The PSP's late success for a declined invoice credits nothing.
    const late = await sendWebhook(webhookBody(invoiceId));
    expect(late.json().data.status).toBe('already-settled');
    expect(await balanceOf(token, 'EUR')).toBe(0);

    const paid = (await deposit(token, cardDeposit(accountId))).json().data.invoiceId;
    await sendWebhook(webhookBody(paid, { transactionId: `tx-${paid}` }));
    const settled = await decline(token, paid);
    expect(settled.json().error.code).toBe(ErrorCode.invoiceNotDeclinable);
  });

  it('lists the player’s invoices, newest first, paged and filtered', async () => {
    const { token, accountId } = await playerWith('pay-list@example.com', 'EUR');
    const ids: string[] = [];
    for (const amount of [10, 20, 30])
      ids.push((await deposit(token, cardDeposit(accountId, amount))).json().data.invoiceId);
    await sendWebhook(webhookBody(ids[0]!, { amount: '10', transactionId: `tx-${ids[0]}` }));

    const all = await invoices(token);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((invoice: { id: string }) => invoice.id)).toEqual([...ids].reverse());
    expect(all.json().meta).toEqual({ page: 1, perPage: 20, totalPages: 1, totalRows: 3 });
    expect(all.json().data[2]).toEqual({
      id: ids[0],
      playerId: expect.any(String),
      number: expect.any(Number),
      invoiceType: InvoiceType.deposit,
      status: InvoiceStatus.success,
      paymentMethod: 'sandbox_card',
      amount: 10,
      currency: 'EUR',
      createdAt: expect.any(String),
      cancelledByPlayer: false,
      publicData: {
        qr: null,
        qrImage: null,
        url: expect.stringMatching(/^\/api\/payment\/sandbox\/pay\//),
        address: null,
        tag: null,
        action: expect.stringMatching(/^\/api\/payment\/sandbox\/pay\//),
        destination: null,
      },
    });

    const page2 = (await invoices(token, '?perPage=2&page=2')).json();
    expect(page2.data.map((invoice: { id: string }) => invoice.id)).toEqual([ids[0]]);
    expect(page2.meta).toMatchObject({ totalPages: 2, totalRows: 3 });
    const pending = (
      await invoices(token, `?status=${InvoiceStatus.pending}&type=${InvoiceType.deposit}`)
    ).json();
    expect(pending.data).toHaveLength(2);
    // The client's bracket arrays, the currency and a date range.
    const both = `?status[]=${InvoiceStatus.pending}&status[]=${InvoiceStatus.success}&type[]=${InvoiceType.deposit}`;
    expect((await invoices(token, both)).json().data).toHaveLength(3);
    expect((await invoices(token, '?currency[]=EUR&currency[]=USD')).json().data).toHaveLength(3);
    expect((await invoices(token, '?currency=USD')).json().data).toEqual([]);
    const since = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    expect((await invoices(token, `?dateFrom=${since}`)).json().data).toHaveLength(3);
    expect((await invoices(token, `?dateTo=${since}`)).json().data).toEqual([]);
    expect((await invoices(token, '?dateFrom=yesterday')).statusCode).toBe(422);
    expect((await invoices(token, `?type=${InvoiceType.withdrawal}`)).json().data).toEqual([]);
    expect((await invoices(token, '?status=9')).statusCode).toBe(422);

    const stranger = await playerWith('pay-list-stranger@example.com', 'EUR');
    expect((await invoices(stranger.token)).json().data).toEqual([]);
    expect((await call(t, { method: 'GET', url: '/api/payment/invoices' })).statusCode).toBe(401);
  });
});
