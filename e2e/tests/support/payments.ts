import { createHmac, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/** The sandbox PSP's webhook secret of the journeys' server (playwright.config.ts passes it on). */
export const E2E_PSP_WEBHOOK_SECRET = 'e2e-sandbox-webhook-secret-0123456789abcdef';

/**
 * Confirms a deposit the way a chain watcher or a PSP would: a `payment.succeeded` webhook, signed
 * with HMAC-SHA256 over the raw body.
 */
export async function confirmDepositByWebhook(
  request: APIRequestContext,
  invoice: { id: string; amount: string; currency: string },
) {
  const body = JSON.stringify({
    eventId: randomUUID(),
    type: 'payment.succeeded',
    transactionId: `chain_${randomUUID()}`,
    invoiceId: invoice.id,
    amount: invoice.amount,
    currency: invoice.currency,
    timestamp: Math.floor(Date.now() / 1000),
  });
  const signature = `sha256=${createHmac('sha256', E2E_PSP_WEBHOOK_SECRET).update(body).digest('hex')}`;
  return request.post('/api/payment/webhooks/sandbox', {
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    data: body,
  });
}

/** The player's pending deposit (the newest), once the wallet has sent it. */
export async function pendingDepositId(request: APIRequestContext, token: string) {
  let id = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/payment/invoices', {
        headers: { authorization: `Bearer ${token}` },
      });
      const invoices = ((await response.json()) as { data: { id: string; status: number }[] }).data;
      id = invoices.find((invoice) => invoice.status === 1)?.id ?? '';
      return id;
    })
    .not.toBe('');
  return id;
}
