import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A player's uploaded document (spec: documents). The file itself sits in the document storage under
 * `storageKey`, a generated name; `fileName` is only what the player called it, cleaned, for display.
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    /** One of DOCUMENT_TYPES' ids. */
    type: text().notNull(),
    fileName: text().notNull(),
    storageKey: text().notNull().unique(),
    /** The sniffed type of the stored (re-encoded) file. */
    mimeType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** DocumentStatus: 1 pending, 2 approved, 3 rejected. */
    status: smallint().notNull().default(1),
    rejectReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_documents_player_idx').on(table.playerId, table.createdAt),
    index('player_documents_pending_idx').on(table.status, table.createdAt).where(sql`${table.status} = 1`),
  ],
);
export type DocumentRow = typeof playerDocuments.$inferSelect;

/**
 * The player's identity verification level as the provider last reported it through a signed webhook
 * (one row per player, written only by webhooks). `eventAt` orders deliveries: an older one changes nothing.
 */
export const playerVerifications = pgTable('player_verifications', {
  playerId: uuid().primaryKey(),
  /** builtin | sumsub */
  provider: text().notNull(),
  applicantId: text().notNull(),
  /** pending | verified | rejected */
  level: text().notNull(),
  rejectReason: text(),
  /** A final rejection: the player may not start again. */
  rejectFinal: boolean().notNull().default(false),
  eventAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type VerificationRow = typeof playerVerifications.$inferSelect;
