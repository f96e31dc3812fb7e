import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { studioSessions } from '../storage/tables.ts';

export type SportsbookOutcome = 'home' | 'draw' | 'away';

/**
 * A virtual football fixture of the sportsbook. Its server seed is drawn when it is scheduled (only the
 * hash is public), its probabilities (basis points, summing to 10 000) and odds (hundredths) are fixed
 * then too; at kick-off the result is drawn from the seed and every bet on it settled in one step.
 */
export const studioSportsbookFixtures = pgTable(
  'studio_sportsbook_fixtures',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The fixture's sequence number, the nonce of its draw. */
    number: integer().notNull(),
    home: text().notNull(),
    away: text().notNull(),
    homeBp: integer().notNull(),
    drawBp: integer().notNull(),
    awayBp: integer().notNull(),
    homeOddsHundredths: integer().notNull(),
    drawOddsHundredths: integer().notNull(),
    awayOddsHundredths: integer().notNull(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    startsAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    result: text().$type<SportsbookOutcome>(),
    homeGoals: integer(),
    awayGoals: integer(),
    settledAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('studio_sportsbook_fixtures_number_idx').on(table.number),
    index('studio_sportsbook_fixtures_starts_idx').on(table.startsAt),
    check(
      'studio_sportsbook_fixtures_probabilities',
      sql`${table.homeBp} + ${table.drawBp} + ${table.awayBp} = 10000`,
    ),
  ],
);

export const SPORTSBOOK_BET_STATUSES = ['pending', 'open', 'won', 'lost', 'refunded'] as const;
export type SportsbookBetStatus = (typeof SPORTSBOOK_BET_STATUSES)[number];

/**
 * A single bet; its id is the round id the purse (and the platform) knows. pending: written before the
 * stake is taken, open once it was; then won (win = amount × odds / 100, rounded down), lost (win 0) or
 * refunded (given back by rollback). `paidAt` is set once the purse confirmed the settlement: a settled
 * bet without it is paid again (the wallet answers a replay by its transaction id) until it is.
 */
export const studioSportsbookBets = pgTable(
  'studio_sportsbook_bets',
  {
    id: uuid().primaryKey().defaultRandom(),
    fixtureId: uuid()
      .notNull()
      .references(() => studioSportsbookFixtures.id),
    sessionId: uuid()
      .notNull()
      .references(() => studioSessions.id),
    playerRef: text().notNull(),
    currency: text().notNull(),
    selection: text().$type<SportsbookOutcome>().notNull(),
    oddsHundredths: integer().notNull(),
    amountMinor: bigint({ mode: 'bigint' }).notNull(),
    status: text().$type<SportsbookBetStatus>().notNull().default('pending'),
    winMinor: bigint({ mode: 'bigint' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true, mode: 'date' }),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('studio_sportsbook_bets_player_idx').on(table.playerRef, table.createdAt),
    index('studio_sportsbook_bets_fixture_idx').on(table.fixtureId, table.status),
    index('studio_sportsbook_bets_unpaid_idx').on(table.status).where(sql`${table.paidAt} is null`),
    check(
      'studio_sportsbook_bets_amounts',
      sql`${table.amountMinor} > 0 and coalesce(${table.winMinor}, 0) >= 0 and ${table.oddsHundredths} > 100`,
    ),
  ],
);

export type SportsbookFixtureRow = typeof studioSportsbookFixtures.$inferSelect;
export type SportsbookBetRow = typeof studioSportsbookBets.$inferSelect;
