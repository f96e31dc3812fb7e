import { and, asc, eq, gt, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { domainEvents } from './tables.ts';

export type EventRow = typeof domainEvents.$inferSelect;

export const BATCH_SIZE = 200;
const MAX_RETRY_SECONDS = 300;
/**
 * A failed event holds back the later events of its channel (so a channel's pushes keep their order)
 * for its first attempts only: a transient failure keeps the order, an event that fails for good
 * stops blocking its player's pushes after about 30 s (2 + 4 + 8 + 16 s of backoff).
 */
export const ORDERED_ATTEMPTS = 4;
/** pg_try_advisory_xact_lock key of the delivery turn: 'outbox' in ASCII. */
const DELIVERY_LOCK = 0x6f7574626f78;

/**
 * One dispatcher delivers at a time across all app processes on the database, so a channel's events
 * are pushed in order whichever process delivers them. Held until the batch commits; false when
 * another dispatcher has the turn (it was notified too and goes on after its batch).
 */
export async function takeDeliveryTurn(tx: Db): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${DELIVERY_LOCK}) as taken`);
  return (result as unknown as { rows: { taken: boolean }[] }).rows[0]!.taken;
}

/**
 * The next events due, in id order, leaving out those of a channel whose earlier event waits for a
 * retry. Locked too: a dispatcher of a version without the delivery turn would wait instead of taking
 * the same events.
 */
export function pendingBatch(tx: Db): Promise<EventRow[]> {
  const waiting = alias(domainEvents, 'waiting');
  const heldBack = tx
    .select({ id: waiting.id })
    .from(waiting)
    .where(
      and(
        isNull(waiting.deliveredAt),
        eq(waiting.channel, domainEvents.channel),
        lt(waiting.id, domainEvents.id),
        gt(waiting.retryAt, sql`now()`),
        lt(waiting.attempts, ORDERED_ATTEMPTS),
      ),
    );
  return tx
    .select()
    .from(domainEvents)
    .where(
      and(
        isNull(domainEvents.deliveredAt),
        or(isNull(domainEvents.retryAt), lte(domainEvents.retryAt, sql`now()`)),
        notExists(heldBack),
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(BATCH_SIZE)
    .for('update');
}

/**
 * One UPDATE for the whole batch: these commit with the handlers' changes or not at all. Stamped at
 * the end of the batch (its pushes are out), not at its start.
 */
export async function markDelivered(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .update(domainEvents)
    .set({
      deliveredAt: sql`statement_timestamp()`,
      attempts: sql`${domainEvents.attempts} + 1`,
      lastError: null,
    })
    .where(inArray(domainEvents.id, ids));
}

/** The next attempt waits 2, 4, 8 ... seconds, at most 5 minutes. */
export async function recordFailure(tx: Db, event: EventRow, error: unknown) {
  const attempts = event.attempts + 1;
  const delay = Math.min(2 ** attempts, MAX_RETRY_SECONDS);
  await tx
    .update(domainEvents)
    .set({
      attempts,
      lastError: error instanceof Error ? error.message : String(error),
      retryAt: sql`now() + make_interval(secs => ${delay})`,
    })
    .where(eq(domainEvents.id, event.id));
}
