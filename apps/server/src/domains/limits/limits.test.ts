import { ErrorCode, InvoiceType, LimitDefinition, LimitStatus } from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { openGameSession } from '../game-wallet/sessions.ts';
import { gameWalletCall } from '../game-wallet/test-helpers.ts';
import { players } from '../identity/tables.ts';
import { call, registerByEmail, signIn } from '../identity/test-helpers.ts';
import { enrolTwoFactor, fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { paymentInvoices } from '../payments/tables.ts';
import { confirmDepositByWebhook, declineDepositByWebhook } from '../payments/test-helpers.ts';
import { TURNOVER_MULTIPLIER_KEY } from '../risk/turnover.ts';
import { siteSettings } from '../settings/tables.ts';
import { checkLedger } from '../wallet/ledger.ts';
import { creditDeposit } from '../wallet/postings.ts';
import { ledgerTransactions } from '../wallet/tables.ts';
import { limitHistory } from './history.ts';
import { playerLimits } from './tables.ts';
import { windowOf } from './windows.ts';

const WALLET_SECRET = 'limits-test-studio-secret-of-32-characters';
const WEBHOOK_SECRET = 'limits-test-webhook-secret-of-32-characters';
const HOUR = 3_600_000;

describe.each(testDrivers)('limits: RTS 12 limits, self-exclusion and cooling-off on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, {
      STUDIO_WALLET_SECRET: WALLET_SECRET,
      PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    // Deposits need no wagering here: withdrawals are the one money action a self-excluded player keeps.
    await t.database.db
      .update(siteSettings)
      .set({ value: 0 })
      .where(eq(siteSettings.key, TURNOVER_MULTIPLIER_KEY));
  });
  afterAll(() => t.close());

  let count = 0;
  /** A new player with `euros` in cash (a ledger deposit) and a studio game session in EUR. */
  async function player(euros = 0) {
    const email = `limits-${driver}-${++count}@example.com`;
    const { accessToken: token, profile } = await registerByEmail(t, email, { currency: 'EUR' });
    const accounts = (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data as {
      id: string;
      currency: string;
    }[];
    const accountId = accounts.find((account) => account.currency === 'EUR')!.id;
    if (euros > 0)
      await creditDeposit(t.database.db, {
        walletAccountId: accountId,
        currency: 'EUR',
        amount: BigInt(euros * 100),
        idempotencyKey: `limits-fund-${driver}-${count}`,
      });
    const session = await openGameSession(t.database.db, {
      playerId: profile.id as string,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'dice',
    });
    return { email, token, playerId: profile.id as string, accountId, session: session.token };
  }

  type Player = Awaited<ReturnType<typeof player>>;
  const limits = (p: Player) => call(t, { method: 'GET', url: '/api/player/limits', token: p.token });
  const addLimit = (p: Player, payload: Record<string, unknown>) =>
    call(t, { method: 'POST', url: '/api/player/limits', token: p.token, payload });
  const editLimit = (p: Player, id: string, payload: Record<string, unknown>) =>
    call(t, { method: 'PUT', url: `/api/player/limits/${id}`, token: p.token, payload });
  const removeLimit = (p: Player, id: string) =>
    call(t, { method: 'DELETE', url: `/api/player/limits/${id}`, token: p.token, payload: {} });
  const limitOf = async (p: Player, id: string) =>
    ((await limits(p)).json().data as { id: string }[]).find((item) => item.id === id) as
      | Record<string, unknown>
      | undefined;

  let tx = 0;
  const bet = (p: Player, amount: string) =>
    gameWalletCall(t, WALLET_SECRET, 'bet', {
      sessionToken: p.session,
      transactionId: `limits-${driver}-tx-${++tx}`,
      roundId: `round-${tx}`,
      amount,
    });
  const lose = (p: Player, round: number) =>
    gameWalletCall(t, WALLET_SECRET, 'win', {
      sessionToken: p.session,
      transactionId: `limits-${driver}-tx-${++tx}`,
      roundId: `round-${round}`,
      amount: '0',
    });
  const balance = async (p: Player) =>
    (await gameWalletCall(t, WALLET_SECRET, 'balance', { sessionToken: p.session })).json().data.balance;
  const launch = (p: Player) =>
    call(t, {
      method: 'POST',
      url: '/api/game/games/dice/play',
      token: p.token,
      payload: { locale: 'en', platform: 2, demoMode: false, lobbyUrl: '/' },
    });
  const depositMethods = (p: Player) =>
    call(t, { method: 'GET', url: '/api/payment/methods/deposit?currency=EUR', token: p.token });
  const depositRequest = (p: Player, amount: number) => ({
    method: 'sandbox_card',
    currency: 'EUR',
    country: 'DE',
    amount,
    accountId: p.accountId,
    fields: {},
  });
  const deposit = (p: Player, amount: number) =>
    call(t, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token: p.token,
      payload: depositRequest(p, amount),
    });
  let address: string | undefined;
  async function depositOverHttp(p: Player, amount: number) {
    address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${address}/api/payment/invoices/deposit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(depositRequest(p, amount)),
    });
    const body = (await answer.json()) as { data: { invoiceId: string }; error: { code: number } };
    return { status: answer.status, body };
  }
  async function depositConfirmed(p: Player, amount: number) {
    const opened = await deposit(p, amount);
    expect(opened.statusCode, opened.body).toBe(201);
    await confirmDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId: opened.json().data.invoiceId, amount });
  }

  it('answers the contract shapes; amounts typed freely; 422 with fields for bad input', async () => {
    const p = await player();
    const created = await addLimit(p, { definition: 3, period: 'daily', amount: '12,5', currency: 'eur' });
    expect(created.statusCode, created.body).toBe(200);
    const limit = created.json().data;
    expect(limit).toEqual({
      id: expect.any(String),
      definition: LimitDefinition.deposit,
      status: LimitStatus.active,
      period: 'daily',
      amount: 12.5,
      currentAmount: 0,
      currency: 'EUR',
      startedAt: expect.any(String),
      expiredAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      cancelProcess: false,
      pendingExist: false,
      pendingAmount: null,
      pendingAt: null,
    });
    expect(new Date(limit.expiredAt).getTime() - new Date(limit.startedAt).getTime()).toBe(24 * HOUR);
    expect((await limits(p)).json().data).toEqual([limit]);

    const fields = async (payload: Record<string, unknown>) => {
      const response = await addLimit(p, payload);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().error.fields);
    };
    expect(await fields({ definition: 3, period: 'daily', amount: 10, currency: 'EUR' })).toEqual(['period']);
    expect(await fields({ definition: 1, period: 'hourly', amount: 10, currency: 'EUR' })).toEqual([
      'period',
    ]);
    expect(await fields({ definition: 9, period: 'daily', amount: 10, currency: 'EUR' })).toEqual([
      'definition',
    ]);
    expect(await fields({ definition: 1, period: 'daily', amount: 'ten', currency: 'EUR' })).toEqual([
      'amount',
    ]);
    expect(await fields({ definition: 1, period: 'daily', amount: '0.001', currency: 'EUR' })).toEqual([
      'amount',
    ]);
    expect(await fields({ definition: 1, period: 'daily', amount: -5, currency: 'EUR' })).toEqual(['amount']);
    expect(await fields({ definition: 1, period: 'daily', amount: 5, currency: 'XXX' })).toEqual([
      'currency',
    ]);
    expect(await fields({ definition: 1, period: 'daily', currency: 'EUR' })).toEqual(['amount']);
    expect(await fields({ definition: 4, period: '2-days' })).toEqual(['period']);
    expect((await limits(p)).json().data).toHaveLength(1);

    const other = await player();
    expect((await editLimit(other, limit.id, { amount: 1 })).statusCode).toBe(404);
    expect((await removeLimit(other, limit.id)).statusCode).toBe(404);
    expect((await editLimit(p, 'not-an-id', { amount: 1 })).statusCode).toBe(404);
  });

  it('refuses a deposit over the deposit limit (13100), counting gross deposits from the ledger', async () => {
    const p = await player();
    const limit = (await addLimit(p, { definition: 3, period: 'daily', amount: 50, currency: 'EUR' })).json()
      .data;
    await depositConfirmed(p, 30);
    expect((await limitOf(p, limit.id))?.currentAmount).toBe(30);

    const over = await deposit(p, 25);
    expect(over.statusCode).toBe(403);
    expect(over.json().error.code).toBe(ErrorCode.depositLimitReached);
    expect((await depositMethods(p)).statusCode).toBe(200);
    await depositConfirmed(p, 20);
    expect((await limitOf(p, limit.id))?.currentAmount).toBe(50);
    const methods = await depositMethods(p);
    expect(methods.statusCode).toBe(403);
    expect(methods.json().error.code).toBe(ErrorCode.depositLimitReached);
    expect((await deposit(p, 10)).json().error.code).toBe(ErrorCode.depositLimitReached);
    // Withdrawals stay open.
    const out = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      token: p.token,
      payload: { method: 'sandbox_card', currency: 'EUR', amount: 10, accountId: p.accountId, fields: {} },
    });
    expect(out.statusCode, out.body).toBe(201);
    // A limit in another currency does not count these.
    const usd = (await addLimit(p, { definition: 3, period: 'daily', amount: 5, currency: 'USD' })).json()
      .data;
    expect(usd.currentAmount).toBe(0);
  });

  it('counts an open deposit invoice, so several open invoices cannot pass the limit', async () => {
    const p = await player();
    await addLimit(p, { definition: 3, period: 'weekly', amount: 40, currency: 'EUR' });
    expect((await deposit(p, 30)).statusCode).toBe(201);
    const second = await deposit(p, 20);
    expect(second.statusCode).toBe(403);
    expect(second.json().error.code).toBe(ErrorCode.depositLimitReached);
  });

  it('holds a daily deposit limit under a burst of concurrent requests; a declined invoice stops counting', async () => {
    const p = await player();
    await addLimit(p, { definition: 3, period: 'daily', amount: 100, currency: 'EUR' });
    // Real HTTP requests, so each goes through the server's sockets and interleaves with the others.
    const burst = await Promise.all(Array.from({ length: 10 }, () => depositOverHttp(p, 50)));
    const created = burst.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(2);
    for (const refused of burst.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe(ErrorCode.depositLimitReached);
    }
    const invoices = await t.database.db
      .select()
      .from(paymentInvoices)
      .where(and(eq(paymentInvoices.playerId, p.playerId), eq(paymentInvoices.type, InvoiceType.deposit)));
    expect(invoices).toHaveLength(2);

    const [declined, settled] = created.map((answer) => answer.body.data.invoiceId as string);
    await declineDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId: declined!, amount: 50 });
    const again = await Promise.all(Array.from({ length: 5 }, () => depositOverHttp(p, 50)));
    expect(again.filter((answer) => answer.status === 201)).toHaveLength(1);
    const replacement = again.find((answer) => answer.status === 201)!.body.data.invoiceId;
    for (const invoiceId of [settled!, replacement])
      await confirmDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId, amount: 50 });
    expect(await balance(p)).toBe('100');
    expect((await deposit(p, 10)).json().error.code).toBe(ErrorCode.depositLimitReached);
  });

  it('applies a decrease at once and an increase only 24 hours later, on the job queue (fake clock)', async () => {
    const p = await player();
    const limit = (await addLimit(p, { definition: 3, period: 'daily', amount: 50, currency: 'EUR' })).json()
      .data;
    const lowered = await editLimit(p, limit.id, { amount: '40' });
    expect(lowered.json().data).toMatchObject({ amount: 40, pendingExist: false });

    const start = Date.now();
    const raised = await editLimit(p, limit.id, { amount: 100 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data).toMatchObject({ amount: 40, pendingExist: true, pendingAmount: 100 });
    const pendingAt = new Date(raised.json().data.pendingAt).getTime();
    expect(pendingAt - start).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(pendingAt - start).toBeLessThan(24 * HOUR + 60_000);
    // The old limit still bites while the increase waits.
    await depositConfirmed(p, 40);
    expect((await deposit(p, 10)).json().error.code).toBe(ErrorCode.depositLimitReached);

    await t.app.jobs.runDue(new Date(start + 23 * HOUR));
    expect(await limitOf(p, limit.id)).toMatchObject({ amount: 40, pendingExist: true });
    await t.app.jobs.runDue(new Date(pendingAt + 1000));
    expect(await limitOf(p, limit.id)).toMatchObject({ amount: 100, pendingExist: false, pendingAt: null });
    expect((await deposit(p, 10)).statusCode).toBe(201);
  });

  it('cancels a pending increase by sending the amount in force; a removal waits 24 hours too', async () => {
    const p = await player();
    const limit = (await addLimit(p, { definition: 1, period: 'weekly', amount: 20, currency: 'EUR' })).json()
      .data;
    expect((await editLimit(p, limit.id, { amount: 80 })).json().data.pendingExist).toBe(true);
    const cancelled = await editLimit(p, limit.id, { amount: 20 });
    expect(cancelled.json().data).toMatchObject({ amount: 20, pendingExist: false });
    await t.app.jobs.runDue(new Date(Date.now() + 25 * HOUR));
    expect(await limitOf(p, limit.id)).toMatchObject({ amount: 20 });

    const removing = await removeLimit(p, limit.id);
    expect(removing.statusCode, removing.body).toBe(200);
    expect(removing.json().data).toMatchObject({ cancelProcess: true, status: LimitStatus.ending });
    await t.app.jobs.runDue(new Date(Date.now() + 23 * HOUR));
    expect(await limitOf(p, limit.id)).toMatchObject({ cancelProcess: true });
    await t.app.jobs.runDue(new Date(Date.now() + 24 * HOUR + 60_000));
    expect(await limitOf(p, limit.id)).toBeUndefined();
  });

  it('keeps every change of a limit in its history, newest first, the waits applied by the site', async () => {
    const p = await player();
    const limit = (await addLimit(p, { definition: 3, period: 'daily', amount: 50, currency: 'EUR' })).json()
      .data;
    await editLimit(p, limit.id, { amount: 40 });
    await editLimit(p, limit.id, { amount: 100 });
    await editLimit(p, limit.id, { amount: 40 });
    await editLimit(p, limit.id, { amount: 90 });
    await t.app.jobs.runDue(new Date(Date.now() + 25 * HOUR));
    const cooling = (await addLimit(p, { definition: 5, period: '1-day' })).json().data;
    await t.app.jobs.runDue(new Date(Date.now() + 25 * HOUR));
    expect(await limitOf(p, cooling.id)).toBeUndefined();

    const history = await limitHistory(t.database.db, p.playerId, { page: 1, perPage: 20 });
    expect(history.meta.totalRows).toBe(8);
    const seen = history.data.map((row) => [row.change, row.amount, row.previousAmount, row.actor]);
    expect(seen).toEqual([
      // The site's jobs date their changes when they apply: a day on, after the player's own.
      ['expired', null, null, 'system'],
      ['increase-applied', 90, 40, 'system'],
      ['created', null, null, 'player'],
      ['increase-requested', 90, 40, 'player'],
      ['pending-cancelled', 40, null, 'player'],
      ['increase-requested', 100, 40, 'player'],
      ['tightened', 40, 50, 'player'],
      ['created', 50, null, 'player'],
    ]);
    const requested = history.data[3]!;
    expect(requested).toMatchObject({ limitId: limit.id, definition: 3, period: 'daily', currency: 'EUR' });
    expect(new Date(requested.effectiveAt!).getTime() - new Date(requested.createdAt).getTime()).toBe(
      24 * HOUR,
    );
    expect(history.data.every((row) => !row.derived)).toBe(true);
    await expect(
      t.database.db.execute(sql`update player_limit_changes set amount = 1 where player_id = ${p.playerId}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
  });

  it('counts fixed calendar windows in the player time zone', async () => {
    const p = await player();
    const zone = 'Pacific/Kiritimati'; // UTC+14: its day starts ten hours before UTC's previous midnight
    const profile = await call(t, {
      method: 'PUT',
      url: '/api/player/profile',
      token: p.token,
      payload: { timeZone: zone },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.timeZone).toBe(zone);
    const badZone = await call(t, {
      method: 'PUT',
      url: '/api/player/profile',
      token: p.token,
      payload: { timeZone: 'Mars/Olympus' },
    });
    expect(badZone.statusCode).toBe(422);

    const limit = (await addLimit(p, { definition: 3, period: 'daily', amount: 500, currency: 'EUR' })).json()
      .data;
    const window = windowOf('daily', new Date(), zone);
    expect(limit.startedAt).toBe(window.from.toISOString());
    expect(new Date(limit.startedAt).getUTCHours()).toBe(10);
    const credit = async (key: string, euros: number, at: Date) => {
      await creditDeposit(t.database.db, {
        walletAccountId: p.accountId,
        currency: 'EUR',
        amount: BigInt(euros * 100),
        idempotencyKey: key,
      });
      await t.database.db
        .update(ledgerTransactions)
        .set({ createdAt: at })
        .where(eq(ledgerTransactions.idempotencyKey, key));
    };
    await credit(`tz-before-${driver}`, 7, new Date(window.from.getTime() - 1));
    await credit(`tz-at-${driver}`, 11, window.from);
    await credit(`tz-end-${driver}`, 13, new Date(window.to.getTime() - 1));
    expect((await limitOf(p, limit.id))?.currentAmount).toBe(24);
    // In UTC the same three deposits fall into other days.
    await call(t, {
      method: 'PUT',
      url: '/api/player/profile',
      token: p.token,
      payload: { timeZone: 'UTC' },
    });
    const utc = windowOf('daily', new Date(), 'UTC');
    const inUtc = [window.from.getTime() - 1, window.from.getTime(), window.to.getTime() - 1]
      .map((at, index) => (at >= utc.from.getTime() && at < utc.to.getTime() ? [7, 11, 13][index]! : 0))
      .reduce((sum, value) => sum + value, 0);
    expect((await limitOf(p, limit.id))?.currentAmount).toBe(inUtc);
  });

  it('lets the lowest of several bet limits win, and refuses the bet before the money moves', async () => {
    const p = await player(100);
    await addLimit(p, { definition: 1, period: 'daily', amount: 50, currency: 'EUR' });
    const weekly = (
      await addLimit(p, { definition: 1, period: 'weekly', amount: 20, currency: 'EUR' })
    ).json().data;
    const refused = await bet(p, '25');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(ErrorCode.betLimitReached);
    expect(await balance(p)).toBe('100');
    expect((await bet(p, '20')).statusCode).toBe(200);
    expect((await limitOf(p, weekly.id))?.currentAmount).toBe(20);
    expect((await bet(p, '0.01')).json().error.code).toBe(ErrorCode.betLimitReached);
    expect(await balance(p)).toBe('80');
    const play = await launch(p);
    expect(play.statusCode).toBe(403);
    expect(play.json().error.code).toBe(ErrorCode.betLimitReached);
    // A limit in another currency has no say on EUR bets.
    const q = await player(10);
    await addLimit(q, { definition: 1, period: 'daily', amount: 1, currency: 'USD' });
    expect((await bet(q, '5')).statusCode).toBe(200);
  });

  it('refuses a bet over the loss limit with the balance untouched and the ledger whole', async () => {
    const p = await player(100);
    const loss = (await addLimit(p, { definition: 2, period: 'daily', amount: 10, currency: 'EUR' })).json()
      .data;
    expect((await bet(p, '8')).statusCode).toBe(200);
    await lose(p, tx);
    expect((await limitOf(p, loss.id))?.currentAmount).toBe(8);
    const refused = await bet(p, '5');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(ErrorCode.lossLimitReached);
    expect(await balance(p)).toBe('92');
    expect((await bet(p, '2')).statusCode).toBe(200);
    expect((await launch(p)).json().error.code).toBe(ErrorCode.lossLimitReached);
    const ledger = await checkLedger(t.database.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });

  it('self-exclusion: at once, every action blocked but withdrawals and sign-in, cannot be shortened', async () => {
    const p = await player(100);
    const created = await addLimit(p, { definition: 4, period: '6-months' });
    expect(created.statusCode, created.body).toBe(200);
    const exclusion = created.json().data;
    expect(exclusion).toMatchObject({ definition: 4, period: '6-months', amount: null, currentAmount: null });
    expect(new Date(exclusion.expiredAt).getTime()).toBeGreaterThan(Date.now() + 180 * 24 * HOUR);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, p.playerId));
    expect(row!.marketingSuppressed).toBe(true);

    expect((await depositMethods(p)).json().error.code).toBe(ErrorCode.depositLimitReached);
    expect((await deposit(p, 10)).json().error.code).toBe(ErrorCode.depositLimitReached);
    expect((await launch(p)).json().error.code).toBe(ErrorCode.realGameLimited);
    const refused = await bet(p, '1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(ErrorCode.realGameLimited);
    expect(await balance(p)).toBe('100');
    // Signing in stays possible, to take the money out.
    expect((await signIn(t, p.email, 'secret-pass')).statusCode).toBe(200);
    const out = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      token: p.token,
      payload: { method: 'sandbox_card', currency: 'EUR', amount: 100, accountId: p.accountId, fields: {} },
    });
    expect(out.statusCode, out.body).toBe(201);

    expect((await addLimit(p, { definition: 4, period: '1-year' })).statusCode).toBe(422);
    const early = await removeLimit(p, exclusion.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe(ErrorCode.limitNotEditable);
    const longer = await editLimit(p, exclusion.id, { period: '1-year' });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().data.period).toBe('1-year');
    const shorter = await editLimit(p, exclusion.id, { period: '6-months' });
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json().error.fields.period).toBeDefined();
    expect(await limitOf(p, exclusion.id)).toMatchObject({ period: '1-year' });
  });

  it('self-exclusion ends only after its period and a further 24 hours the player asked for', async () => {
    const p = await player(10);
    const exclusion = (await addLimit(p, { definition: 4, period: '6-months' })).json().data;
    // Six months on (the period set into the past: a fake clock would expire the session's token too).
    await t.database.db
      .update(playerLimits)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(playerLimits.id, exclusion.id));
    // The period is over, but the exclusion holds until the player asks and 24 hours pass.
    expect((await launch(p)).json().error.code).toBe(ErrorCode.realGameLimited);
    const asked = await removeLimit(p, exclusion.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.cancelProcess).toBe(true);
    expect((await bet(p, '1')).json().error.code).toBe(ErrorCode.realGameLimited);
    const pendingAt = new Date(asked.json().data.pendingAt);
    await t.app.jobs.runDue(new Date(pendingAt.getTime() - HOUR));
    expect(await limitOf(p, exclusion.id)).toMatchObject({ cancelProcess: true });
    await t.app.jobs.runDue(pendingAt);
    expect(await limitOf(p, exclusion.id)).toBeUndefined();
    expect((await bet(p, '1')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, p.playerId));
    expect(row!.marketingSuppressed).toBe(false);
  });

  it('cooling-off: blocks play and deposits at once and ends by itself when its period is over', async () => {
    const p = await player(10);
    const cooling = (await addLimit(p, { definition: 5, period: '1-day' })).json().data;
    expect((await bet(p, '1')).json().error.code).toBe(ErrorCode.realGameLimited);
    expect((await depositMethods(p)).json().error.code).toBe(ErrorCode.depositLimitReached);
    expect((await removeLimit(p, cooling.id)).statusCode).toBe(422);
    expect((await editLimit(p, cooling.id, { period: '1-week' })).statusCode).toBe(200);
    // The first end (one day) passes: it was extended, so it holds.
    await t.app.jobs.runDue(new Date(Date.now() + 25 * HOUR));
    expect(await limitOf(p, cooling.id)).toMatchObject({ period: '1-week' });
    await t.app.jobs.runDue(new Date(Date.now() + 7 * 24 * HOUR + HOUR));
    expect(await limitOf(p, cooling.id)).toBeUndefined();
    expect((await depositMethods(p)).statusCode).toBe(200);
    expect((await bet(p, '1')).statusCode).toBe(200);
  });

  it('keeps the stored data whole: two parallel creations of one limit make one row', async () => {
    const p = await player();
    const both = await Promise.all([
      addLimit(p, { definition: 2, period: 'monthly', amount: 10, currency: 'EUR' }),
      addLimit(p, { definition: 2, period: 'monthly', amount: 12, currency: 'EUR' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const rows = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM player_limits WHERE player_id = ${p.playerId} AND ended_at IS NULL`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
  it('asks a player with 2FA for a current code to raise or remove a limit, not to lower one', async () => {
    fakeDateOnly();
    try {
      const p = await player();
      const created = await addLimit(p, {
        definition: LimitDefinition.deposit,
        period: 'daily',
        amount: 100,
        currency: 'EUR',
      });
      const id = created.json().data.id as string;
      const { app } = await enrolTwoFactor(t, p.token);
      const withCode = (code: string) => ({ 'x-two-factor-code': code });
      const raise = (headers?: Record<string, string>) =>
        call(t, {
          method: 'PUT',
          url: `/api/player/limits/${id}`,
          token: p.token,
          payload: { amount: 200 },
          headers,
        });

      expect((await raise()).json().error).toMatchObject({
        code: ErrorCode.stepUpRequired,
        fields: { twoFactorCode: [expect.any(String)] },
      });
      expect((await raise(withCode('000000'))).json().error.code).toBe(ErrorCode.twoFactorInvalid);
      expect((await limitOf(p, id))?.pendingExist).toBe(false);
      const raised = await raise(withCode(app.nextCode()));
      expect(raised.statusCode, raised.body).toBe(200);
      expect((await limitOf(p, id))?.pendingExist).toBe(true);

      // Lowering needs no code.
      expect((await editLimit(p, id, { amount: 50 })).statusCode).toBe(200);
      expect((await removeLimit(p, id)).json().error.code).toBe(ErrorCode.stepUpRequired);
    } finally {
      vi.useRealTimers();
    }
  });
});
