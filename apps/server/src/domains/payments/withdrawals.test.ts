import { ErrorCode, InvoiceStatus, InvoiceType, type PaymentMethod } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { placeBet, requireGameSession } from '../game-wallet/service.ts';
import { openGameSession } from '../game-wallet/sessions.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { TURNOVER_MULTIPLIER_KEY } from '../risk/turnover.ts';
import { siteSettings } from '../settings/tables.ts';
import { checkLedger, playerLedgerAccounts } from '../wallet/ledger.ts';
import { creditDeposit, debitBet } from '../wallet/postings.ts';
import { ledgerAccounts } from '../wallet/tables.ts';
import { listPendingWithdrawals, resolveInvoiceId } from './operator.ts';
import { decideWithdrawal } from './settlement.ts';
import { confirmDepositByWebhook } from './test-helpers.ts';

const WEBHOOK_SECRET = 'withdrawals-test-webhook-secret-of-32-chars';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

type Account = { id: string; currency: string; balance: number; withdrawalBalance: number };

describe.each(testDrivers)('payments: withdrawals, turnover wager and statistics on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { PSP_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });
  afterAll(() => t.close());

  const get = (token: string | undefined, url: string) => call(t, { method: 'GET', url, token });
  const post = (token: string | undefined, url: string, payload: Record<string, unknown>) =>
    call(t, { method: 'POST', url, token, payload });
  const withdraw = (token: string, payload: Record<string, unknown>) =>
    post(token, '/api/payment/invoices/withdrawal', payload);
  const accountsOf = async (token: string): Promise<Account[]> =>
    (await get(token, '/api/wallet/accounts')).json().data;
  const accountIn = async (token: string, currency: string) =>
    (await accountsOf(token)).find((account) => account.currency === currency)!;

  /** A bet of the studio through the seamless wallet (it counts towards the turnover wager); EUR as text. */
  async function betAndWager(playerId: string, amount: string, transactionId: string) {
    const { db } = t.database;
    const opened = await openGameSession(db, {
      playerId,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'withdrawal-test-game',
    });
    const session = await requireGameSession(db, STUDIO_PROVIDER_ID, opened.token, { live: true });
    const input = {
      sessionToken: opened.token,
      transactionId,
      roundId: transactionId,
      amount,
      currency: 'EUR',
    };
    await placeBet(db, session, input);
  }

  /** With no open wager the call answers zeros. */
  const noWager = { total: 0, turnOverWager: 0, turnOverWagerAmount: 0, currency: 'EUR' };

  async function playerWith(email: string, currency: string) {
    const { accessToken: token, profile } = await registerByEmail(t, email, { currency: 'EUR' });
    if (currency !== 'EUR') await post(token, '/api/wallet/accounts', { currency });
    return { token, playerId: profile.id as string, accountId: (await accountIn(token, currency)).id };
  }

  /** A card deposit confirmed by the sandbox's signed webhook: it opens a turnover wager. */
  async function depositByCard(token: string, accountId: string, amount: number, currency = 'EUR') {
    const created = await post(token, '/api/payment/invoices/deposit', {
      method: 'sandbox_card',
      currency,
      amount,
      accountId,
      fields: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoiceId: string = created.json().data.invoiceId;
    await confirmDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId, amount, currency });
  }

  /** Cash straight from the ledger, without a turnover wager (as a settled win would be). */
  const fund = (accountId: string, currency: string, minor: bigint, key: string) =>
    creditDeposit(t.database.db, {
      walletAccountId: accountId,
      currency,
      amount: minor,
      idempotencyKey: key,
    });

  const cashOf = async (accountId: string) => {
    const parts = await playerLedgerAccounts(t.database.db, accountId);
    const rows = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.walletAccountId, accountId));
    const byId = new Map(rows.map((row) => [row.id, row.balance]));
    return { cash: byId.get(parts.cash)!, reserved: byId.get(parts.reserved)! };
  };

  it('lists payout methods with the special fields of every kind', async () => {
    const { token } = await playerWith('wd-methods@example.com', 'EUR');
    expect((await get(undefined, '/api/payment/methods/withdrawal?currency=EUR')).statusCode).toBe(401);
    const eur: PaymentMethod[] = (await get(token, '/api/payment/methods/withdrawal?currency=EUR')).json()
      .data;
    expect(eur.map((method) => method.method)).toEqual([
      'sandbox_card',
      'sandbox_bank',
      'sandbox_crypto_payout',
    ]);
    const payout = eur[2]!;
    expect(payout.fields.map((field) => field.key)).toEqual(['currencyWithdraw', 'wallet_id']);
    expect(payout.fields[0]!.options.map((option) => option.id)).toEqual(['BTC', 'ETH', 'USDT_TRC20']);
    expect(payout.fields[0]!.options[0]!.regexp).toEqual(expect.any(String));

    const xrp: PaymentMethod[] = (await get(token, '/api/payment/methods/withdrawal?currency=XRP')).json()
      .data;
    expect(xrp[0]).toMatchObject({ method: 'sandbox_crypto', type: 'address', processingType: 'form' });
    expect(xrp[0]!.fields.map((field) => field.key)).toEqual(['crypto_network', 'wallet_id', 'tag']);

    const inr: PaymentMethod[] = (await get(token, '/api/payment/methods/withdrawal?currency=INR')).json()
      .data;
    const mobile = inr.find((method) => method.method === 'sandbox_mobile_money')!;
    expect(mobile.fields.find((field) => field.key === 'agentNumber')).toMatchObject({
      value: '+918000012345',
      isRequired: false,
    });
    const deposits: PaymentMethod[] = (await get(token, '/api/payment/methods/deposit?currency=INR')).json()
      .data;
    expect(deposits.find((method) => method.method === 'sandbox_mobile_money')?.processingType).toBe(
      'message',
    );
  });

  it('keeps a deposit in until its turnover is wagered, then reserves, pays out and releases through the ledger', async () => {
    const { token, accountId, playerId } = await playerWith('wd-flow@example.com', 'EUR');
    await depositByCard(token, accountId, 100);
    expect(await accountIn(token, 'EUR')).toMatchObject({ balance: 100, withdrawalBalance: 0 });
    const wager = await get(token, '/api/risk/reasons/turn-over-wager?currency=EUR');
    expect(wager.json().data).toEqual({
      total: 100,
      turnOverWager: 0,
      turnOverWagerAmount: 100,
      currency: 'EUR',
    });

    const card = { method: 'sandbox_card', currency: 'EUR', amount: 20, accountId, fields: {} };
    const blocked = await withdraw(token, card);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().error.code).toBe(ErrorCode.turnoverWagerOpen);

    await betAndWager(playerId, '40', 'wd-flow-bet-1');
    expect((await get(token, '/api/risk/reasons/turn-over-wager?currency=EUR')).json().data).toMatchObject({
      turnOverWager: 40,
      turnOverWagerAmount: 60,
    });
    await betAndWager(playerId, '60', 'wd-flow-bet-2');
    expect((await get(token, '/api/risk/reasons/turn-over-wager?currency=EUR')).json().data).toEqual(noWager);
    await fund(accountId, 'EUR', 10_000n, 'wd-flow-win');
    expect(await accountIn(token, 'EUR')).toMatchObject({ balance: 100, withdrawalBalance: 100 });

    const first = await withdraw(token, card);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      invoiceId: first.json().data.invoice.id,
      action: null,
      fields: {},
      method: 'sandbox_card',
      invoice: {
        invoiceType: InvoiceType.withdrawal,
        status: InvoiceStatus.pending,
        paymentMethod: 'sandbox_card',
        amount: 20,
        currency: 'EUR',
        publicData: { destination: 'Card used for deposits' },
      },
    });
    expect(await accountIn(token, 'EUR')).toMatchObject({
      balance: 80,
      realBalance: 80,
      lockedBalance: 20,
      withdrawalBalance: 80,
    });
    expect(await cashOf(accountId)).toEqual({ cash: 8000n, reserved: 2000n });

    // The player cancels: the reserve goes back to cash.
    const declined = await call(t, {
      method: 'PUT',
      url: `/api/payment/invoices/${first.json().data.invoiceId}/decline`,
      token,
    });
    expect(declined.json().data.status).toBe(InvoiceStatus.error);
    expect(await cashOf(accountId)).toEqual({ cash: 10_000n, reserved: 0n });

    // The operator approves one and rejects another.
    const paid = (await withdraw(token, { ...card, amount: 30 })).json().data.invoice;
    const rejected = (await withdraw(token, { ...card, amount: 25 })).json().data.invoice;
    const pending = (await listPendingWithdrawals(t.database.db)).filter(
      (item) => item.player === 'wd-flow@example.com',
    );
    expect(pending.map((item) => item.amount)).toEqual(['30', '25']);
    expect(await resolveInvoiceId(t.database.db, String(paid.number))).toBe(paid.id);
    await decideWithdrawal(t.database.db, paid.id, { approve: true });
    await decideWithdrawal(t.database.db, rejected.id, { approve: false, reason: 'name does not match' });
    await expect(decideWithdrawal(t.database.db, paid.id, { approve: false })).rejects.toMatchObject({
      code: ErrorCode.invoiceNotDeclinable,
    });
    expect(await cashOf(accountId)).toEqual({ cash: 7000n, reserved: 0n });
    expect(await accountIn(token, 'EUR')).toMatchObject({ balance: 70, withdrawalBalance: 70 });

    const statistics = (await get(token, '/api/payment/invoices/statistics')).json().data;
    expect(statistics).toEqual([
      {
        currency: 'EUR',
        depositsCount: 1,
        withdrawalsCount: 1,
        depositsSum: 100,
        withdrawalsSum: 30,
        depositsSumBaseCurrency: 100,
        withdrawalsSumBaseCurrency: 30,
        lastDepositAmount: 100,
        lastWithdrawalAmount: 30,
        lastDepositAmountBaseCurrency: 100,
        lastWithdrawalAmountBaseCurrency: 30,
        lastDepositProcessedAt: expect.any(String),
        lastWithdrawalProcessedAt: expect.any(String),
        pendingWithdrawalsCount: 0,
        pendingWithdrawalsSum: 0,
      },
    ]);
    const history = (await get(token, '/api/payment/invoices?type=2')).json();
    expect(history.data.map((invoice: { status: number }) => invoice.status)).toEqual([
      InvoiceStatus.error,
      InvoiceStatus.success,
      InvoiceStatus.error,
    ]);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('applies the operator’s turnover multiplier: 1.5 times the deposit, or none at 0', async () => {
    const setMultiplier = (value: number) =>
      t.database.db.update(siteSettings).set({ value }).where(eq(siteSettings.key, TURNOVER_MULTIPLIER_KEY));
    try {
      await setMultiplier(1.5);
      const high = await playerWith('wd-multiplier-high@example.com', 'EUR');
      await depositByCard(high.token, high.accountId, 50);
      await depositByCard(high.token, high.accountId, 20);
      const wager = (await get(high.token, '/api/risk/reasons/turn-over-wager?currency=EUR')).json().data;
      expect(wager).toMatchObject({ total: 105, turnOverWagerAmount: 105 });

      await setMultiplier(0);
      const none = await playerWith('wd-multiplier-none@example.com', 'EUR');
      await depositByCard(none.token, none.accountId, 50);
      expect((await get(none.token, '/api/risk/reasons/turn-over-wager?currency=EUR')).json().data).toEqual(
        noWager,
      );
      expect(await accountIn(none.token, 'EUR')).toMatchObject({ balance: 50, withdrawalBalance: 50 });
    } finally {
      await setMultiplier(1);
    }
  });

  it('refuses withdrawals out of range, above the balance, to a wrong address or from a foreign account', async () => {
    const { token, accountId } = await playerWith('wd-refusals@example.com', 'EUR');
    await fund(accountId, 'EUR', 5_000n, 'wd-refusals-fund');
    const card = { method: 'sandbox_card', currency: 'EUR', amount: 20, accountId, fields: {} };

    const below = await withdraw(token, { ...card, amount: 9 });
    expect(below.json().error).toMatchObject({
      code: ErrorCode.amountBelowMinimum,
      fields: { amount: [expect.any(String)] },
    });
    const above = await withdraw(token, { ...card, amount: 51 });
    expect(above.statusCode).toBe(422);
    expect(above.json().error).toMatchObject({
      code: ErrorCode.withdrawalAboveBalance,
      fields: { amount: ['Must be at most your withdrawable balance of 50.'] },
    });

    const payout = (fields: Record<string, string>) =>
      withdraw(token, { ...card, method: 'sandbox_crypto_payout', fields });
    const wrongNetwork = await payout({ currencyWithdraw: 'USDT_TRC20', wallet_id: BTC_ADDRESS });
    expect(wrongNetwork.statusCode).toBe(422);
    expect(wrongNetwork.json().error.fields).toEqual({ 'fields.wallet_id': ['The format is not valid.'] });
    const noWallet = await payout({ currencyWithdraw: 'BTC' });
    expect(noWallet.json().error.fields).toEqual({ 'fields.wallet_id': ['This field is required.'] });
    const rightNetwork = await payout({ currencyWithdraw: 'USDT_TRC20', wallet_id: TRON_ADDRESS });
    expect(rightNetwork.statusCode, rightNetwork.body).toBe(201);
    expect(rightNetwork.json().data.invoice.publicData.destination).toBe('USDT_TRC20 TJRabP…RTv8');

    const iban = await withdraw(token, { ...card, method: 'sandbox_bank', fields: { iban: 'not an iban' } });
    expect(iban.json().error.fields).toEqual({ 'fields.iban': ['The format is not valid.'] });

    const stranger = await playerWith('wd-stranger@example.com', 'EUR');
    const foreign = await withdraw(stranger.token, card);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe(ErrorCode.accountNotFound);
    expect((await withdraw(token, { ...card, method: 'sandbox_pix' })).json().error.code).toBe(
      ErrorCode.paymentMethodUnavailable,
    );
    expect(
      (await call(t, { method: 'POST', url: '/api/payment/invoices/withdrawal', payload: card })).statusCode,
    ).toBe(401);
    // Nothing refused moved money: 50 - 20 (the one accepted) = 30 left in cash.
    expect(await cashOf(accountId)).toEqual({ cash: 3000n, reserved: 2000n });
  });

  it('checks crypto payouts against the network: its limits, its address pattern and the XRP tag', async () => {
    const xrp = await playerWith('wd-xrp@example.com', 'XRP');
    await fund(xrp.accountId, 'XRP', 500_000_000n, 'wd-xrp-fund');
    const request = (amount: number, fields: Record<string, string>) =>
      withdraw(xrp.token, {
        method: 'sandbox_crypto',
        currency: 'XRP',
        amount,
        accountId: xrp.accountId,
        fields,
      });
    const belowNetworkMin = await request(5, { crypto_network: 'XRP', wallet_id: XRP_ADDRESS });
    expect(belowNetworkMin.json().error.code).toBe(ErrorCode.amountBelowMinimum);
    const badTag = await request(20, { crypto_network: 'XRP', wallet_id: XRP_ADDRESS, tag: 'abc' });
    expect(badTag.json().error.fields).toEqual({ 'fields.tag': ['The format is not valid.'] });
    const badAddress = await request(20, { crypto_network: 'XRP', wallet_id: BTC_ADDRESS });
    expect(badAddress.json().error.fields).toEqual({ 'fields.wallet_id': ['The format is not valid.'] });
    const good = await request(20, { crypto_network: 'XRP', wallet_id: XRP_ADDRESS, tag: '12345' });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().data.invoice.publicData.destination).toBe('XRP rHb9CJ…tyTh tag 12345');
  });

  it('gives crypto deposits a QR image and, for XRP, a destination tag; asyncRedirect sends its redirect later', async () => {
    const xrp = await playerWith('dep-xrp@example.com', 'XRP');
    const created = await post(xrp.token, '/api/payment/invoices/deposit', {
      method: 'sandbox_crypto',
      currency: 'XRP',
      amount: 25,
      accountId: xrp.accountId,
      fields: { crypto_network: 'XRP' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data.address).toMatch(/^r[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(data.tag).toMatch(/^\d+$/);
    expect(data.qr).toBe(`xrpl:${data.address}?amount=25&dt=${data.tag}`);
    const png = Buffer.from(data.qrImage.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(176);

    const eur = await playerWith('dep-async@example.com', 'EUR');
    const bank = await post(eur.token, '/api/payment/invoices/deposit', {
      method: 'sandbox_bank',
      currency: 'EUR',
      amount: 40,
      accountId: eur.accountId,
      fields: {},
    });
    expect(bank.json().data.action).toBeNull();
    const deadline = Date.now() + 5000;
    let action: string | null = null;
    while (!action && Date.now() < deadline) {
      const invoices = (await get(eur.token, '/api/payment/invoices')).json().data;
      action = invoices[0].publicData.url;
      if (!action) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(action).toMatch(/^\/api\/payment\/sandbox\/pay\/[0-9a-f-]{36}\?token=/);
  });

  it('200 concurrent withdrawals and bets against one balance never take it below zero, and the books balance', async () => {
    const { token, accountId } = await playerWith('wd-race@example.com', 'EUR');
    await fund(accountId, 'EUR', 100_000n, 'wd-race-fund'); // 1000 EUR, no turnover
    const tasks = Array.from({ length: 200 }, (_, index) =>
      index % 2 === 0
        ? withdraw(token, {
            method: 'sandbox_card',
            currency: 'EUR',
            amount: 10,
            accountId,
            fields: {},
          }).then((answer) => answer.statusCode === 201)
        : debitBet(t.database.db, {
            walletAccountId: accountId,
            currency: 'EUR',
            amount: 1000n,
            idempotencyKey: `wd-race-bet-${index}`,
          }).then(
            () => true,
            (error) => {
              expect(error.code).toBe(ErrorCode.insufficientFunds);
              return false;
            },
          ),
    );
    const accepted = (await Promise.all(tasks)).filter(Boolean).length;
    expect(accepted).toBe(100);
    expect(await cashOf(accountId)).toMatchObject({ cash: 0n });
    const check = await checkLedger(t.database.db);
    expect(check.negativePlayerBalances).toEqual([]);
    expect(check.ok).toBe(true);
  });
});
