import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The reports' rollups (decision 0042), kept by the `reports.fold` job from the ledger: every ledger
 * transaction after `report_watermarks.last_transaction_id` is folded once, the watermark moving in the
 * same database transaction as the fold. Rows without a game (deposits, withdrawals, bonus cost) have
 * '' as game and provider; a player without a country has ''.
 */
const dimensions = {
  /** The UTC day of the ledger transaction. */
  day: date({ mode: 'string' }).notNull(),
  currency: text().notNull(),
  country: text().notNull(),
  gameId: text().notNull(),
  providerId: text().notNull(),
};
const minor = () => bigint({ mode: 'bigint' }).notNull().default(sql`0`);

export const reportDaily = pgTable(
  'report_daily',
  {
    ...dimensions,
    /** Real money staked (the cash part of bets, less cash given back by rollbacks), minor units. */
    bets: minor(),
    /** Real money won (the cash part of wins). */
    wins: minor(),
    /** Bonus money that became cash (bonus.convert postings): what the bonuses cost the house. */
    bonusCost: minor(),
    depositCount: integer().notNull().default(0),
    deposits: minor(),
    withdrawalCount: integer().notNull().default(0),
    withdrawals: minor(),
    ftdCount: integer().notNull().default(0),
    ftdAmount: minor(),
    /** For the RTP: bet postings, and everything staked and won (cash and bonus money). */
    rounds: integer().notNull().default(0),
    stakes: minor(),
    payouts: minor(),
    /** Σ win / the round's stake, and Σ of its square, over win postings: the per-round return's mean and variance. */
    returns: doublePrecision().notNull().default(0),
    returnSquares: doublePrecision().notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.currency, table.country, table.gameId, table.providerId],
    }),
  ],
);
export type ReportDailyRow = typeof reportDaily.$inferSelect;

/** Who played on a day (per dimension): active players are counted from it on read. */
export const reportDailyPlayers = pgTable(
  'report_daily_players',
  {
    ...dimensions,
    playerId: uuid().notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.currency, table.country, table.gameId, table.providerId, table.playerId],
    }),
  ],
);

/** A player's first deposit (its ledger transaction): a deposit is a first-time one once. */
export const reportFirstDeposits = pgTable('report_first_deposits', {
  playerId: uuid().primaryKey(),
  transactionId: bigint({ mode: 'number' }).notNull(),
});

/** Each deposit and paid withdrawal, for the large-transactions report (a 24-hour window per player). */
export const reportPayments = pgTable(
  'report_payments',
  {
    transactionId: bigint({ mode: 'number' }).primaryKey(),
    playerId: uuid().notNull(),
    kind: text().$type<'deposit' | 'withdrawal'>().notNull(),
    currency: text().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('report_payments_at_idx').on(table.at)],
);

/** How far the fold has read the ledger: one row per rollup ('daily'). */
export const reportWatermarks = pgTable('report_watermarks', {
  name: text().primaryKey(),
  lastTransactionId: bigint({ mode: 'number' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
