import { zText } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../plugins/errors.ts';
import { audited } from '../audit/audited.ts';
import { findInvoice } from './invoice-views.ts';
import { invoiceAudit, listPendingWithdrawals, resolveInvoiceId } from './operator.ts';
import { decideWithdrawal } from './settlement.ts';

type ByIdOrNumber = { Params: { id: string } };
const decisionSchema = z.object({ reason: zText({ max: 300 }).trim().min(1).optional() });

/**
 * The operator's withdrawal desk (the withdrawals command calls it): the pending withdrawals, and a
 * decision by invoice number or id, paid out or put back in the player's cash, audited in its
 * transaction as the caller (withdrawals.review).
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
        const row = await decideWithdrawal(tx, before.id, { approve: verdict === 'approve', reason });
        return {
          value: row,
          audit: {
            action: `payments.withdrawal.${verdict}`,
            target: { type: 'invoice', id: row.id },
            before: invoiceAudit(before),
            after: invoiceAudit(row),
            reason: reason ?? null,
          },
        };
      });
      app.events.wake();
      return {
        data: { id: decided.id, number: decided.number, status: verdict === 'approve' ? 'paid' : 'rejected' },
      };
    });
  }
}
