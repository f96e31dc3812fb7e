import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainEvents } from './tables.ts';

/** The NOTIFY channel that wakes the dispatchers of every app process on the database. */
export const EVENTS_NOTIFY_CHANNEL = 'domain_events';

export type DomainEvent<Payload = unknown> = {
  type: string;
  payload: Payload;
  /** The realtime channel that receives `{ event: type, ...payload }` (so a pushed payload is an object), e.g. `wallet:accounts#{playerId}`. */
  channel?: string;
};

export type StoredEvent = DomainEvent & { id: number; createdAt: Date };

/**
 * Writes the event in the caller's transaction: it exists exactly when the change it reports does. The
 * NOTIFY in the same statement reaches the listening dispatchers at commit (never on a rollback), once
 * per transaction however many events it wrote.
 */
export async function publishEvent(tx: Db, event: DomainEvent): Promise<void> {
  await tx
    .insert(domainEvents)
    .values({
      type: event.type,
      payload: event.payload ?? null,
      channel: event.channel ?? null,
      // When the event was written, not when its transaction began: the outbox lag starts here.
      createdAt: sql`statement_timestamp()`,
    })
    .returning({ notified: sql`pg_notify(${EVENTS_NOTIFY_CHANNEL}, '')` });
}

/** Several events in one statement (a batch consumer's pushes), as publishEvent writes each. */
export async function publishEvents(tx: Db, events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(domainEvents)
    .values(
      events.map((event) => ({
        type: event.type,
        payload: event.payload ?? null,
        channel: event.channel ?? null,
        createdAt: sql`statement_timestamp()`,
      })),
    )
    .returning({ notified: sql`pg_notify(${EVENTS_NOTIFY_CHANNEL}, '')` });
}
