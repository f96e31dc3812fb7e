import { ErrorCode, InvoiceStatus, InvoiceType } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { findInvoice } from './invoice-views.ts';
import { listPendingDeposits, resolveInvoiceId } from './operator.ts';
import { type SandboxVerb, sendSandboxOutcome } from './sandbox-outcome.ts';
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
 * hosted page with approve and decline, for 24 hours), and approve or decline by invoice number or id.
 */
export async function sandboxOperatorRoutes(app: FastifyInstance, options: { psp: SandboxPsp }) {
  const { psp } = options;
  const operator = { preHandler: app.requireOperator };
  const testerUrl = (invoiceId: string) =>
    new URL(`${psp.payUrl(invoiceId)}&${testerQuery(app.operatorKey, invoiceId)}`, app.env.PUBLIC_URL).href;

  app.get('/api/operator/sandbox/invoices', operator, async () => {
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
    app.post<ByIdOrNumber>(`/api/operator/sandbox/invoices/:id/${verb}`, operator, async (request) => {
      const invoice = await pendingDeposit(request.params.id);
      if (!(await sendSandboxOutcome(app, psp, invoice, verb)))
        throw new AppError(ErrorCode.badGateway, 'The platform refused the sandbox notification.');
      const settled = (await findInvoice(app.db, invoice.id))!;
      return {
        data: { id: settled.id, number: settled.number, status: STATUS_NAMES[settled.status] ?? 'settled' },
      };
    });
  }
}
