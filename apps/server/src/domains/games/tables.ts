import type { GameVolatility } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Text per locale code ({en, de, 'pt-br'}); English is the fallback. */
export type LocalizedText = Record<string, string>;

/**
 * The providers the catalogue shows (the id is the slug used in URLs and filters). Launch secrets are
 * not here: a provider that plays real money through the seamless wallet names its game_providers row
 * in `walletProviderId` ('studio' for our own studio).
 */
export const gameCatalogueProviders = pgTable('game_catalogue_providers', {
  id: text().primaryKey(),
  name: text().notNull(),
  logo: text(),
  /** game_providers.id of its seamless-wallet integration; null: no real-money play. */
  walletProviderId: text(),
  position: integer().notNull().default(0),
  isEnabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The site's categories (spec: /categories/{categoryIdentity}). */
export const gameCollections = pgTable('game_collections', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  names: jsonb().$type<LocalizedText>().notNull(),
  position: integer().notNull().default(0),
  isEnabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The games. The list query filters enabled games by provider or collection and orders by position,
 * so the indexes below serve each filter; `searchTitle` (lower(title), generated) answers a
 * case-insensitive search with a plain LIKE on PGlite and PostgreSQL alike (no trigram extension).
 */
export const games = pgTable(
  'games',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    providerId: text()
      .notNull()
      .references(() => gameCatalogueProviders.id),
    title: text().notNull(),
    searchTitle: text().notNull().generatedAlwaysAs(sql`lower(title)`),
    image: text().notNull(),
    descriptions: jsonb().$type<LocalizedText>(),
    hasDemo: boolean().notNull().default(true),
    isMobile: boolean().notNull().default(true),
    isDesktop: boolean().notNull().default(true),
    /** ISO country codes where real-money play is refused (14308); demo stays allowed. */
    restrictedCountries: text().array().notNull().default(sql`'{}'::text[]`),
    /** Percent, as exact text ("96.50"). */
    rtp: text(),
    volatility: text().$type<GameVolatility>(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    position: integer().notNull().default(0),
    isEnabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('games_enabled_position_idx').on(table.isEnabled, table.position, table.id),
    index('games_provider_position_idx').on(table.providerId, table.position, table.id),
    index('games_search_title_idx').on(table.searchTitle.op('text_pattern_ops')),
  ],
);

/** Which games a collection shows, in its own order. */
export const gameCollectionGames = pgTable(
  'game_collection_games',
  {
    collectionId: uuid()
      .notNull()
      .references(() => gameCollections.id, { onDelete: 'cascade' }),
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.gameId] }),
    index('game_collection_games_order_idx').on(table.collectionId, table.position, table.gameId),
    index('game_collection_games_game_idx').on(table.gameId),
  ],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    playerId: uuid().notNull(),
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('game_favorites_player_created_idx').on(table.playerId, table.createdAt),
  ],
);

/** Recently played: one row per player and game, written at every launch of a signed-in player. */
export const gamePlays = pgTable(
  'game_plays',
  {
    playerId: uuid().notNull(),
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    count: integer().notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('game_plays_player_recent_idx').on(table.playerId, table.lastPlayedAt),
  ],
);

export type GameRow = typeof games.$inferSelect;
