import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events: written in the transaction of the change it reports, then delivered
 * once by the dispatcher (in-process subscribers and the realtime publisher).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    /** Delivery order. */
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    /** The realtime channel the event is published on, if any. */
    channel: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** A failed event waits until then before the next attempt. */
    retryAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('domain_events_pending_idx').on(table.id).where(sql`${table.deliveredAt} IS NULL`)],
);
