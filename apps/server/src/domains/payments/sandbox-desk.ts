import { ErrorCode, InvoiceStatus, InvoiceType } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { audited } from '../audit/audited.ts';
import { findInvoice } from './invoice-views.ts';
import { invoiceAudit } from './operator.ts';
import { type SandboxVerb, sandboxAmountText, settleSandboxOutcome } from './sandbox-outcome.ts';
import type { SandboxPsp } from './sandbox-psp.ts';
import type { InvoiceRow } from './tables.ts';

/**
 * The tester's desk for sandbox deposits, whoever sits at it: the operator's key and command
 * (/api/operator/sandbox/invoices) and the back office (/api/backoffice/sandbox-deposits). One check
 * of what may be settled, one audited settlement.
 */

export const SANDBOX_STATUS_NAMES: Record<number, 'pending' | 'approved' | 'declined'> = {
  [InvoiceStatus.pending]: 'pending',
  [InvoiceStatus.success]: 'approved',
  [InvoiceStatus.error]: 'declined',
};

/** The sandbox deposit `id` names, still pending: else 404 (not one) or 409 (settled already). */
export async function pendingSandboxDeposit(
  app: FastifyInstance,
  psp: SandboxPsp,
  id: string | null,
  label: string,
): Promise<InvoiceRow> {
  const invoice = id ? await findInvoice(app.db, id) : null;
  if (!invoice || invoice.provider !== psp.name || invoice.type !== InvoiceType.deposit)
    throw AppError.notFound(`No sandbox deposit ${label}.`);
  if (invoice.status !== InvoiceStatus.pending)
    throw new AppError(
      ErrorCode.conflict,
      `Deposit #${invoice.number} is already ${SANDBOX_STATUS_NAMES[invoice.status] ?? 'settled'}.`,
    );
  return invoice;
}

/**
 * Settles the deposit as its tester: the event the sandbox would sign, applied in the transaction that
 * audits it as the caller (`payments.sandbox.approve|decline`, with the caller's reason). 409 when it
 * was settled meanwhile. Answers the invoice after.
 */
export async function settleSandboxDeposit(
  app: FastifyInstance,
  request: FastifyRequest,
  psp: SandboxPsp,
  invoice: InvoiceRow,
  decision: { verb: SandboxVerb; reason?: string },
): Promise<InvoiceRow> {
  const amount = await sandboxAmountText(app, invoice);
  const settled = await audited(app.db, request, async (tx) => {
    if ((await settleSandboxOutcome(tx, psp, invoice, amount, decision.verb)) !== 'settled')
      throw new AppError(ErrorCode.conflict, `Deposit #${invoice.number} was settled meanwhile.`);
    const after = (await findInvoice(tx, invoice.id))!;
    return {
      value: after,
      audit: {
        action: `payments.sandbox.${decision.verb}`,
        target: { type: 'invoice', id: invoice.id },
        before: invoiceAudit(invoice),
        after: invoiceAudit(after),
        reason: decision.reason ?? null,
      },
    };
  });
  app.events.wake();
  return settled;
}
