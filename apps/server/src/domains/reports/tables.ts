import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The reports' rollups (decision 0046), kept by the `reports.fold` job from the ledger: every ledger
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

/**
 * Who played on a day per game (all five dimensions): the active players of a report filtered by a game
 * or a provider are counted distinct from it on read. Unfiltered reports read the counts below.
 */
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

/**
 * Each day a player bet in a currency (decision 0050), with the country they had when the day's first
 * bet was folded: a player counts once a day whatever games they played. The fold looks up a new day's
 * neighbours here (the primary key's order) to keep `report_active_gaps`.
 */
export const reportActiveDays = pgTable(
  'report_active_days',
  {
    currency: text().notNull(),
    playerId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    country: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.playerId, table.day] })],
);

/**
 * The counts of a day the daily summary reads as they are (decision 0050): players who bet (each once,
 * in the country of `report_active_days`) and players who registered with this currency and country.
 */
export const reportDayCounts = pgTable(
  'report_day_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    country: text().notNull(),
    activePlayers: integer().notNull().default(0),
    registrations: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency, table.country] })],
);

/**
 * The range's distinct active players without reading player-days (decision 0050): of the players
 * active on `day`, how many had bet last `gap` days before (0: not within the longest report range).
 * A player active on several days of a range counts once, on the first: the range's count is the
 * days' actives less the players whose previous day is inside the range.
 */
export const reportActiveGaps = pgTable(
  'report_active_gaps',
  {
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    country: text().notNull(),
    gap: smallint().notNull(),
    players: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency, table.country, table.gap] })],
);

/** The players whose registration is counted in `report_day_counts`: each once, however often the fold reads them. */
export const reportRegistrations = pgTable('report_registrations', {
  playerId: uuid().primaryKey(),
});

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

/**
 * How far the fold has read: the ledger by transaction id ('daily'), identity's registrations by the
 * instant they are read up to ('registrations', `lastAt`; its `lastTransactionId` stays 0).
 */
export const reportWatermarks = pgTable('report_watermarks', {
  name: text().primaryKey(),
  lastTransactionId: bigint({ mode: 'number' }).notNull(),
  lastAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
