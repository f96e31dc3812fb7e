import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import type { WebhookEvent } from './psp-port.ts';
import type { SandboxPsp } from './sandbox-psp.ts';
import { settleInvoice } from './settlement.ts';
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

/**
 * The same outcome applied in the caller's transaction (the operator's audited settlement): the event
 * the sandbox would sign and deliver (its amount read before the transaction), settled as its webhook
 * route settles it.
 */
export function settleSandboxOutcome(
  tx: Db,
  psp: SandboxPsp,
  invoice: InvoiceRow,
  amount: string,
  verb: SandboxVerb,
) {
  const { body } = psp.webhookFor({ id: invoice.id, amount, currency: invoice.currency }, verb);
  return settleInvoice(tx, psp.name, JSON.parse(body) as WebhookEvent);
}
