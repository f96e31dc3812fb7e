import type { FastifyInstance } from 'fastify';
import { currencyUnits } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import type { SandboxPsp } from './sandbox-psp.ts';
import type { InvoiceRow } from './tables.ts';
import { SANDBOX_WEBHOOK_PATH } from './webhooks.ts';

export type SandboxVerb = 'approve' | 'decline';

/** The invoice's amount as decimal text in its currency's unit. */
export async function sandboxAmountText(app: FastifyInstance, invoice: InvoiceRow): Promise<string> {
  return minorToDecimalString(invoice.amount, (await currencyUnits(app.db)).get(invoice.currency) ?? 1);
}

/**
 * Settles a pending sandbox payment the way a real provider would: its signed webhook, delivered to
 * the platform's webhook route. False when the platform refused it.
 */
export async function sendSandboxOutcome(
  app: FastifyInstance,
  psp: SandboxPsp,
  invoice: InvoiceRow,
  verb: SandboxVerb,
): Promise<boolean> {
  const amount = await sandboxAmountText(app, invoice);
  const { body, signature } = psp.webhookFor({ id: invoice.id, amount, currency: invoice.currency }, verb);
  const delivery = await app.inject({
    method: 'POST',
    url: SANDBOX_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: body,
  });
  if (delivery.statusCode === 200) return true;
  app.log.warn({ status: delivery.statusCode, body: delivery.body }, 'sandbox webhook refused');
  return false;
}
