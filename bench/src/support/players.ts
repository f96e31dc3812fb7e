// Bench players through the API, and the sandbox PSP's signed webhooks that fund them.
import { createHmac } from 'node:crypto';
import { expectStatus, type HttpClient } from './http.ts';

export type Player = { token: string; accountId: string };

/** Registers bench-<runId>-<index>@example.com with `currency` and finds (or opens) its account in it. */
export async function registerPlayer(
  client: HttpClient,
  runId: string,
  index: number,
  currency: string,
): Promise<Player> {
  const { request } = client;
  const registered = expectStatus(
    await request('POST', '/api/player/register', {
      json: {
        email: `bench-${runId}-${index}@example.com`,
        password: 'secret-pass',
        password_confirmation: 'secret-pass',
        birthdate: '1990-04-12',
        agreements: true,
        receiveEmailPromo: false,
        currency,
      },
    }),
    201,
    'register',
  ).data as { accessToken: string };
  const token = registered.accessToken;
  const accounts = expectStatus(await request('GET', '/api/wallet/accounts', { token }), 200, 'accounts')
    .data as { id: string; currency: string }[];
  const existing = accounts.find((account) => account.currency === currency);
  const accountId =
    existing?.id ??
    (
      expectStatus(
        await request('POST', '/api/wallet/accounts', { token, json: { currency } }),
        201,
        'create account',
      ).data as { id: string; currency: string }[]
    ).find((account) => account.currency === currency)?.id;
  if (!accountId) throw new Error(`create account: no ${currency} account in the answer`);
  return { token, accountId };
}

/**
 * The sandbox PSP's webhook for a paid invoice: a JSON event and its X-Signature, `sha256=<hex
 * HMAC-SHA256 of the raw body>` with PSP_WEBHOOK_SECRET (the server's sandbox PSP signs the same way).
 */
export function sandboxWebhook(
  secret: string,
  invoice: { invoiceId: string; amount: string; currency: string },
) {
  const body = JSON.stringify({
    eventId: `bench-evt-${invoice.invoiceId}`,
    type: 'payment.succeeded',
    transactionId: `bench-tx-${invoice.invoiceId}`,
    invoiceId: invoice.invoiceId,
    amount: invoice.amount,
    currency: invoice.currency,
    timestamp: Math.floor(Date.now() / 1000),
  });
  return { body, signature: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` };
}
