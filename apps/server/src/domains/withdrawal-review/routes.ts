import { backofficeWithdrawalRoutes as calls, type WithdrawalDecision } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { approverOf } from '../payments/approver.ts';
import { needsFourEyes } from '../payments/four-eyes.ts';
import { findInvoice } from '../payments/invoice-views.ts';
import { invoiceAudit } from '../payments/operator.ts';
import { reviewWithdrawal } from '../payments/settlement.ts';
import { withdrawalQueue } from './queue.ts';

/**
 * The back office's withdrawal queue (staff with payments.read) and its decisions (withdrawals.review),
 * through the same service as the withdrawals command: four-eyes above the threshold, audited.
 */
export async function withdrawalReviewRoutes(app: FastifyInstance) {
  route(app, calls.withdrawalQueue, async ({ query }) => withdrawalQueue(app.db, query));

  async function decide(
    request: FastifyRequest,
    id: string,
    decision: { approve: boolean; reason?: string },
  ): Promise<{ data: WithdrawalDecision }> {
    const before = await findInvoice(app.db, id);
    if (!before) throw AppError.notFound('Withdrawal not found.');
    // A large approval needs a fresh code (the first and the second); a decline never pays anything out.
    if (decision.approve && (await needsFourEyes(app.db, before.amount, before.currency)))
      await app.requireFreshTotp(request);
    const review = await audited(app.db, request, async (tx) => {
      const done = await reviewWithdrawal(tx, id, { ...decision, approver: approverOf(request) });
      const action =
        done.outcome === 'awaiting-second-approval'
          ? 'payments.withdrawal.first-approval'
          : decision.approve
            ? 'payments.withdrawal.approve'
            : 'payments.withdrawal.reject';
      return {
        value: done,
        audit: {
          action,
          target: { type: 'invoice', id },
          before: invoiceAudit(before),
          after: { ...invoiceAudit(done.row), approvals: done.approvals.length },
          reason: decision.reason ?? null,
        },
      };
    });
    app.events.wake();
    return {
      data: {
        id: review.row.id,
        number: review.row.number,
        status: review.outcome,
        approvals: review.approvals,
      },
    };
  }

  route(app, calls.approveWithdrawal, async ({ params, body }, request) =>
    decide(request, params.id, { approve: true, reason: body.reason }),
  );
  route(app, calls.declineWithdrawal, async ({ params, body }, request) =>
    decide(request, params.id, { approve: false, reason: body.reason }),
  );
}
