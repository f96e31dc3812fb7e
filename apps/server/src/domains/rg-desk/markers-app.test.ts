import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { openGameSession } from '../game-wallet/sessions.ts';
import { gameWalletCall } from '../game-wallet/test-helpers.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { confirmDepositByWebhook } from '../payments/test-helpers.ts';
import { TURNOVER_MULTIPLIER_KEY } from '../risk/turnover.ts';
import { siteSettings } from '../settings/tables.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { MARKERS_JOB } from './markers-job.ts';

const WALLET_SECRET = 'rg-desk-test-studio-secret-of-32-characters';
const WEBHOOK_SECRET = 'rg-desk-test-webhook-secret-of-32-characters';
const IBAN = 'DE89370400440532013000';
const DAY = 86_400_000;

/**
 * Each marker raised by the markers job from play made through the app (PSP deposits, seamless-wallet
 * bets, a withdrawal the player cancels), and a near-miss of each that raises nothing.
 */
describe.each(testDrivers)('markers of harm from real play on %s', (driver) => {
  let t: TestApp;
  let count = 0;
  let tx = 0;
  let runs = 0;
  let support: StaffClient;

  beforeAll(async () => {
    t = await startTestApp(driver, {
      STUDIO_WALLET_SECRET: WALLET_SECRET,
      PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    await t.database.db
      .update(siteSettings)
      .set({ value: 0 })
      .where(eq(siteSettings.key, TURNOVER_MULTIPLIER_KEY));
    // Staff enrol on the fake clock (their TOTP steps); the play below runs on the real one.
    fakeDateOnly();
    support = await enrolledStaff(t, await enrolledOwner(t), 'support');
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  async function player() {
    const email = `markers-${driver}-${++count}@example.com`;
    const { accessToken: token, profile } = await registerByEmail(t, email, { currency: 'EUR' });
    const accounts = (await call(t, { url: '/api/wallet/accounts', token })).json().data;
    const session = await openGameSession(t.database.db, {
      playerId: profile.id as string,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'dice',
    });
    return {
      token,
      playerId: profile.id as string,
      accountId: accounts[0].id as string,
      session: session.token,
    };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  async function deposit(p: Player, amount: number) {
    const opened = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      token: p.token,
      payload: {
        method: 'sandbox_card',
        currency: 'EUR',
        country: 'DE',
        amount,
        accountId: p.accountId,
        fields: {},
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    await confirmDepositByWebhook(t, WEBHOOK_SECRET, { invoiceId: opened.json().data.invoiceId, amount });
  }
  async function bet(p: Player, amount: string) {
    const answer = await gameWalletCall(t, WALLET_SECRET, 'bet', {
      sessionToken: p.session,
      transactionId: `markers-${driver}-tx-${++tx}`,
      roundId: `markers-round-${tx}`,
      amount,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  async function cancelledWithdrawal(p: Player, amount: number) {
    const opened = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      token: p.token,
      payload: {
        method: 'sandbox_bank',
        currency: 'EUR',
        amount,
        accountId: p.accountId,
        fields: { iban: IBAN },
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().data.invoiceId;
    const cancelled = await call(t, {
      method: 'PUT',
      url: `/api/payment/invoices/${id}/decline`,
      token: p.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  }
  /** The player's bets, each moved to 01:30 UTC of a night `nightsAgo` days before now. */
  async function moveBetsToNights(p: Player, nightsAgo: number[]) {
    const result = await t.database.db.execute(sql`
      SELECT t.id FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.name = 'cash'
      WHERE a.wallet_account_id = ${p.accountId} AND t.kind = 'bet' ORDER BY t.id`);
    const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    expect(ids).toHaveLength(nightsAgo.length);
    for (const [at, id] of ids.entries()) {
      const night = new Date(Date.now() - nightsAgo[at]! * DAY);
      night.setUTCHours(1, 30, 0, 0);
      await t.database.db.execute(
        sql`UPDATE ledger_transactions SET created_at = ${night.toISOString()} WHERE id = ${id}`,
      );
    }
  }

  async function markersOf(p: Player) {
    await t.app.jobs.schedule(t.database.db, MARKERS_JOB, {
      key: `markers-test-${++runs}`,
      runAt: new Date(),
      data: { asOf: new Date(Date.now() + 1000).toISOString() },
    });
    while ((await t.app.jobs.runDue(new Date(Date.now() + 1000))) > 0);
    const listed = await staffCall(t, support, {
      method: 'GET',
      url: '/api/backoffice/responsible-gaming/markers?perPage=100',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json().data.filter((marker: { player: { id: string } }) => marker.player.id === p.playerId);
  }

  it('deposits within minutes of the balance reaching zero, three times in a day', async () => {
    const p = await player();
    await deposit(p, 10);
    for (let time = 0; time < 3; time++) {
      await bet(p, '10');
      await deposit(p, 10);
    }
    const markers = await markersOf(p);
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({
      kind: 'deposit-after-zero',
      day: new Date().toISOString().slice(0, 10),
    });
    const deposits = markers[0].evidence.filter((item: { what: string }) => item.what === 'deposit');
    expect(deposits.map((item: { amount: number }) => item.amount)).toEqual([10, 10, 10]);

    // Near-miss: twice only, and once onto a balance that was not zero.
    const q = await player();
    await deposit(q, 10);
    for (let time = 0; time < 2; time++) {
      await bet(q, '10');
      await deposit(q, 10);
    }
    await bet(q, '9');
    await deposit(q, 10);
    expect(await markersOf(q)).toEqual([]);
  });

  it('night-time play on three nights; two nights are a near-miss', async () => {
    const p = await player();
    await deposit(p, 30);
    for (let round = 0; round < 3; round++) await bet(p, '2');
    await moveBetsToNights(p, [3, 2, 1]);
    const markers = await markersOf(p);
    expect(markers.map((marker: { kind: string }) => marker.kind)).toEqual(['night-play']);
    expect(markers[0].evidence).toHaveLength(3);
    expect(markers[0].evidence.map((item: { amount: number }) => item.amount)).toEqual([2, 2, 2]);

    const q = await player();
    await deposit(q, 30);
    for (let round = 0; round < 3; round++) await bet(q, '2');
    // Two of the bets on one night, the third on another: two nights.
    await moveBetsToNights(q, [2, 2, 1]);
    expect(await markersOf(q)).toEqual([]);
  });

  it('a cancelled withdrawal followed by bets of half of it; less is a near-miss', async () => {
    const p = await player();
    await deposit(p, 100);
    await cancelledWithdrawal(p, 50);
    await bet(p, '15');
    await bet(p, '10');
    const markers = await markersOf(p);
    expect(markers.map((marker: { kind: string }) => marker.kind)).toEqual(['cancelled-withdrawal-play']);
    expect(markers[0].evidence.map((item: { amount: number }) => item.amount)).toEqual([50, 25]);

    const q = await player();
    await deposit(q, 100);
    await cancelledWithdrawal(q, 50);
    await bet(q, '24.99');
    expect(await markersOf(q)).toEqual([]);
  });
});
