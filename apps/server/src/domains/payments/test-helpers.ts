import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { call } from '../identity/test-helpers.ts';
import { signWebhook } from './psp-port.ts';

/**
 * Confirms a deposit the way the sandbox PSP does: a `payment.succeeded` event for the invoice,
 * signed with the webhook secret, answered 200.
 */
export async function confirmDepositByWebhook(t: TestApp, secret: string, invoice: InvoiceReport) {
  await reportDepositByWebhook(t, secret, 'payment.succeeded', invoice);
}

/** Declines a deposit the way the sandbox PSP does: a signed `payment.failed` event, answered 200. */
export async function declineDepositByWebhook(t: TestApp, secret: string, invoice: InvoiceReport) {
  await reportDepositByWebhook(t, secret, 'payment.failed', invoice);
}

type InvoiceReport = { invoiceId: string; amount: number; currency?: string };

async function reportDepositByWebhook(
  t: TestApp,
  secret: string,
  type: 'payment.succeeded' | 'payment.failed',
  { invoiceId, amount, currency = 'EUR' }: InvoiceReport,
) {
  const body = JSON.stringify({
    eventId: type === 'payment.succeeded' ? `evt-${invoiceId}` : `evt-failed-${invoiceId}`,
    type,
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
