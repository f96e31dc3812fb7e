import type { TournamentTerms } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** A text per locale code ('en', 'de' ...). */
export type LocalizedTexts = Record<string, string>;
/** Minor units per currency code, as decimal text (jsonb holds no bigint). */
export type MinorByCurrency = Record<string, string>;

export const TOURNAMENT_ENTRY_TYPES = ['auto', 'join', 'buy-in'] as const;
export type TournamentEntryType = (typeof TOURNAMENT_ENTRY_TYPES)[number];

/**
 * A tournament: a race over [startAt, endAt) in which eligible real-money rounds score (scoring.ts).
 * `series` names the recurring seed a tournament was opened from (seed.ts), null for one made by hand.
 * Stakes are minor units of the base currency; an empty collection or currency list means every one.
 * `state` follows the jobs (lifecycle.ts): 2 upcoming, 3 running, 4 finishing, 5 completed; the
 * back office's draft/scheduled/live/ended comes from the times (backoffice-editor.ts).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid().primaryKey().defaultRandom(),
    identity: text().notNull().unique('tournaments_identity_unique'),
    series: text(),
    titles: jsonb().$type<LocalizedTexts>().notNull(),
    descriptions: jsonb().$type<LocalizedTexts>().notNull(),
    image: text(),
    /** TournamentScoring: 1 total bet, 2 bet count, 3 best multiplier. */
    scoring: integer().notNull(),
    entryType: text().$type<TournamentEntryType>().notNull(),
    /** A buy-in tournament's price in each currency it can be paid in. */
    buyIn: jsonb().$type<MinorByCurrency>().notNull().default({}),
    minStakeMinor: bigint({ mode: 'bigint' }),
    maxStakeMinor: bigint({ mode: 'bigint' }),
    gameCollections: jsonb().$type<string[]>().notNull().default([]),
    excludedCollections: jsonb().$type<string[]>().notNull().default([]),
    currencies: jsonb().$type<string[]>().notNull().default([]),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    state: integer().notNull().default(2),
    /**
     * When staff scheduled it (promotion-lifecycle.ts); null for a draft, which the player site, the
     * scoring and the jobs never see. A seeded tournament is scheduled when it is opened.
     */
    scheduledAt: timestamp({ withTimezone: true }).defaultNow(),
    /** When staff ended it early (its endAt moved to that moment), or cancelled it before its start. */
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tournaments_state_end_idx').on(table.state, table.endAt),
    check(
      'tournaments_valid',
      sql`${table.endAt} > ${table.startAt} AND ${table.scoring} BETWEEN 1 AND 3
        AND ${table.state} BETWEEN 2 AND 5 AND ${table.entryType} IN ('auto', 'join', 'buy-in')
        AND (${table.minStakeMinor} IS NULL OR ${table.minStakeMinor} >= 0)
        AND (${table.maxStakeMinor} IS NULL OR ${table.maxStakeMinor} >= coalesce(${table.minStakeMinor}, 0))`,
    ),
  ],
);

export const TOURNAMENT_PRIZE_TYPES = ['money', 'bonus', 'freespins', 'points'] as const;
export type TournamentPrizeType = (typeof TOURNAMENT_PRIZE_TYPES)[number];

/**
 * What a place wins. `amount` is the points, the spins, or (money and bonus) the base currency's minor
 * units, converted to the winner's currency at payout unless `amounts` names that currency. For free
 * spins `amounts` is each spin's stake per currency. `titles` say the prize in words per locale.
 */
export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    id: uuid().primaryKey().defaultRandom(),
    tournamentId: uuid()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    place: integer().notNull(),
    type: text().$type<TournamentPrizeType>().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    amounts: jsonb().$type<MinorByCurrency>().notNull().default({}),
    gameSlug: text(),
    wagerMultiplier: integer(),
    titles: jsonb().$type<LocalizedTexts>().notNull(),
  },
  (table) => [
    unique('tournament_prizes_place_unique').on(table.tournamentId, table.place),
    check(
      'tournament_prizes_valid',
      sql`${table.place} >= 1 AND ${table.amount} > 0
        AND ${table.type} IN ('money', 'bonus', 'freespins', 'points')
        AND (${table.type} <> 'freespins' OR ${table.gameSlug} IS NOT NULL)
        AND (${table.type} <> 'bonus' OR ${table.wagerMultiplier} >= 0)`,
    ),
  ],
);

/**
 * A player's place in a tournament: made by a join (or buy-in) or, in an auto tournament, by the first
 * round that scores. `points` are in the scoring's unit (scoring.ts: base minor units, bets, or the
 * multiplier × 10 000); `reachedAt` is when they were reached, the earlier winning a tie. player_id
 * references players(id) ON DELETE CASCADE in the migration (a domain's schema never names identity's).
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    tournamentId: uuid()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: uuid().notNull(),
    points: bigint({ mode: 'number' }).notNull().default(0),
    reachedAt: timestamp({ withTimezone: true, precision: 3 }),
    joinedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    unique('tournament_entries_player_unique').on(table.tournamentId, table.playerId),
    index('tournament_entries_leaderboard_idx').on(
      table.tournamentId,
      table.points.desc(),
      table.reachedAt,
      table.playerId.desc(),
    ),
    check('tournament_entries_points_valid', sql`${table.points} >= 0`),
  ],
);

/**
 * Each round scored, once per tournament: the primary key is what makes a redelivered round event
 * (or a later event of the same round) score nothing a second time.
 */
export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    tournamentId: uuid()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    roundId: uuid().notNull(),
    playerId: uuid().notNull(),
    points: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.roundId] })],
);

/** A place paid, once: the key of the payout job's exactly-once. */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    tournamentId: uuid()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    place: integer().notNull(),
    playerId: uuid().notNull(),
    points: bigint({ mode: 'number' }).notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.place] })],
);

/**
 * A recurring tournament (seed.ts, series.ts): a tournament per period of `days` (1 or 7, in UTC), each
 * opened from `template`, the editor's terms (contracts' tournamentTermsSchema: major units, the stakes
 * and money prizes in the base currency). It moves through the promotion lifecycle by its times; only a
 * live series opens periods, and an opened tournament is a row of its own that keeps its terms.
 */
export const tournamentSeries = pgTable(
  'tournament_series',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull().unique('tournament_series_key_unique'),
    days: integer().notNull(),
    template: jsonb().$type<TournamentTerms>().notNull(),
    /** The promotion lifecycle (contracts' promotionState): null scheduledAt is a draft. */
    scheduledAt: timestamp({ withTimezone: true }),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('tournament_series_valid', sql`${table.days} IN (1, 7)`)],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentSeriesRow = typeof tournamentSeries.$inferSelect;
export type NewTournament = typeof tournaments.$inferInsert;
export type TournamentPrizeRow = typeof tournamentPrizes.$inferSelect;
export type NewTournamentPrize = typeof tournamentPrizes.$inferInsert;
export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;
