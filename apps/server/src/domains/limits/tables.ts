import type { LimitChangeKind } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A player's responsible-gaming limits (spec: Limit). A row is in force while `endedAt` is null; an
 * ended row stays as the record of what the player chose. Amounts in the currency's minor unit. What
 * a window used is never stored: it is read from the ledger each time (wallet's cashMovements).
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    /** LimitDefinition: 1 bet, 2 loss, 3 deposit, 4 self-exclusion, 5 cooling-off. */
    definition: smallint().notNull(),
    /** daily | weekly | monthly, or the cooling-off / self-exclusion period id. */
    period: text().notNull(),
    /** Cash limits only (1-3). */
    currency: text(),
    amount: bigint({ mode: 'bigint' }),
    /** An increase waiting out its 24 hours (cash limits). */
    pendingAmount: bigint({ mode: 'bigint' }),
    /** A removal (or a self-exclusion's end) waiting out its 24 hours. */
    pendingRemoval: boolean().notNull().default(false),
    /** When the pending change applies; null when none is pending. */
    pendingAt: timestamp({ withTimezone: true }),
    /** Self-exclusion and cooling-off: when it began and when its period ends (null: indefinite). */
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('player_limits_player_idx').on(table.playerId).where(sql`${table.endedAt} IS NULL`),
    // One limit of a kind per period and currency; one self-exclusion and one cooling-off at a time.
    uniqueIndex('player_limits_one_per_kind_idx')
      .on(
        table.playerId,
        table.definition,
        sql`coalesce(${table.currency}, '')`,
        sql`(CASE WHEN ${table.definition} >= 4 THEN '' ELSE ${table.period} END)`,
      )
      .where(sql`${table.endedAt} IS NULL`),
  ],
);

export type PlayerLimitRow = typeof playerLimits.$inferSelect;

/** Who changed a limit: the player, a staff member on their behalf, or a job of the site (a wait over). */
export type LimitActor = 'player' | 'staff' | 'system';

/**
 * Every change of a player's limits, written in the transaction of the change and never edited
 * (append-only by trigger, migration 0039): `player_limits` holds only each limit's latest state. The
 * rows from before the history began were rebuilt from `player_limits` by that migration (`derived`).
 * Amounts in the currency's minor unit.
 */
export const playerLimitChanges = pgTable(
  'player_limit_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    limitId: uuid().notNull(),
    playerId: uuid().notNull(),
    definition: smallint().notNull(),
    period: text().notNull(),
    currency: text(),
    change: text().$type<LimitChangeKind>().notNull(),
    /** After the change, or asked for while it waits. */
    amount: bigint({ mode: 'bigint' }),
    /** In force before the change, when it changed the amount. */
    previousAmount: bigint({ mode: 'bigint' }),
    /** When a waiting change applies; an exclusion's end. */
    effectiveAt: timestamp({ withTimezone: true }),
    /** Null on derived rows: nobody knows. */
    actor: text().$type<LimitActor>(),
    derived: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_limit_changes_player_idx').on(table.playerId, table.createdAt)],
);

export type PlayerLimitChangeRow = typeof playerLimitChanges.$inferSelect;

/**
 * A player's reality check (UKGC RTS 13): how often a game session pauses to show its elapsed time and
 * net position. One row per player who ever chose; `intervalSeconds` null: off (no row: never chose, off).
 */
export const playerRealityChecks = pgTable('player_reality_checks', {
  playerId: uuid().primaryKey(),
  intervalSeconds: integer(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
