import type { FastifyInstance } from 'fastify';
import { listPendingDeposits, resolveInvoiceId } from './operator.ts';
import { pendingSandboxDeposit, SANDBOX_STATUS_NAMES, settleSandboxDeposit } from './sandbox-desk.ts';
import type { SandboxVerb } from './sandbox-outcome.ts';
import type { SandboxPsp } from './sandbox-psp.ts';
import { testerQuery } from './sandbox-tester.ts';

type ByIdOrNumber = { Params: { id: string } };

/**
 * The operator's sandbox desk: the sandbox deposits still pending, each with a tester link (the
 * hosted page with approve and decline, for 24 hours), and approve or decline by invoice number or id:
 * the sandbox's event settled in the transaction that audits it, as the caller (sandbox-desk.ts, the
 * back office's desk too).
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

  for (const verb of ['approve', 'decline'] as const satisfies SandboxVerb[]) {
    app.post<ByIdOrNumber>(`/api/operator/sandbox/invoices/:id/${verb}`, settle, async (request) => {
      const { id: idOrNumber } = request.params;
      const invoice = await pendingSandboxDeposit(
        app,
        psp,
        await resolveInvoiceId(app.db, idOrNumber),
        idOrNumber,
      );
      const settled = await settleSandboxDeposit(app, request, psp, invoice, { verb });
      return {
        data: {
          id: settled.id,
          number: settled.number,
          status: SANDBOX_STATUS_NAMES[settled.status] ?? 'settled',
        },
      };
    });
  }
}
