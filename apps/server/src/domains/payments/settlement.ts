import type { Invoice, WithdrawalApproval, WithdrawalReviewOutcome } from '@casino/contracts';
import { ErrorCode, InvoiceStatus, InvoiceType } from '@casino/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { addDepositTurnover } from '../risk/turnover.ts';
import { publishAccountChanged } from '../wallet/account-events.ts';
import { runMoneyOperation } from '../wallet/group-commit.ts';
import { creditDeposit, payOutWithdrawal, releaseWithdrawal } from '../wallet/postings.ts';
import { runDepositSettledHooks } from './deposit-hooks.ts';
import { type Approver, approvalView, needsFourEyes, sameApprover } from './four-eyes.ts';
import {
  CANCELLED_BY_PLAYER,
  findInvoice,
  invoiceView,
  lockInvoice,
  publishInvoice,
  unitOf,
} from './invoice-views.ts';
import { tellFirstApproval, tellWithdrawalDeclined } from './messages.ts';
import { amountToMinor } from './methods.ts';
import type { WebhookEvent } from './psp-port.ts';
import { type InvoiceRow, paymentInvoices, withdrawalApprovals } from './tables.ts';

/**
 * How a pending invoice ends, exactly once: the money moves through the ledger, then the turnover
 * wager, the status and the invoice's push change in the same transaction, and the account change is
 * published last, once.
 */
export type Outcome = { succeeded: boolean; reason: string | null; pspTransactionId?: string };

async function finish(tx: Db, row: InvoiceRow, outcome: Outcome): Promise<InvoiceRow> {
  const movement = {
    walletAccountId: row.walletAccountId,
    currency: row.currency,
    amount: row.amount,
    metadata: { invoiceId: row.id, invoiceNumber: row.number, method: row.method },
  };
  if (row.type === InvoiceType.deposit && outcome.succeeded) {
    await creditDeposit(tx, {
      ...movement,
      idempotencyKey: `psp:${row.provider}:${outcome.pspTransactionId}`,
    });
    await addDepositTurnover(tx, row.walletAccountId, row.amount);
  }
  if (row.type === InvoiceType.withdrawal) {
    const endHold = outcome.succeeded ? payOutWithdrawal : releaseWithdrawal;
    const step = outcome.succeeded ? 'payout' : 'release';
    await endHold(tx, {
      ...movement,
      holdKey: withdrawalHoldKey(row.id),
      idempotencyKey: `withdrawal:${row.id}:${step}`,
    });
  }
  const [updated] = await tx
    .update(paymentInvoices)
    .set({
      status: outcome.succeeded ? InvoiceStatus.success : InvoiceStatus.error,
      pspTransactionId: outcome.pspTransactionId ?? row.pspTransactionId,
      errorReason: outcome.succeeded ? null : outcome.reason,
      updatedAt: new Date(),
    })
    .where(eq(paymentInvoices.id, row.id))
    .returning();
  await publishInvoice(tx, updated!);
  // The player who cancelled their own withdrawal needs no message about it.
  if (row.type === InvoiceType.withdrawal && !outcome.succeeded && outcome.reason !== CANCELLED_BY_PLAYER)
    await tellWithdrawalDeclined(tx, updated!, outcome.reason ?? 'declined');
  if (row.type === InvoiceType.deposit && outcome.succeeded)
    await runDepositSettledHooks(tx, {
      invoiceId: row.id,
      playerId: row.playerId,
      walletAccountId: row.walletAccountId,
      currency: row.currency,
      amount: row.amount,
      bonusId: row.bonusId,
      isBonusDecline: row.isBonusDecline,
    });
  const movedMoney = row.type === InvoiceType.withdrawal || outcome.succeeded;
  if (movedMoney)
    await publishAccountChanged(tx, { playerId: row.playerId, walletAccountId: row.walletAccountId });
  return updated!;
}

/** A withdrawal's hold on the player's cash is named by its reserve posting's key. */
export const withdrawalHoldKey = (invoiceId: string) => `withdrawal:${invoiceId}:reserve`;

export type SettleOutcome = 'settled' | 'already-settled';

/**
 * Ends an invoice as a money operation of its wallet account (which never changes, so it picks the
 * lane before the invoice is locked): an invoice and the bets of its account never lock each other's
 * rows in opposite orders. An unknown invoice runs alone and finds nothing.
 */
async function inInvoiceLane<T>(db: Db, invoiceId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  const invoice = await findInvoice(db, invoiceId);
  return invoice ? runMoneyOperation(db, invoice.walletAccountId, work) : db.transaction(work);
}

/**
 * Applies a verified webhook: a pending deposit is credited (keyed `psp:{provider}:{transactionId}`)
 * or fails; a pending withdrawal is paid out of the reserve or released back to cash. A settled
 * invoice stays as it is, whatever arrives after.
 */
