import { type Adjustment, type CreateAdjustmentRequest, ErrorCode } from '@casino/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { needsFourEyes } from '../payments/four-eyes.ts';
import { currencyUnits } from '../settings/service.ts';
import { publishAccountChanged } from '../wallet/account-events.ts';
import { requireOwnAccount } from '../wallet/accounts.ts';
import { decimalToMinor, minorToDecimalString } from '../wallet/money.ts';
import { postAdjustment } from '../wallet/postings.ts';
import { type AdjustmentRow, manualAdjustments } from './tables.ts';

/**
 * Manual adjustments (issue 30, decision 0039): staff credit or debit a player's cash or bonus money.
 * The money moves only through the wallet's postings (kind adjustment.credit / adjustment.debit, keyed
 * `adjustment:{id}`); above the four-eyes threshold the row waits for a different staff member. Every
 * function runs in the caller's transaction (the audit's).
 */

export type Staff = { id: string; name: string };

export async function adjustmentView(db: Db, row: AdjustmentRow): Promise<Adjustment> {
  const units = await currencyUnits(db);
  return {
    id: row.id,
    playerId: row.playerId,
    accountId: row.walletAccountId,
    currency: row.currency,
    part: row.part,
    direction: row.direction,
    amount: minorToDecimalString(row.amount, units.get(row.currency) ?? 1),
    reasonCode: row.reasonCode as Adjustment['reasonCode'],
    comment: row.comment,
    status: row.status,
    requestedBy: { id: row.requestedById, name: row.requestedByName },
    decidedBy: row.decidedById ? { id: row.decidedById, name: row.decidedByName ?? row.decidedById } : null,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The reason of each applied adjustment among these ledger postings, by posting id (the player 360 ledger). */
export async function adjustmentReasons(
  db: Db,
  ledgerTransactionIds: number[],
): Promise<Map<number, { reasonCode: Adjustment['reasonCode']; comment: string }>> {
  if (ledgerTransactionIds.length === 0) return new Map();
  const rows = await db
    .select({
      ledgerTransactionId: manualAdjustments.ledgerTransactionId,
      reasonCode: manualAdjustments.reasonCode,
      comment: manualAdjustments.comment,
    })
    .from(manualAdjustments)
    .where(inArray(manualAdjustments.ledgerTransactionId, [...new Set(ledgerTransactionIds)]));
  return new Map(
    rows.map((row) => [
      row.ledgerTransactionId!,
      { reasonCode: row.reasonCode as Adjustment['reasonCode'], comment: row.comment },
    ]),
  );
}

/** Posts the adjustment's movement: refused (12001) when a debit would take the part below zero. */
async function apply(tx: Db, row: AdjustmentRow): Promise<number> {
  const posted = await postAdjustment(tx, {
    walletAccountId: row.walletAccountId,
    currency: row.currency,
    amount: row.amount,
    part: row.part,
    direction: row.direction,
    idempotencyKey: `adjustment:${row.id}`,
    metadata: { adjustmentId: row.id, reasonCode: row.reasonCode },
  });
  await publishAccountChanged(tx, { playerId: row.playerId, walletAccountId: row.walletAccountId });
  return posted.transactionId;
}

export type Created = { row: AdjustmentRow; replayed: boolean };

export async function createAdjustment(
  tx: Db,
  playerId: string,
  input: CreateAdjustmentRequest,
  staff: Staff,
): Promise<Created> {
  const [earlier] = await tx
    .select()
    .from(manualAdjustments)
    .where(eq(manualAdjustments.idempotencyKey, input.idempotencyKey));
  if (earlier) {
    if (earlier.playerId !== playerId || earlier.walletAccountId !== input.accountId)
      throw new AppError(ErrorCode.adjustmentKeyReused, 'This key was used for another adjustment.');
    return { row: earlier, replayed: true };
  }
  const account = await requireOwnAccount(tx, playerId, input.accountId);
  const units = await currencyUnits(tx);
  const amount = decimalToMinor(input.amount, units.get(account.currency) ?? 1);
  if (amount === null || amount <= 0n)
    throw new AppError(
      ErrorCode.badRequest,
      `The amount must be positive, in ${account.currency}'s precision.`,
    );
  const waits = await needsFourEyes(tx, amount, account.currency);
  const [inserted] = await tx
    .insert(manualAdjustments)
    .values({
      idempotencyKey: input.idempotencyKey,
      playerId,
      walletAccountId: account.id,
      currency: account.currency,
      part: input.part,
      direction: input.direction,
      amount,
      reasonCode: input.reasonCode,
      comment: input.comment,
      status: waits ? 'awaiting-second-approval' : 'applied',
      requestedById: staff.id,
      requestedByName: staff.name,
      decidedAt: waits ? null : new Date(),
    })
    .returning();
  if (waits) return { row: inserted!, replayed: false };
  const ledgerTransactionId = await apply(tx, inserted!);
  const [done] = await tx
    .update(manualAdjustments)
    .set({ ledgerTransactionId })
    .where(eq(manualAdjustments.id, inserted!.id))
    .returning();
  return { row: done!, replayed: false };
}

async function lockPending(tx: Db, id: string): Promise<AdjustmentRow> {
  const [row] = await tx.select().from(manualAdjustments).where(eq(manualAdjustments.id, id)).for('update');
  if (!row) throw AppError.notFound('No such adjustment.');
  if (row.status !== 'awaiting-second-approval')
    throw new AppError(
      ErrorCode.adjustmentNotPending,
      'The adjustment is no longer awaiting a second approval.',
    );
  return row;
}

/** The second approval, by someone other than the requester: it posts. */
export async function approveAdjustment(tx: Db, id: string, staff: Staff): Promise<AdjustmentRow> {
  const row = await lockPending(tx, id);
  if (row.requestedById === staff.id)
    throw new AppError(
      ErrorCode.alreadyApprovedByYou,
      'You asked for this adjustment: another staff member must give the second approval.',
    );
  const ledgerTransactionId = await apply(tx, row);
  const [done] = await tx
    .update(manualAdjustments)
    .set({
      status: 'applied',
      decidedById: staff.id,
      decidedByName: staff.name,
      decidedAt: new Date(),
      ledgerTransactionId,
    })
    .where(eq(manualAdjustments.id, id))
    .returning();
  return done!;
}

export async function declineAdjustment(tx: Db, id: string, staff: Staff, reason: string) {
  await lockPending(tx, id);
  const [done] = await tx
    .update(manualAdjustments)
    .set({
      status: 'declined',
      decidedById: staff.id,
      decidedByName: staff.name,
      decidedAt: new Date(),
      declineReason: reason,
    })
    .where(eq(manualAdjustments.id, id))
    .returning();
  return done!;
}
