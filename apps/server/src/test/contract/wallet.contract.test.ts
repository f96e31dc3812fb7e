import { playerChannel } from '@casino/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerByEmail } from '../../domains/identity/test-helpers.ts';
import { confirmDepositByWebhook } from '../../domains/payments/test-helpers.ts';
import { creditDeposit } from '../../domains/wallet/postings.ts';
import { clientFactory, listenForClients, nextEvent } from '../../realtime/test-clients.ts';
import { testDrivers } from '../databases.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { expectError, expectReads, type SkeletonClient, skeletonClient } from './skeleton-client.ts';

/*
 * Client contract sections 4 (wallet), 5 (payment), 10 (risk) and the wallet and payment channels of
 * section 13, called the way the product's client calls them. Every schema below is written from the
 * contract's text, not imported from our contracts package.
 */

const WEBHOOK_SECRET = 'wallet-contract-webhook-secret-of-32-chars';

const account = z.object({
  id: z.string(),
  currency: z.string(),
  status: z.number(),
  balance: z.number(),
  realBalance: z.number(),
  bonusBalance: z.number(),
  lockedBalance: z.number(),
  withdrawalBalance: z.number(),
});
const accounts = z.object({ data: z.array(account) });

const fieldOption = z.object({
  id: z.string(),
  name: z.string(),
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  regexp: z.string().nullable(),
});
const methodField = z.object({
  key: z.string(),
  fieldType: z.string(),
  regexp: z.string().nullable(),
  labels: z.record(z.string(), z.string()),
  hints: z.record(z.string(), z.string()),
  isRequired: z.boolean(),
  position: z.number(),
  value: z.string().nullable(),
  options: z.array(fieldOption).optional(),
});
const methods = z.object({
  data: z.array(
    z.object({
      method: z.string(),
      type: z.enum(['form', 'address']),
      processingType: z.enum(['form', 'iframe', 'qr', 'message', 'asyncRedirect']),
      amountMin: z.number(),
      amountMax: z.number(),
      logo: z.string(),
      presets: z.array(z.object({ amount: z.number(), default: z.boolean() })),
      fields: z.array(methodField),
    }),
  ),
});

