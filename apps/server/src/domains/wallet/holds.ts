import { ErrorCode } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isTransaction } from '../../db/transactions.ts';
import { AppError } from '../../plugins/errors.ts';
import { findPosting, type PostingResult, post } from './ledger.ts';
import { type HoldStatus, ledgerHolds } from './tables.ts';

/**
 * Two-phase movements (TigerBeetle's pending transfers, in ledger accounts): the pending phase moves
 * the amount from one account to a holding account (a player's reserved part), and the hold then ends
 * exactly once, posted to its destination or voided back to where it came from.
 */

export type HoldRequest = {
  /** The pending posting's key; it also names the hold. */
  idempotencyKey: string;
  kind: string;
  fromAccountId: number;
  heldAccountId: number;
  amount: bigint;
  metadata?: Record<string, unknown>;
};

/** The pending phase: from → held, and the hold recorded as pending. A replay returns the first posting. */
export async function placeHold(db: Db, hold: HoldRequest): Promise<PostingResult> {
  if (!isTransaction(db)) return db.transaction((tx) => placeHold(tx, hold));
  const posting = await post(db, {
    idempotencyKey: hold.idempotencyKey,
    kind: hold.kind,
    entries: [
      { accountId: hold.fromAccountId, amount: -hold.amount },
      { accountId: hold.heldAccountId, amount: hold.amount },
    ],
    metadata: hold.metadata,
  });
  await db
    .insert(ledgerHolds)
    .values({
      idempotencyKey: hold.idempotencyKey,
      pendingTransactionId: posting.transactionId,
      fromAccountId: hold.fromAccountId,
      heldAccountId: hold.heldAccountId,
      amount: hold.amount,
    })
    .onConflictDoNothing();
  return posting;
}

export type HoldResolution = {
  /** The key of the posting that ends the hold: a replay of it returns that posting. */
  idempotencyKey: string;
  kind: string;
  metadata?: Record<string, unknown>;
};

/** Posts a pending hold: held → `toAccountId`. */
export const postHold = (db: Db, holdKey: string, toAccountId: number, resolution: HoldResolution) =>
  resolveHold(db, holdKey, 'posted', resolution, toAccountId);

/** Voids a pending hold: held → back to the account it came from. */
export const voidHold = (db: Db, holdKey: string, resolution: HoldResolution) =>
  resolveHold(db, holdKey, 'voided', resolution);

async function resolveHold(
  db: Db,
  holdKey: string,
  outcome: Exclude<HoldStatus, 'pending'>,
  resolution: HoldResolution,
  toAccountId?: number,
): Promise<PostingResult> {
  if (!isTransaction(db))
    return db.transaction((tx) => resolveHold(tx, holdKey, outcome, resolution, toAccountId));
  const [hold] = await db
    .select()
    .from(ledgerHolds)
    .where(eq(ledgerHolds.idempotencyKey, holdKey))
    .for('update');
  if (!hold) throw new AppError(ErrorCode.notFound, `No hold ${holdKey}.`);
  if (hold.status !== 'pending') {
    // Only a replay of the posting that ended it is answered; anything else would move money twice.
    const first = await findPosting(db, resolution.idempotencyKey);
    if (hold.status !== outcome || !first || first.id !== hold.resolvingTransactionId)
      throw new AppError(ErrorCode.conflict, `Hold ${holdKey} was already ${hold.status}.`);
  }
  const destination = outcome === 'posted' ? toAccountId! : hold.fromAccountId;
  const posting = await post(db, {
    idempotencyKey: resolution.idempotencyKey,
    kind: resolution.kind,
    entries: [
      { accountId: hold.heldAccountId, amount: -hold.amount },
      { accountId: destination, amount: hold.amount },
    ],
    metadata: { ...resolution.metadata, hold: holdKey },
  });
  if (hold.status === 'pending')
    await db
      .update(ledgerHolds)
      .set({ status: outcome, resolvingTransactionId: posting.transactionId, resolvedAt: sql`now()` })
      .where(eq(ledgerHolds.id, hold.id));
  return posting;
}
