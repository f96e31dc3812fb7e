import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { studioSessions } from '../storage/tables.ts';

export const CRASH_ROUND_PHASES = ['betting', 'running', 'crashed'] as const;
export type CrashRoundPhase = (typeof CRASH_ROUND_PHASES)[number];

/**
 * One shared crash round. Its server seed is drawn (and the crash point computed) when the round is
 * created; only the hash is public until it crashes. `voided`: the round was interrupted while it ran
 * (process stop) and its riding bets were refunded; it never shows in the history.
 */
export const studioCrashRounds = pgTable(
  'studio_crash_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The round's sequence number, its nonce. */
    number: integer().notNull(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    crashHundredths: integer().notNull(),
    growthPerMs: doublePrecision().notNull(),
    phase: text().$type<CrashRoundPhase>().notNull().default('betting'),
    voided: boolean().notNull().default(false),
    bettingEndsAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }),
    crashedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('studio_crash_rounds_number_idx').on(table.number),
    check('studio_crash_rounds_crash_point', sql`${table.crashHundredths} >= 100`),
  ],
);

export const CRASH_BET_STATUSES = ['pending', 'riding', 'cashedOut', 'lost', 'refunded'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/**
 * A player's bet on a crash round; its id is the round id the purse (and the platform) knows.
 * pending: written before the stake is taken, riding once it was; then cashedOut (win = amount ×
 * cashedOutHundredths / 100, rounded down), lost (win 0) or refunded (given back by rollback).
 * `paidAt` is set once the purse confirmed the settlement (win, win 0 or rollback): a settled bet
 * without it is paid again (the wallet answers a replay) until it is.
 */
export const studioCrashBets = pgTable(
  'studio_crash_bets',
  {
    id: uuid().primaryKey().defaultRandom(),
    roundId: uuid()
      .notNull()
      .references(() => studioCrashRounds.id),
    sessionId: uuid()
      .notNull()
      .references(() => studioSessions.id),
    playerRef: text().notNull(),
    currency: text().notNull(),
    amountMinor: bigint({ mode: 'bigint' }).notNull(),
    autoCashoutHundredths: integer(),
    status: text().$type<CrashBetStatus>().notNull().default('pending'),
    cashedOutHundredths: integer(),
    winMinor: bigint({ mode: 'bigint' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true, mode: 'date' }),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('studio_crash_bets_one_per_round_idx').on(table.roundId, table.playerRef),
    index('studio_crash_bets_unpaid_idx').on(table.status).where(sql`${table.paidAt} is null`),
    check('studio_crash_bets_amounts', sql`${table.amountMinor} > 0 and coalesce(${table.winMinor}, 0) >= 0`),
  ],
);

/** Who runs the crash loop: one row, held by a node that renews it before `expiresAt`. */
export const studioCrashLeader = pgTable('studio_crash_leader', {
  id: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

export type CrashRoundRow = typeof studioCrashRounds.$inferSelect;
export type CrashBetRow = typeof studioCrashBets.$inferSelect;
