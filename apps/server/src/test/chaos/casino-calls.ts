// The calls of the chaos load, as a player, the sandbox PSP and the game studio make them over HTTP.
import { STUDIO_PROVIDER_ID, signGameWalletCall } from '../../domains/game-wallet/routes.ts';
import { emailRegistration } from '../../domains/identity/test-helpers.ts';
import { signWebhook } from '../../domains/payments/psp-port.ts';
import { decimalToMinor, minorToDecimalString, minorToUnits } from '../../domains/wallet/money.ts';
import type { Answer, Call, ChaosServer } from './chaos-server.ts';

export const CURRENCY = 'EUR';
export const GAME = 'slot-classic-sevens';
export const SANDBOX_PROVIDER = 'sandbox';

export type Secrets = { webhook: string; studio: string };
export type Seat = { index: number; token: string; accountId: string; sessionToken: string };

/** EUR has 100 cents; the test counts in cents, the wire carries decimal text or numbers. */
const CENTS = 100;
export const centsToDecimal = (cents: number) => minorToDecimalString(BigInt(cents), CENTS);
export const centsToUnits = (cents: number) => minorToUnits(BigInt(cents), CENTS);

export function decimalToCents(text: string): number {
  const cents = decimalToMinor(text, CENTS);
  if (cents === null) throw new Error(`not an amount in cents: ${text}`);
  return Number(cents);
}

/** Sends a call that must be answered (setup, final reads) with `status`; returns its `data`. */
async function expectData<T>(chaos: ChaosServer, call: Call, status: number): Promise<T> {
  const { answer } = await chaos.send(call, 1);
  if (answer?.status !== status)
    throw new Error(`${call.method} ${call.path}: ${answer?.status} ${answer?.body.slice(0, 300)}`);
  return (JSON.parse(answer.body) as { data: T }).data;
}

/** The bearer token and JSON body of a player's call. */
function json(token: string | undefined, body?: unknown): Pick<Call, 'headers' | 'body'> {
  return {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** A registered player with a EUR account and a real-money session of GAME (no money yet). */
export async function seat(chaos: ChaosServer, runId: string, index: number): Promise<Seat> {
  const email = `chaos-${runId}-${index}@example.com`;
  const { accessToken: token } = await expectData<{ accessToken: string }>(
    chaos,
    {
      method: 'POST',
      path: '/api/player/register',
      ...json(undefined, emailRegistration(email, { currency: CURRENCY })),
    },
    201,
  );
  const accounts = await expectData<{ id: string; currency: string }[]>(
    chaos,
    { method: 'GET', path: '/api/wallet/accounts', ...json(token) },
    200,
  );
  const accountId = accounts.find((account) => account.currency === CURRENCY)?.id;
  if (!accountId) throw new Error(`registration opened no ${CURRENCY} account`);
  const launch = await expectData<{ token?: string }>(
    chaos,
    {
      method: 'POST',
      path: `/api/game/games/${GAME}/play`,
      ...json(token, { accountId, demoMode: false, platform: 2 }),
    },
    200,
  );
  if (!launch.token) throw new Error('a real-money launch gave no game session token');
  return { index, token, accountId, sessionToken: launch.token };
}

/** A pending sandbox card deposit of `cents`; null when the call was never answered. */
export async function depositInvoice(chaos: ChaosServer, seat: Seat, cents: number, maxAttempts: number) {
  const body = {
    method: 'sandbox_card',
    currency: CURRENCY,
    country: 'DE',
    amount: centsToUnits(cents),
    accountId: seat.accountId,
    fields: {},
  };
  const { answer } = await chaos.send(
    { method: 'POST', path: '/api/payment/invoices/deposit', ...json(seat.token, body) },
    maxAttempts,
  );
  if (!answer) return null;
  if (answer.status !== 201)
    throw new Error(`deposit invoice: ${answer.status} ${answer.body.slice(0, 300)}`);
  return (JSON.parse(answer.body) as { data: { invoiceId: string } }).data.invoiceId;
}

/** The sandbox PSP's signed `payment.succeeded` for an invoice; the same bytes on every retry. */
export function paymentWebhook(
  secrets: Secrets,
  invoiceId: string,
  transactionId: string,
  cents: number,
): Call {
  const body = JSON.stringify({
    eventId: `evt-${transactionId}`,
    type: 'payment.succeeded',
    transactionId,
    invoiceId,
    amount: centsToDecimal(cents),
    currency: CURRENCY,
    timestamp: Math.floor(Date.now() / 1000),
  });
  return {
    method: 'POST',
    path: '/api/payment/webhooks/sandbox',
    body,
    headers: { 'x-signature': signWebhook(body, secrets.webhook) },
  };
}

/** A seamless-wallet call of the studio, signed with its secret. */
export function walletCall(
  secrets: Secrets,
  kind: 'balance' | 'bet' | 'win',
  fields: { sessionToken: string } & Record<string, string>,
): Call {
  const body = JSON.stringify({ currency: CURRENCY, ...fields });
  return {
    method: 'POST',
    path: `/api/game-wallet/${STUDIO_PROVIDER_ID}/${kind}`,
    body,
    headers: { 'x-signature': signGameWalletCall(body, secrets.studio) },
  };
}

/** The player's balance (cash + bonus) in cents, from the studio's balance call. */
export async function balanceInCents(chaos: ChaosServer, secrets: Secrets, seat: Seat) {
  const data = await expectData<{ balance: string }>(
    chaos,
    walletCall(secrets, 'balance', { sessionToken: seat.sessionToken }),
    200,
  );
  return decimalToCents(data.balance);
}

export const isSuccess = (answer: Answer | null) =>
  answer !== null && answer.status >= 200 && answer.status < 300;
