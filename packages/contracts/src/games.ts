import { z } from 'zod';
import { pageMetaSchema, pagingQuerySchema } from './http.ts';
import { zText } from './validators/input.ts';

/**
 * The game catalogue (spec sections 1, 2 and 7): providers, collections (the site's categories),
 * games, favourites, recently played and launches. Names and descriptions come in the asker's locale
 * (x-locale header or user-language cookie), falling back to English.
 */

export const gameVolatilities = ['low', 'medium', 'high', 'very-high'] as const;
export type GameVolatility = (typeof gameVolatilities)[number];

/** GET /api/game/providers and /api/game/providers/{id}: the id is the provider's slug. */
export const gameProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A path or URL of the logo; null when there is none. */
  logo: z.string().nullable(),
  /** Enabled games of the provider. */
  gamesCount: z.number().int(),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;

/** GET /api/game/collections: a category of the site (slots, table games, new, popular ...). */
export const gameCollectionSchema = z.object({
  id: z.string(),
  /** The identity used in URLs (/categories/{slug}); the games filter accepts it as well as the id. */
  slug: z.string(),
  name: z.string(),
  gamesCount: z.number().int(),
});
export type GameCollection = z.infer<typeof gameCollectionSchema>;

/** One game of the catalogue. */
export const gameSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The provider's id (slug). */
  provider: z.string(),
  providerName: z.string(),
  /** A path (/images/games/{slug}.svg) or URL. */
  image: z.string(),
  description: z.string().nullable(),
  hasDemo: z.boolean(),
  isMobile: z.boolean(),
  isDesktop: z.boolean(),
  /** Real-money play is refused in the asker's country (the geo-restricted-game modal); demo stays open. */
  isRestricted: z.boolean(),
  /** Return to player in percent, as text ("96.50"); null when not published. */
  rtp: z.string().nullable(),
  volatility: z.enum(gameVolatilities).nullable(),
  tags: z.array(z.string()),
  /** Whether the signed-in asker has it among favourites (false for guests). */
  isFavorite: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** A recently played game: when the player last launched it and how many times. */
export const playedGameSchema = gameSchema.extend({
  lastPlayedAt: z.string(),
  playCount: z.number().int(),
});
export type PlayedGame = z.infer<typeof playedGameSchema>;

const identitySchema = zText({ max: 100 }).trim().min(1);

/** GET /api/game/providers/{id}, /api/game/games/{id} (an id or a slug) and its favorite and play calls. */
export const gameIdParamsSchema = z.object({ id: identitySchema });

/** GET /api/game/games?collection&provider&search&device&page&perPage */
export const gamesQuerySchema = pagingQuerySchema.extend({
  /** A collection id or slug. */
  collection: identitySchema.optional(),
  /** A provider id (slug). */
  provider: identitySchema.optional(),
  /** Part of the title, any case. */
  search: zText({ max: 100 }).trim().optional(),
  device: z.enum(['mobile', 'desktop']).optional(),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

/** GET /api/game/games/favorites and /api/game/games/played */
export const playerGamesQuerySchema = pagingQuerySchema;

export const gameProvidersResponseSchema = z.object({ data: z.array(gameProviderSchema) });
export const gameProviderResponseSchema = z.object({ data: gameProviderSchema });
export const gameCollectionsResponseSchema = z.object({ data: z.array(gameCollectionSchema) });
export const gameResponseSchema = z.object({ data: gameSchema });
export const gamesResponseSchema = z.object({ data: z.array(gameSchema), meta: pageMetaSchema });
export const playedGamesResponseSchema = z.object({ data: z.array(playedGameSchema), meta: pageMetaSchema });

/** POST and DELETE /api/game/games/{id}/favorite: idempotent, both answer the state after the call. */
export const gameFavoriteSchema = z.object({ gameId: z.string(), isFavorite: z.boolean() });
export type GameFavorite = z.infer<typeof gameFavoriteSchema>;
export const gameFavoriteResponseSchema = z.object({ data: gameFavoriteSchema });

/**
 * POST /api/game/games/{id}/play. Demo (virtual coins) is open to guests when the game has one; real
 * money needs a player and plays in `currency` (default: the player's active account).
 */
export const playGameRequestSchema = z.object({
  demo: z.boolean().optional().default(false),
  currency: zText({ max: 10 }).trim().min(1).optional(),
});
export type PlayGameRequest = z.input<typeof playGameRequestSchema>;

/** Where the game page's iframe points; a real-money launch also gives the game session's token. */
export const playGameResponseSchema = z.object({
  data: z.object({
    url: z.string(),
    demo: z.boolean(),
    sessionToken: z.string().optional(),
    currency: z.string().optional(),
  }),
});
export type PlayGameResponse = z.infer<typeof playGameResponseSchema>['data'];
