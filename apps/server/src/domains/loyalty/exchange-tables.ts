import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What loyalty points buy (seeded: exchange-seed.ts): `points` for a bonus of `amounts` (minor units
 * per currency, as decimal text) to wager `wagerMultiplier` times. An offer is offered only in the
 * currencies it names.
 */
export const loyaltyPointsOffers = pgTable(
  'loyalty_points_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique('loyalty_points_offers_slug_unique'),
    titles: jsonb().$type<Record<string, string>>().notNull(),
    points: integer().notNull(),
    amounts: jsonb().$type<Record<string, string>>().notNull(),
    wagerMultiplier: integer().notNull(),
    position: integer().notNull(),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'loyalty_points_offers_valid',
      sql`${table.points} > 0 AND ${table.wagerMultiplier} >= 0 AND ${table.wagerMultiplier} <= 200`,
    ),
  ],
);

/**
 * An exchange made, once per the player's requestId: what it cost, the bonus it gave (minor units of
 * `currency`) and that bonus's id, so that a retried call answers the same bonus. player_id references
 * players(id) ON DELETE CASCADE in the migration.
 */
export const loyaltyPointsExchanges = pgTable(
  'loyalty_points_exchanges',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    requestId: uuid().notNull(),
    offerId: uuid()
      .notNull()
      .references(() => loyaltyPointsOffers.id),
    points: integer().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    bonusId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('loyalty_points_exchanges_request_unique').on(table.playerId, table.requestId)],
);

export type PointsOfferRow = typeof loyaltyPointsOffers.$inferSelect;
export type PointsExchangeRow = typeof loyaltyPointsExchanges.$inferSelect;
