import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Manual adjustments (issue 30): what staff asked for, who approved it and the ledger posting it made
 * (keyed `adjustment:{id}`). One row per client key, so a replay answers the same adjustment. A row
 * above the four-eyes threshold waits (awaiting-second-approval) until another staff member approves
 * or someone declines it.
 */
export const manualAdjustments = pgTable(
  'manual_adjustments',
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text().notNull().unique(),
    playerId: uuid().notNull(),
    walletAccountId: uuid().notNull(),
    currency: text().notNull(),
    /** cash or bonus. */
    part: text().$type<'cash' | 'bonus'>().notNull(),
    /** credit or debit. */
    direction: text().$type<'credit' | 'debit'>().notNull(),
    /** Positive, in the currency's minor unit. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    reasonCode: text().notNull(),
    comment: text().notNull(),
    status: text().$type<'awaiting-second-approval' | 'applied' | 'declined'>().notNull(),
    requestedById: text().notNull(),
    requestedByName: text().notNull(),
    decidedById: text(),
    decidedByName: text(),
    declineReason: text(),
    /** The ledger transaction it posted, once applied. */
    ledgerTransactionId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('manual_adjustments_player_idx').on(table.playerId, table.createdAt)],
);

export type AdjustmentRow = typeof manualAdjustments.$inferSelect;
