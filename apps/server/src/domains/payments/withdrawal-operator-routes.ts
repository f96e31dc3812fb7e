import { zText } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { audited } from '../audit/audited.ts';
import { approverOf } from './approver.ts';
import { findInvoice } from './invoice-views.ts';
import { invoiceAudit, listPendingWithdrawals, resolveInvoiceId } from './operator.ts';
import { reviewWithdrawal } from './settlement.ts';

type ByIdOrNumber = { Params: { id: string } };
const decisionSchema = z.object({ reason: zText({ max: 300 }).trim().min(1).optional() });

/**
 * The operator's withdrawal desk (the withdrawals command calls it): the pending withdrawals, and a
 * decision by invoice number or id, paid out or put back in the player's cash, audited in its
 * transaction as the caller (withdrawals.review). The back office's service (reviewWithdrawal), so
 * four-eyes holds here too: the bootstrap key and each API key count as one approver.
 */
export async function withdrawalOperatorRoutes(app: FastifyInstance) {
  app.get('/api/operator/withdrawals', { preHandler: app.requireOperator('payments.read') }, async () => ({
    data: (await listPendingWithdrawals(app.db)).map((item) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
    })),
  }));

  const decide = { preHandler: app.requireOperator('withdrawals.review') };
  for (const verdict of ['approve', 'reject'] as const) {
    app.post<ByIdOrNumber>(`/api/operator/withdrawals/:id/${verdict}`, decide, async (request) => {
      const { reason } = parseInput(decisionSchema, request.body ?? {});
      const id = await resolveInvoiceId(app.db, request.params.id);
      const before = id ? await findInvoice(app.db, id) : null;
      if (!before) throw AppError.notFound(`No invoice ${request.params.id}.`);
      const decided = await audited(app.db, request, async (tx) => {
        const review = await reviewWithdrawal(tx, before.id, {
          approve: verdict === 'approve',
          reason,
          approver: approverOf(request),
        });
        const row = review.row;
        const action =
          review.outcome === 'awaiting-second-approval' ? 'payments.withdrawal.first-approval' : null;
        return {
          value: review,
          audit: {
            action: action ?? `payments.withdrawal.${verdict}`,
            target: { type: 'invoice', id: row.id },
            before: invoiceAudit(before),
            after: invoiceAudit(row),
            reason: reason ?? null,
          },
        };
      });
      app.events.wake();
      // `awaiting-second-approval`: above the four-eyes threshold another key or staff member must approve.
      return { data: { id: decided.row.id, number: decided.row.number, status: decided.outcome } };
    });
  }
}
