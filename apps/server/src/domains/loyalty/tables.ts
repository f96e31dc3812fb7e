import type { LoyaltyEarnGroup } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** A text per locale code ('en', 'de' ...). */
export type LevelNames = Record<string, string>;

/**
 * The loyalty club's levels (Harbor Club), seeded (seed.ts). A level is reached when the points
 * earned in all reach `pointsRequired`; the first level needs 0. `rateBp` is what its members earn per
 * 1 unit of the base currency wagered on slots, in basis points (10 000 = 1 point), so a rate is
 * exact.
 */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 1 for the first level, then up. */
    levelOrder: integer().notNull().unique('loyalty_levels_level_order_unique'),
    names: jsonb().$type<LevelNames>().notNull(),
    pointsRequired: bigint({ mode: 'number' }).notNull(),
    rateBp: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'loyalty_levels_valid',
      sql`${table.levelOrder} >= 1 AND ${table.pointsRequired} >= 0 AND ${table.rateBp} > 0`,
    ),
  ],
);

/**
 * How much each kind of game's wagers count towards points, in percent (seeded, edited in the back
 * office): which games a kind covers is the engine's (earning.ts EARN_GROUPS).
 */
export const loyaltyEarnRates = pgTable(
  'loyalty_earn_rates',
  {
    group: text().$type<LoyaltyEarnGroup>().primaryKey(),
    percent: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('loyalty_earn_rates_percent_valid', sql`${table.percent} BETWEEN 0 AND 100`)],
);

/**
 * A player's loyalty account, one per player, made when first needed (the first credited round, or
 * the player's first look). `points` is what the player holds (spending lowers it), `earnedPoints`
 * every point ever earned: the level follows it, so spending never lowers a level. player_id
 * references players(id) ON DELETE CASCADE: the constraint is in the migration, not here, because a
 * domain's schema never imports identity's tables.
 */
export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull().unique('loyalty_accounts_player_id_unique'),
    points: bigint({ mode: 'number' }).notNull().default(0),
    earnedPoints: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The fraction of a point earned and not yet credited, in millionths of a point (0 to 999 999):
     * small stakes add up to whole points instead of each rounding down to none (issue 28).
     */
    earnRemainderMicros: integer().notNull().default(0),
    levelId: uuid()
      .notNull()
      .references(() => loyaltyLevels.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'loyalty_accounts_points_valid',
      sql`${table.points} >= 0 AND ${table.earnedPoints} >= ${table.points}`,
    ),
    check(
      'loyalty_accounts_earn_remainder_valid',
      sql`${table.earnRemainderMicros} >= 0 AND ${table.earnRemainderMicros} < 1000000`,
    ),
  ],
);

export const LOYALTY_ENTRY_KINDS = ['earn', 'spend', 'award'] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

/**
 * Every change of an account's points, never updated: the sum of an account's entries is its
 * `points`. An earn is one row per credited round, unique by round id, which is what makes a
 * redelivered round event count once; it keeps the cash wager it was earned on (minor units of the
 * round's currency), that wager in the base currency and the weight and rate applied. A spend (the
 * exchange of points for a bonus) is once per key of the account, its points negative; an award (a
 * retention reward: domains/rewards) is once per key too, its points positive (`spendKey` holds the key).
 */
export const loyaltyPointEntries = pgTable(
  'loyalty_point_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => loyaltyAccounts.id, { onDelete: 'cascade' }),
    kind: text().$type<LoyaltyEntryKind>().notNull(),
    /**
     * Negative for a spend, positive for an award; for an earn the whole points it carried into the
     * account (0 while the remainder stays below a point).
     */
    points: bigint({ mode: 'number' }).notNull(),
    /** An earn: what the round earned exactly, in millionths of a point (rounded down). */
    microPoints: bigint({ mode: 'number' }),
    /** An earn: the game-wallet round (game_rounds.id) it was earned on. */
    roundId: uuid().unique('loyalty_point_entries_round_id_unique'),
    /** A spend: the caller's key (what the points bought), once per account. */
    spendKey: text(),
    /** An earn: the real-money part of the round's bets, in minor units of `currency`. */
    cashMinor: bigint({ mode: 'bigint' }),
    currency: text(),
    /** An earn: the cash wager in minor units of the base currency (`baseCurrency`), rounded down. */
    baseMinor: bigint({ mode: 'bigint' }),
    baseCurrency: text(),
    /** An earn: the game's weight (percent) and the level's rate (basis points) it was earned at. */
    weightPercent: integer(),
    rateBp: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('loyalty_point_entries_spend_key_unique').on(table.accountId, table.spendKey),
    check(
      'loyalty_point_entries_kind_valid',
      sql`(${table.kind} = 'earn' AND ${table.points} >= 0 AND ${table.roundId} IS NOT NULL AND ${table.spendKey} IS NULL)
        OR (${table.kind} = 'spend' AND ${table.points} < 0 AND ${table.spendKey} IS NOT NULL AND ${table.roundId} IS NULL)
        OR (${table.kind} = 'award' AND ${table.points} > 0 AND ${table.spendKey} IS NOT NULL AND ${table.roundId} IS NULL)`,
    ),
    check('loyalty_point_entries_spend_key_length', sql`char_length(${table.spendKey}) <= 200`),
  ],
);

export type LoyaltyLevelRow = typeof loyaltyLevels.$inferSelect;
export type LoyaltyEarnRateRow = typeof loyaltyEarnRates.$inferSelect;
export type LoyaltyAccountRow = typeof loyaltyAccounts.$inferSelect;
export type LoyaltyPointEntryRow = typeof loyaltyPointEntries.$inferSelect;