const depositAnswer = z.object({
  data: z.object({
    invoiceId: z.string(),
    action: z.string().nullable(),
    fields: z.record(z.string(), z.string()),
    method: z.string(),
    type: z.string(),
    qr: z.string().nullable().optional(),
  }),
});
const cryptoDepositAnswer = z.object({
  data: z.object({ invoiceId: z.string(), address: z.string(), tag: z.string().nullable() }),
});
const withdrawAnswer = z.object({
  data: z.object({
    invoiceId: z.string(),
    action: z.string().nullable().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

const invoice = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.number(),
  invoiceType: z.number(),
  paymentMethod: z.string(),
  createdAt: z.string(),
  publicData: z.record(z.string(), z.unknown()).nullable(),
});
const invoicesPage = z.object({
  data: z.array(invoice),
  meta: z.object({ page: z.number(), perPage: z.number(), totalPages: z.number(), totalRows: z.number() }),
});
const statistics = z.object({
  data: z.array(
    z.object({
      currency: z.string(),
      depositsSumBaseCurrency: z.number().nullable(),
      depositsCount: z.number(),
      depositsSum: z.number().nullable(),
      withdrawalsSum: z.number().nullable(),
      lastDepositAmount: z.number().nullable(),
      lastWithdrawalAmount: z.number().nullable(),
    }),
  ),
});
const turnover = z.object({
  data: z.object({
    total: z.number(),
    turnOverWager: z.number(),
    turnOverWagerAmount: z.number(),
    currency: z.string(),
  }),
});

const accountPush = z.object({ event: z.literal('account.balance.updated'), account });
const invoicePush = z.object({
  event: z.enum(['invoice.deposit.updated', 'invoice.withdrawal.updated']),
  invoice: z.object({
    id: z.string(),
    playerId: z.string(),
    amount: z.number(),
    currency: z.string(),
    paymentMethod: z.string(),
    status: z.number(),
    createdAt: z.string(),
    number: z.number().nullable(),
    publicData: z.object({ qr: z.string().nullable(), url: z.string().nullable() }).nullable(),
  }),
});

type Publication = { channel: string; data: unknown };

describe.each(testDrivers)('client contract: wallet, payment and risk on %s', (driver) => {
  let t: TestApp;
  let url: string;
  const sockets = clientFactory();
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, { PSP_WEBHOOK_SECRET: WEBHOOK_SECRET, EVENTS_POLL_MS: '100' });
    url = await listenForClients(t.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => t?.close());

  /** A signed-in client of a new player whose registration currency is EUR. */
  async function signedIn() {
    const login = await registerByEmail(t, `wallet-contract-${driver}-${counter++}@example.com`, {
      currency: 'EUR',
    });
    const client = skeletonClient(t);
    client.useToken(login.accessToken);
    return { client, playerId: login.profile.id as string, token: login.accessToken as string };
  }

  const activeOf = (list: z.infer<typeof account>[]) => list.filter((item) => item.status === 1);

  async function accountIn(client: SkeletonClient, currency: string) {
    const list = expectReads(await client.get('/api/wallet/accounts'), 200, accounts).data;
    const found = list.find((item) => item.currency === currency);
    if (found) return found;
    const added = expectReads(
      await client.post('/api/wallet/accounts', { body: { currency } }),
      201,
      accounts,
    );
    return added.data.find((item) => item.currency === currency)!;
  }

  const cardDeposit = (accountId: string, amount: number) => ({
    method: 'sandbox_card',
    currency: 'EUR',
    country: 'DE',
    amount,
    accountId,
    // The client sends absolute links of its own origin.
    redirectSuccessUrl: new URL('/?deposit=success', t.app.env.PUBLIC_URL).href,
    redirectErrorUrl: new URL('/?deposit=error', t.app.env.PUBLIC_URL).href,
    redirectUrl: new URL('/', t.app.env.PUBLIC_URL).href,
    isBonusDecline: false,
    fields: {},
  });

  /** The sandbox PSP's signed webhook: the deposit succeeds. */
  const settle = (invoiceId: string, amount: number) =>
    confirmDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId, amount });

  it('§4 lists, adds, switches and hides accounts; only the active one has status 1', async () => {
    const { client } = await signedIn();
    const first = expectReads(await client.get('/api/wallet/accounts'), 200, accounts).data;
    expect(first).toEqual([expect.objectContaining({ currency: 'EUR', status: 1 })]);

    const added = expectReads(
      await client.post('/api/wallet/accounts', { body: { currency: 'USD' } }),
      201,
      accounts,
    );
    expect(added.data.map((item) => item.currency)).toEqual(['EUR', 'USD']);
    expect(activeOf(added.data).map((item) => item.currency)).toEqual(['USD']);
    const eur = added.data.find((item) => item.currency === 'EUR')!;
    const usd = added.data.find((item) => item.currency === 'USD')!;
    expect(eur.status).not.toBe(1);

    const switched = expectReads(await client.put(`/api/wallet/accounts/${eur.id}/switch`), 200, accounts);
    expect(activeOf(switched.data).map((item) => item.id)).toEqual([eur.id]);
    expect(switched.data).toHaveLength(2);

    const hidden = expectReads(await client.put(`/api/wallet/accounts/${usd.id}/hide`), 200, accounts);
    expect(hidden.data.map((item) => item.id)).toEqual([eur.id]);
    expect(activeOf(hidden.data)).toHaveLength(1);

    expectError(await client.get('/api/wallet/accounts', { token: null }), 401);
  });

  it('§4 shows cash, bonus and reserved money as real, bonus and locked balances', async () => {
    const { client } = await signedIn();
    const eur = await accountIn(client, 'EUR');
    await creditDeposit(t.database.db, {
      walletAccountId: eur.id,
      currency: 'EUR',
      amount: 5000n,
      idempotencyKey: `contract-fund-${eur.id}`,
    });
    const withdrawn = await client.post('/api/payment/invoices/withdrawal', {
      body: {
        method: 'sandbox_card',
        currency: 'EUR',
        country: 'DE',
        amount: 20,
        accountId: eur.id,
        fields: {},
      },
    });
    expectReads(withdrawn, 201, withdrawAnswer);
    const [after] = expectReads(await client.get('/api/wallet/accounts'), 200, accounts).data;
    expect(after).toMatchObject({ balance: 30, realBalance: 30, bonusBalance: 0, lockedBalance: 20 });
  });

  it('§5 lists deposit and withdrawal methods with their fields; crypto has a crypto_network field', async () => {
    const { client } = await signedIn();
    const deposit = expectReads(
      await client.get('/api/payment/methods/deposit', { query: { currency: 'EUR', country: 'DE' } }),
      200,
      methods,
    ).data;
    expect(deposit.length).toBeGreaterThan(0);
    const withdrawal = expectReads(
      await client.get('/api/payment/methods/withdrawal', { query: { currency: 'EUR', country: 'DE' } }),
      200,
      methods,
    ).data;
    expect(withdrawal.length).toBeGreaterThan(0);

    const usdt = expectReads(
      await client.get('/api/payment/methods/deposit', { query: { currency: 'USDT' } }),
      200,
      methods,
    ).data;
    const crypto = usdt.find((method) => method.type === 'address')!;
    const network = crypto.fields.find((field) => field.key === 'crypto_network')!;
    expect(network.options?.length).toBeGreaterThan(0);
    for (const option of network.options ?? []) expect(typeof option.regexp).toBe('string');
  });

  it('§5 answers a QR deposit with the text to encode in qr, never an image; the invoice row and push carry the same text', async () => {
    const { client } = await signedIn();
    const brl = await accountIn(client, 'BRL');
    const pix = expectReads(
      await client.post('/api/payment/invoices/deposit', {
        body: {
          method: 'sandbox_pix',
          currency: 'BRL',
          country: 'BR',
          amount: 100,
          accountId: brl.id,
          isBonusDecline: false,
          fields: { cpf_number: '529.982.247-25' },
        },
      }),
      201,
      depositAnswer,
    ).data;
    // QRCode.toCanvas(canvas, qr) encodes the string itself: a data URL would draw a code of the URL.
    expect(pix.qr).toEqual(expect.any(String));
    expect(pix.qr).not.toMatch(/^data:/);
    const rows = expectReads(
      await client.get('/api/payment/invoices', { query: { page: 1, perPage: 10 } }),
      200,
      invoicesPage,
    ).data;
    expect(rows.find((row) => row.id === pix.invoiceId)?.publicData?.qr).toBe(pix.qr);
  });

  it('§5 gives every withdrawal option its own amount bounds (minAmount, maxAmount)', async () => {
    const { client } = await signedIn();
    for (const currency of ['EUR', 'USD', 'USDT', 'BTC']) {
      const list = expectReads(
        await client.get('/api/payment/methods/withdrawal', { query: { currency, country: 'DE' } }),
        200,
        methods,
      ).data;
      const options = list.flatMap((method) => method.fields.flatMap((field) => field.options ?? []));
      expect(options.length, currency).toBeGreaterThan(0);
      for (const option of options) {
        expect(option.minAmount, `${currency} ${option.id}`).toEqual(expect.any(Number));
        expect(option.maxAmount, `${currency} ${option.id}`).toBeGreaterThan(option.minAmount!);
      }
    }
  });

  it('§5 deposits by form and by crypto address, lists, declines and sums invoices', async () => {
    const { client } = await signedIn();
    const eur = await accountIn(client, 'EUR');
    const card = expectReads(
      await client.post('/api/payment/invoices/deposit', { body: cardDeposit(eur.id, 50) }),
      201,
      depositAnswer,
    ).data;
    expect(card).toMatchObject({ method: 'sandbox_card', type: 'form' });
    expect(card.action).toEqual(expect.any(String));
    await settle(card.invoiceId, 50);

    const usdt = await accountIn(client, 'USDT');
    const address = expectReads(
      await client.post('/api/payment/invoices/deposit', {
        body: {
          method: 'sandbox_crypto',
          currency: 'USDT',
          amount: 25,
          accountId: usdt.id,
          isBonusDecline: false,
          fields: { crypto_network: 'TRC20' },
        },
      }),
      201,
      cryptoDepositAnswer,
    ).data;
    expect(address.address.length).toBeGreaterThan(0);

    const pending = expectReads(
      await client.post('/api/payment/invoices/deposit', { body: cardDeposit(eur.id, 30) }),
      201,
      depositAnswer,
    ).data;
    const declined = expectReads(
      await client.put(`/api/payment/invoices/${pending.invoiceId}/decline`),
      200,
      z.object({ data: invoice }),
    ).data;
    expect(declined).toMatchObject({ id: pending.invoiceId, status: 3, invoiceType: 1 });

    const page = expectReads(
      await client.get('/api/payment/invoices', {
        query: { page: 1, perPage: 10, type: [1], status: [2, 3], currency: ['EUR'] },
      }),
      200,
      invoicesPage,
    );
    expect(page.data.map((item) => item.id)).toEqual([pending.invoiceId, card.invoiceId]);
    expect(page.meta).toEqual({ page: 1, perPage: 10, totalPages: 1, totalRows: 2 });
    const ranged = await client.get('/api/payment/invoices', {
      query: {
        page: 1,
        perPage: 10,
        dateFrom: new Date(Date.now() - 60_000).toISOString(),
        dateTo: new Date().toISOString(),
      },
    });
    expect(expectReads(ranged, 200, invoicesPage).meta.totalRows).toBe(3);

    const sums = expectReads(await client.get('/api/payment/invoices/statistics'), 200, statistics).data;
    const inEur = sums.find((entry) => entry.currency === 'EUR')!;
    expect(inEur).toMatchObject({
      depositsCount: 1,
      depositsSum: 50,
      depositsSumBaseCurrency: 50,
      lastDepositAmount: 50,
    });
    expect(sums.map((entry) => entry.currency).sort()).toEqual(['EUR', 'USDT']);
  });

  it('§5 withdraws, answering the invoice id, and puts a refused amount on its field (422)', async () => {
    const { client } = await signedIn();
    const eur = await accountIn(client, 'EUR');
    await creditDeposit(t.database.db, {
      walletAccountId: eur.id,
      currency: 'EUR',
      amount: 10_000n,
      idempotencyKey: `contract-withdraw-${eur.id}`,
    });
    const body = {
      method: 'sandbox_card',
      currency: 'EUR',
      country: 'DE',
      amount: 40,
      accountId: eur.id,
      fields: {},
    };
    const made = expectReads(
      await client.post('/api/payment/invoices/withdrawal', { body }),
      201,
      withdrawAnswer,
    );
    expect(made.data.invoiceId).toEqual(expect.any(String));
    const refused = expectError(
      await client.post('/api/payment/invoices/withdrawal', { body: { ...body, amount: 5000 } }),
      422,
    );
    expect(refused.fields?.amount?.[0]).toEqual(expect.any(String));
  });

  it('§10 answers the turnover wager of the currency', async () => {
    const { client } = await signedIn();
    const none = expectReads(
      await client.get('/api/risk/reasons/turn-over-wager', { query: { currency: 'EUR' } }),
      200,
      turnover,
    ).data;
    expect(none).toEqual({ total: 0, turnOverWager: 0, turnOverWagerAmount: 0, currency: 'EUR' });
    const eur = await accountIn(client, 'EUR');
    const card = expectReads(
      await client.post('/api/payment/invoices/deposit', { body: cardDeposit(eur.id, 40) }),
      201,
      depositAnswer,
    ).data;
    await settle(card.invoiceId, 40);
    const open = expectReads(
      await client.get('/api/risk/reasons/turn-over-wager', { query: { currency: 'EUR' } }),
      200,
      turnover,
    ).data;
    // turnOverWagerAmount is what is left: the client computes placed = total - turnOverWagerAmount.
    expect(open).toMatchObject({ total: 40, turnOverWager: 0, turnOverWagerAmount: 40, currency: 'EUR' });
  });

  it('§13 pushes account.balance.updated and invoice.*.updated with the recorded payloads', async () => {
    const { client, playerId, token } = await signedIn();
    const eur = await accountIn(client, 'EUR');
    const socket = sockets.open(url, { getToken: async () => token });
    const wallet = socket.newSubscription(playerChannel('wallet:accounts', playerId));
    const payments = socket.newSubscription(playerChannel('payment:invoices', playerId));
    const subscribed = Promise.all([nextEvent(wallet, 'subscribed'), nextEvent(payments, 'subscribed')]);
    wallet.subscribe();
    payments.subscribe();
    socket.connect();
    await subscribed;

    const credited = nextEvent<Publication>(
      wallet,
      'publication',
      (context) =>
        accountPush.safeParse(context.data).success &&
        (context.data as { account: { balance: number } }).account.balance === 60,
    );
    const depositEvent = (status: number) =>
      nextEvent<Publication>(payments, 'publication', (context) => {
        const parsed = invoicePush.safeParse(context.data);
        return (
          parsed.success &&
          parsed.data.event === 'invoice.deposit.updated' &&
          parsed.data.invoice.status === status
        );
      });
    const pendingPush = depositEvent(1);
    const successPush = depositEvent(2);
    const card = expectReads(
      await client.post('/api/payment/invoices/deposit', { body: cardDeposit(eur.id, 60) }),
      201,
      depositAnswer,
    ).data;
    const pending = invoicePush.parse((await pendingPush).data);
    expect(pending.invoice).toMatchObject({
      id: card.invoiceId,
      playerId,
      amount: 60,
      currency: 'EUR',
      paymentMethod: 'sandbox_card',
    });
    await settle(card.invoiceId, 60);
    expect(invoicePush.parse((await successPush).data).invoice.id).toBe(card.invoiceId);
    const pushed = accountPush.parse((await credited).data);
    expect(pushed.account).toMatchObject({
      id: eur.id,
      status: 1,
      balance: 60,
      realBalance: 60,
      lockedBalance: 0,
    });

    // A hidden account is pushed with its own status, neither 1 nor 2.
    const usd = await accountIn(client, 'USD');
    await client.put(`/api/wallet/accounts/${eur.id}/switch`);
    const hiddenPush = nextEvent<Publication>(wallet, 'publication', (context) => {
      const parsed = accountPush.safeParse(context.data);
      const status = parsed.success && parsed.data.account.id === usd.id ? parsed.data.account.status : 1;
      return status !== 1 && status !== 2;
    });
    await client.put(`/api/wallet/accounts/${usd.id}/hide`);
    expect(accountPush.parse((await hiddenPush).data).account.status).toBe(3);

    const withdrawalPush = nextEvent<Publication>(
      payments,
      'publication',
      (context) =>
        invoicePush.safeParse(context.data).success &&
        (context.data as { event: string }).event === 'invoice.withdrawal.updated',
    );
    await creditDeposit(t.database.db, {
      walletAccountId: usd.id,
      currency: 'USD',
      amount: 5000n,
      idempotencyKey: `contract-push-${usd.id}`,
    });
    await client.put(`/api/wallet/accounts/${usd.id}/switch`);
    const made = expectReads(
      await client.post('/api/payment/invoices/withdrawal', {
        body: { method: 'sandbox_card', currency: 'USD', amount: 10, accountId: usd.id, fields: {} },
      }),
      201,
      withdrawAnswer,
    );
    expect(invoicePush.parse((await withdrawalPush).data).invoice).toMatchObject({
      id: made.data.invoiceId,
      status: 1,
      amount: 10,
      currency: 'USD',
    });
  });
});
