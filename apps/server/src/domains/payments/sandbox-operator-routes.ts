import { ErrorCode, InvoiceStatus, InvoiceType } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { audited } from '../audit/audited.ts';
import { findInvoice } from './invoice-views.ts';
import { invoiceAudit, listPendingDeposits, resolveInvoiceId } from './operator.ts';
import { type SandboxVerb, sandboxAmountText, settleSandboxOutcome } from './sandbox-outcome.ts';
import type { SandboxPsp } from './sandbox-psp.ts';
import { testerQuery } from './sandbox-tester.ts';

type ByIdOrNumber = { Params: { id: string } };

const STATUS_NAMES: Record<number, string> = {
  [InvoiceStatus.pending]: 'pending',
  [InvoiceStatus.success]: 'approved',
  [InvoiceStatus.error]: 'declined',
};

/**
 * The operator's sandbox desk: the sandbox deposits still pending, each with a tester link (the
 * hosted page with approve and decline, for 24 hours), and approve or decline by invoice number or id:
 * the sandbox's event settled in the transaction that audits it, as the caller.
 */
export async function sandboxOperatorRoutes(app: FastifyInstance, options: { psp: SandboxPsp }) {
  const { psp } = options;
  const read = { preHandler: app.requireOperator('payments.read') };
  const settle = { preHandler: app.requireOperator('payments.sandbox') };
  const testerUrl = (invoiceId: string) =>
    new URL(`${psp.payUrl(invoiceId)}&${testerQuery(app.operatorKey, invoiceId)}`, app.env.PUBLIC_URL).href;

  app.get('/api/operator/sandbox/invoices', read, async () => {
    const pending = await listPendingDeposits(app.db, psp.name);
    return {
      data: pending.map(({ destination: _destination, ...item }) => ({
        ...item,
        createdAt: item.createdAt.toISOString(),
        testerUrl: testerUrl(item.id),
      })),
    };
  });

  const pendingDeposit = async (idOrNumber: string) => {
    const id = await resolveInvoiceId(app.db, idOrNumber);
    const invoice = id ? await findInvoice(app.db, id) : null;
    if (!invoice || invoice.provider !== psp.name || invoice.type !== InvoiceType.deposit)
      throw AppError.notFound(`No sandbox deposit ${idOrNumber}.`);
    if (invoice.status !== InvoiceStatus.pending)
      throw new AppError(
        ErrorCode.conflict,
        `Deposit #${invoice.number} is already ${STATUS_NAMES[invoice.status] ?? 'settled'}.`,
      );
    return invoice;
  };

  for (const verb of ['approve', 'decline'] as const satisfies SandboxVerb[]) {
    app.post<ByIdOrNumber>(`/api/operator/sandbox/invoices/:id/${verb}`, settle, async (request) => {
      const invoice = await pendingDeposit(request.params.id);
      const amount = await sandboxAmountText(app, invoice);
      const settled = await audited(app.db, request, async (tx) => {
        if ((await settleSandboxOutcome(tx, psp, invoice, amount, verb)) !== 'settled')
          throw new AppError(ErrorCode.conflict, `Deposit #${invoice.number} was settled meanwhile.`);
        const after = (await findInvoice(tx, invoice.id))!;
        return {
          value: after,
          audit: {
            action: `payments.sandbox.${verb}`,
            target: { type: 'invoice', id: invoice.id },
            before: invoiceAudit(invoice),
            after: invoiceAudit(after),
          },
        };
      });
      app.events.wake();
      return {
        data: { id: settled.id, number: settled.number, status: STATUS_NAMES[settled.status] ?? 'settled' },
      };
    });
  }
}
