import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { call } from '../identity/test-helpers.ts';
import { signWebhook } from './psp-port.ts';

/**
 * Confirms a deposit the way the sandbox PSP does: a `payment.succeeded` event for the invoice,
 * signed with the webhook secret, answered 200.
 */
export async function confirmDepositByWebhook(
  t: TestApp,
  secret: string,
  { invoiceId, amount, currency = 'EUR' }: { invoiceId: string; amount: number; currency?: string },
) {
  const body = JSON.stringify({
    eventId: `evt-${invoiceId}`,
    type: 'payment.succeeded',
    transactionId: `tx-${invoiceId}`,
    invoiceId,
    amount: String(amount),
    currency,
    timestamp: Math.floor(Date.now() / 1000),
  });
  const delivered = await call(t, {
    method: 'POST',
    url: '/api/payment/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'x-signature': signWebhook(body, secret) },
    payload: body,
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
}