export async function settleInvoice(db: Db, provider: string, event: WebhookEvent): Promise<SettleOutcome> {
  return inInvoiceLane(db, event.invoiceId, async (tx) => {
    const row = await lockInvoice(tx, event.invoiceId);
    if (!row || row.provider !== provider) throw AppError.notFound('Invoice not found.');
    if (row.status !== InvoiceStatus.pending) return 'already-settled';
    const amount = amountToMinor(event.amount, await unitOf(tx, row.currency));
    if (event.currency !== row.currency || amount !== row.amount)
      throw new AppError(
        ErrorCode.invoiceAmountMismatch,
        'The webhook amount or currency does not match the invoice.',
      );
    const succeeded = event.type === 'payment.succeeded';
    await finish(tx, row, {
      succeeded,
      reason: succeeded ? null : 'refused by the payment provider',
      pspTransactionId: event.transactionId,
    });
    return 'settled';
  });
}

/** PUT /api/payment/invoices/{id}/decline: the player ends their own pending invoice (a withdrawal's reserve goes back to cash); else 13005. */
export async function declineInvoice(db: Db, playerId: string, id: string): Promise<Invoice> {
  return inInvoiceLane(db, id, async (tx) => {
    const row = await lockInvoice(tx, id);
    if (!row || row.playerId !== playerId) throw AppError.notFound('Invoice not found.');
    if (row.status !== InvoiceStatus.pending)
      throw new AppError(ErrorCode.invoiceNotDeclinable, 'Only a pending invoice can be declined.');
    return invoiceView(tx, await finish(tx, row, { succeeded: false, reason: CANCELLED_BY_PLAYER }));
  });
}

/** The operator's decision on a pending withdrawal: paid out (approve) or released back to cash (reject). */
export async function decideWithdrawal(
  db: Db,
  id: string,
  decision: { approve: boolean; reason?: string },
): Promise<InvoiceRow> {
  return inInvoiceLane(db, id, async (tx) => {
    const row = await lockInvoice(tx, id);
    if (!row || row.type !== InvoiceType.withdrawal) throw AppError.notFound('Withdrawal not found.');
    if (row.status !== InvoiceStatus.pending)
      throw new AppError(ErrorCode.invoiceNotDeclinable, 'The withdrawal is no longer pending.');
    return finish(tx, row, {
      succeeded: decision.approve,
      reason: decision.approve ? null : (decision.reason ?? 'rejected by the operator'),
      pspTransactionId: decision.approve ? `payout_${row.number}` : undefined,
    });
  });
}

export type WithdrawalReview = {
  row: InvoiceRow;
  outcome: WithdrawalReviewOutcome;
  approvals: WithdrawalApproval[];
};

/**
 * The one withdrawal decision of staff, API keys and the withdrawals command (issue 30): a decline
 * releases the hold at any stage; an approval pays out, except above the four-eyes threshold where
 * the first approver is recorded (withdrawal_approvals) and only a different one pays it. Serialized on
 * the invoice's row lock, so two approvals of one person at the same instant count once (409, 19006);
 * the table's unique index backs it up. Runs in the caller's transaction (the audit's) when given one.
 */
export async function reviewWithdrawal(
  db: Db,
  id: string,
  decision: { approve: boolean; reason?: string; approver: Approver },
): Promise<WithdrawalReview> {
  return inInvoiceLane(db, id, async (tx) => {
    const row = await lockInvoice(tx, id);
    if (!row || row.type !== InvoiceType.withdrawal) throw AppError.notFound('Withdrawal not found.');
    if (row.status !== InvoiceStatus.pending)
      throw new AppError(ErrorCode.invoiceNotDeclinable, 'The withdrawal is no longer pending.');
    const given = await tx
      .select()
      .from(withdrawalApprovals)
      .where(eq(withdrawalApprovals.invoiceId, id))
      .orderBy(asc(withdrawalApprovals.id));
    const approvals = given.map(approvalView);
    if (!decision.approve) {
      const reason = decision.reason ?? 'rejected by the operator';
      const declined = await finish(tx, row, { succeeded: false, reason });
      return { row: declined, outcome: 'rejected', approvals };
    }
    if (given.some((approval) => sameApprover(approval, decision.approver))) throw alreadyApproved();
    if (given.length === 0 && (await needsFourEyes(tx, row.amount, row.currency))) {
      const [first] = await tx
        .insert(withdrawalApprovals)
        .values({
          invoiceId: id,
          actorKind: decision.approver.kind,
          actorId: decision.approver.id,
          actorName: decision.approver.name,
        })
        .onConflictDoNothing()
        .returning();
      if (!first) throw alreadyApproved();
      await tellFirstApproval(tx, row);
      return { row, outcome: 'awaiting-second-approval', approvals: [approvalView(first)] };
    }
    const paid = await finish(tx, row, {
      succeeded: true,
      reason: null,
      pspTransactionId: `payout_${row.number}`,
    });
    return { row: paid, outcome: 'paid', approvals };
  });
}

const alreadyApproved = () =>
  new AppError(
    ErrorCode.alreadyApprovedByYou,
    'You already gave the first approval of this withdrawal: another staff member must give the second.',
  );
