import {
  INVOICE_WITHDRAWAL_UPDATED,
  InvoiceStatus,
  MESSAGE_RECEIVED_EVENT,
  type Message,
  playerChannel,
} from '@casino/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { saveFourEyesThreshold } from '../settings/operator-settings.ts';
import { enrolledOwner, enrolledStaff, type StaffClient, staffCall } from '../staff/test-staff.ts';
import { creditDeposit } from '../wallet/postings.ts';

const STAFF_TABLES = ['staff_sessions', 'staff_invites', 'api_keys', 'staff', 'rate_events'];
const IBAN = 'DE89370400440532013000';

type Push = { channel: string; data: { event: string; message?: Message; invoice?: { status: number } } };

/**
 * Issue 30: the player sees each step of a four-eyes withdrawal as it happens, through what their
 * client already reads: a message in the inbox with its message.received push for the first approval,
 * the payout and the decline (with the reason), and the invoice's own push when its status changes.
 */
describe.each(testDrivers)('the player hears of each step of a withdrawal on %s', (driver) => {
  let t: TestApp;
  let owner: StaffClient;
  let finance: StaffClient;
  let players = 0;
  const pushes: Push[] = [];

  beforeAll(async () => {
    t = await startTestApp(driver);
    const publish = t.app.realtime.publish.bind(t.app.realtime);
    t.app.realtime.publish = async (channel, data) => {
      if (/^(messenger:notifications|payment:invoices)#/.test(channel))
        pushes.push({ channel, data: data as Push['data'] });
      await publish(channel, data);
    };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...STAFF_TABLES);
    fakeDateOnly();
    owner = await enrolledOwner(t);
    finance = await enrolledStaff(t, owner, 'finance');
    await saveFourEyesThreshold(t.app.db, '100');
  });
  afterEach(() => vi.useRealTimers());

  /** Delivers the outbox until nothing is left (a delivered event may write a message: one more event). */
  async function deliver() {
    while ((await t.app.events.dispatchPending()) > 0);
  }

  /** A player (in `locale`) with a pending withdrawal of `euros`, the pushes so far forgotten. */
  async function pendingWithdrawal(euros: number, locale = 'en') {
    players += 1;
    const login = await registerByEmail(t, `steps-${driver}-${players}@example.com`, {
      currency: 'EUR',
      locale,
    });
    const token = login.accessToken;
    const accountId: string = (await call(t, { url: '/api/wallet/accounts', token })).json().data[0].id;
    await creditDeposit(t.database.db, {
      walletAccountId: accountId,
      currency: 'EUR',
      amount: 30_000n,
      idempotencyKey: `steps-deposit-${driver}-${players}`,
    });
    const response = await call(t, {
      method: 'POST',
      url: '/api/payment/invoices/withdrawal',
      token,
      payload: { method: 'sandbox_bank', currency: 'EUR', amount: euros, accountId, fields: { iban: IBAN } },
    });
    expect(response.statusCode, response.body).toBe(201);
    await deliver();
    pushes.length = 0;
    return { id: response.json().data.invoiceId as string, playerId: login.profile.id as string, token };
  }
  type Withdrawal = Awaited<ReturnType<typeof pendingWithdrawal>>;

  const approve = (who: StaffClient, id: string) =>
    staffCall(t, who, {
      method: 'POST',
      url: `/api/backoffice/withdrawals/${id}/approve`,
      payload: {},
      freshTotp: true,
    });
  const decline = (who: StaffClient, id: string, reason: string) =>
    staffCall(t, who, {
      method: 'POST',
      url: `/api/backoffice/withdrawals/${id}/decline`,
      payload: { reason },
    });

  const inbox = async (w: Withdrawal): Promise<Message[]> => {
    const response = await call(t, { url: '/api/notification/messenger/messages', token: w.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  /** The pushes since the last look, delivered (twice over: a second delivery must add nothing). */
  async function pushedNow(w: Withdrawal) {
    await deliver();
    await deliver();
    const found = pushes.splice(0);
    return {
      messages: found
        .filter((push) => push.channel === playerChannel('messenger:notifications', w.playerId))
        .map((push) => {
          expect(push.data.event).toBe(MESSAGE_RECEIVED_EVENT);
          return push.data.message!;
        }),
      invoices: found
        .filter((push) => push.channel === playerChannel('payment:invoices', w.playerId))
        .map((push) => {
          expect(push.data.event).toBe(INVOICE_WITHDRAWAL_UPDATED);
          return push.data.invoice!.status;
        }),
    };
  }

  it('tells the first approval, then the payout, each once, in the inbox and live', async () => {
    const w = await pendingWithdrawal(150, 'de');
    const first = await approve(finance, w.id);
    expect(first.json().data.status).toBe('awaiting-second-approval');
    const afterFirst = await pushedNow(w);
    // The invoice stays pending: nothing on the invoice channel, one message.
    expect(afterFirst.invoices).toEqual([]);
    expect(afterFirst.messages).toHaveLength(1);
    expect(afterFirst.messages[0]!.content).toMatchObject({
      title: 'Auszahlung einmal freigegeben',
      body: expect.stringContaining('Ihre Auszahlung von 150,00 EUR hat die erste Freigabe erhalten.'),
      link: { url: '/profile/history', label: 'Zum Zahlungsverlauf' },
    });
    expect((await inbox(w)).map((message) => message.id)).toEqual([afterFirst.messages[0]!.id]);

    const second = await approve(owner, w.id);
    expect(second.json().data.status).toBe('paid');
    const afterPayout = await pushedNow(w);
    expect(afterPayout.invoices).toEqual([InvoiceStatus.success]);
    expect(afterPayout.messages.map((message) => message.content.title)).toEqual(['Auszahlung überwiesen']);
    const messages = await inbox(w);
    expect(messages.map((message) => message.content.title)).toEqual([
      'Auszahlung überwiesen',
      'Auszahlung einmal freigegeben',
    ]);
  });

  it('tells a decline after the first approval with its reason, once', async () => {
    const w = await pendingWithdrawal(150, 'pt-br');
    await approve(finance, w.id);
    expect((await pushedNow(w)).messages).toHaveLength(1);

    const declined = await decline(owner, w.id, 'Source of funds unclear');
    expect(declined.json().data.status).toBe('rejected');
    const afterDecline = await pushedNow(w);
    expect(afterDecline.invoices).toEqual([InvoiceStatus.error]);
    expect(afterDecline.messages).toHaveLength(1);
    expect(afterDecline.messages[0]!.content).toMatchObject({
      title: 'Saque recusado',
      body: 'Seu saque de 150,00 EUR foi recusado: Source of funds unclear. O valor voltou para o seu saldo.',
    });
    expect(await inbox(w)).toHaveLength(2);
  });

  it('tells a decline below the threshold at once, and nothing when the player cancels their own', async () => {
    const small = await pendingWithdrawal(40);
    await decline(finance, small.id, 'The account is not in your name.');
    const told = await pushedNow(small);
    expect(told.invoices).toEqual([InvoiceStatus.error]);
    expect(told.messages.map((message) => message.content.body)).toEqual([
      'Your withdrawal of 40.00 EUR was declined: The account is not in your name. The money is back in your balance.',
    ]);

    const own = await pendingWithdrawal(40);
    const cancelled = await call(t, {
      method: 'PUT',
      url: `/api/payment/invoices/${own.id}/decline`,
      token: own.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const quiet = await pushedNow(own);
    expect(quiet).toEqual({ messages: [], invoices: [InvoiceStatus.error] });
    expect(await inbox(own)).toEqual([]);
  });
});
