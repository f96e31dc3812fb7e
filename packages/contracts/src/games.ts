import { z } from 'zod';
import { GamePlatform } from './games-display.ts';
import { pageMetaSchema, pagingQuerySchema, queryList } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * The game catalogue (spec sections 1, 2 and 7, client contract section 7): providers, collections
 * (the site's categories), games, favourites, recently played and launches. Names and descriptions
 * come in the asker's locale (x-locale header or user-language cookie), falling back to English.
 */

export const gameVolatilities = ['low', 'medium', 'high', 'very-high'] as const;
export type GameVolatility = (typeof gameVolatilities)[number];

/** One picture in its pixel densities (a path or URL each). */
const imageSetSchema = z.object({
  '1x': z.string(),
  '2x': z.string().optional(),
  '3x': z.string().optional(),
});

/** A game's pictures by size; we publish the portrait one. */
export const gameImagesSchema = z.object({
  '200x200': imageSetSchema.optional(),
  '200x300': imageSetSchema.optional(),
});
export type GameImages = z.infer<typeof gameImagesSchema>;

/** GET /api/game/providers and /api/game/providers/{id}: id and identity are the provider's slug. */
export const gameProviderSchema = z.object({
  id: z.string(),
  identity: z.string(),
  name: z.string(),
  /** Enabled games of the provider. */
  gameEnabledCount: z.number().int(),
  /** The logo; empty when there is none. */
  images: z.object({
    '116x40': z.object({ '1x': z.string(), '2x': z.string(), '3x': z.string() }).optional(),
  }),
  /** Operator-uploaded pictures; we have none. */
  customImages: z.object({}),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;

/** GET /api/game/collections: a category of the site (slots, table games, new, popular ...). */
export const gameCollectionSchema = z.object({
  id: z.string(),
  /** The identity used in URLs (/categories/{identity}); the games filter accepts it as well as the id. */
  identity: z.string(),
  name: z.string(),
  /** Countries the collection is limited to; empty: everywhere. */
  countries: z.array(z.string()),
  isHidden: z.boolean(),
  gamesCount: z.number().int(),
});
export type GameCollection = z.infer<typeof gameCollectionSchema>;

const gameRefSchema = z.object({ id: z.string(), identity: z.string(), name: z.string() });

/** One game of the catalogue (the client's IGame, plus our extras). */
export const gameSchema = z.object({
  id: z.string(),
  identity: z.string(),
  name: z.string(),
  isDemoMode: z.boolean(),
  volatility: z.enum(gameVolatilities).nullable(),
  /** The kind of game; we do not classify games yet. */
  type: z.string().nullable(),
  images: gameImagesSchema,
  customImages: gameImagesSchema,
  provider: gameRefSchema,
  /** The enabled collections that show it. */
  collections: z.array(gameRefSchema),
  labels: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Whether bets in it count towards bonus wagering; no game is configured for it yet. */
  isBonusWagering: z.boolean(),
  minimumBonusWagerMultiplier: z.number().nullable(),
  description: z.string().nullable(),
  isMobile: z.boolean(),
  isDesktop: z.boolean(),
  /** Real-money play is refused in the asker's country (the geo-restricted-game modal); demo stays open. */
  isRestricted: z.boolean(),
  /** Return to player in percent, as text ("96.50"); null when not published. */
  rtp: z.string().nullable(),
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

const platformQuerySchema = z.coerce
  .number()
  .int()
  .refine((value) => value === GamePlatform.mobile || value === GamePlatform.desktop, 'platform is 1 or 2')
  .transform((value) => value as GamePlatform);

const countryCodeSchema = zText({ max: 2 }).trim().length(2).toUpperCase();

/** GET /api/game/providers/{id}, /api/game/games/{id} (an id or an identity) and its favorite and play calls. */
export const gameIdParamsSchema = z.object({ id: identitySchema });

const sortOrderSchema = z.enum(['asc', 'desc']).default('asc');

/** GET /api/game/providers?name&sortBy&sortOrder&page&perPage */
export const gameProvidersQuerySchema = z.object({
  /** Part of the name, any case. */
  name: zText({ max: 100 }).trim().optional(),
  sortBy: z.enum(['name', 'default', 'order']).default('default'),
  sortOrder: sortOrderSchema,
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
export type GameProvidersQuery = z.infer<typeof gameProvidersQuerySchema>;

/**
 * GET /api/game/games?collectionId[]&providerId[]&gameId[]&identity[]&name&countries[]&sortBy&sortOrder
 * &page&perPage (&platform, ours). Collections and providers by id or identity.
 */
export const gamesQuerySchema = pagingQuerySchema.extend({
  collectionId: queryList(identitySchema).optional(),
  providerId: queryList(identitySchema).optional(),
  gameId: queryList(identitySchema).optional(),
  identity: queryList(identitySchema).optional(),
  /** Part of the name, any case. */
  name: zText({ max: 100 }).trim().optional(),
  /** Keeps games playable for real money in one of these countries. */
  countries: queryList(countryCodeSchema).optional(),
  /** score and default: the catalogue's order (in a collection, the collection's). */
  sortBy: z.enum(['score', 'name', 'default', 'order']).default('default'),
  sortOrder: sortOrderSchema,
  /** Only games that play on this platform (1 mobile, 2 desktop). */
  platform: platformQuerySchema.optional(),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;
export type GamesQueryInput = z.input<typeof gamesQuerySchema>;

/**
 * GET /api/game/games/favorites: every favourite, as the client asks; page and/or perPage (ours, for
 * our "load more" grids) ask for one page with its meta instead.
 */
export const favoriteGamesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
export type FavoriteGamesQuery = z.infer<typeof favoriteGamesQuerySchema>;

/** GET /api/game/games/played?perPage&platform&countryCode (page is ours). */
export const playedGamesQuerySchema = pagingQuerySchema.extend({
  platform: platformQuerySchema.optional(),
  countryCode: countryCodeSchema.optional(),
});
export type PlayedGamesQuery = z.infer<typeof playedGamesQuerySchema>;

export const gameProvidersResponseSchema = z.object({ data: z.array(gameProviderSchema) });
export const gameProviderResponseSchema = z.object({ data: gameProviderSchema });
export const gameCollectionsResponseSchema = z.object({ data: z.array(gameCollectionSchema) });
export const gameResponseSchema = z.object({ data: gameSchema });
export const gamesResponseSchema = z.object({ data: z.array(gameSchema), meta: pageMetaSchema });
export type GamesPage = z.infer<typeof gamesResponseSchema>;
/** The favourites: every one, or one page with its meta (ours) when GET favorites asks for a page. */
export const favoriteGamesResponseSchema = z.object({
  data: z.array(gameSchema),
  meta: pageMetaSchema.optional(),
});
export const playedGamesResponseSchema = z.object({ data: z.array(playedGameSchema), meta: pageMetaSchema });

/**
 * POST /api/game/games/{identity}/play. Demo (virtual coins, `demoMode`) is open to guests when the
 * game has one; real money needs a player and plays on `accountId` (default: the active account).
 * lobbyUrl, locale, countryCode and platform are what the client sends; our studio needs none of them.
 */
export const playGameRequestSchema = z.object({
  accountId: zText({ max: 64 }).trim().min(1).optional(),
  lobbyUrl: zText({ max: 2000 }).optional(),
  locale: zText({ max: 10 }).optional(),
  countryCode: zText({ max: 10 }).optional(),
  platform: z.union([z.literal(GamePlatform.mobile), z.literal(GamePlatform.desktop)]).optional(),
  demoMode: z.boolean().optional().default(false),
});
export type PlayGameRequest = z.input<typeof playGameRequestSchema>;

/**
 * Where the game page's iframe points and the token of the launch (a game session's, or the demo
 * token); `demoMode` and `currency` are ours.
 */
export const playGameResponseSchema = z.object({
  data: z.object({
    gameUrl: z.string(),
    token: z.string(),
    demoMode: z.boolean(),
    currency: z.string().nullable(),
  }),
});
export type PlayGameResponse = z.infer<typeof playGameResponseSchema>['data'];

const tag = 'Games';

/** The catalogue's calls (client contract section 7). */
export const gamesRoutes = {
  providers: defineRoute({
    method: 'GET',
    path: '/api/game/providers',
    access: 'guest',
    tag,
    summary: 'The enabled providers, with their count of enabled games.',
    query: gameProvidersQuerySchema,
    response: gameProvidersResponseSchema,
  }),
  provider: defineRoute({
    method: 'GET',
    path: '/api/game/providers/{id}',
    access: 'guest',
    tag,
    summary: 'One enabled provider by id.',
    params: gameIdParamsSchema,
    response: gameProviderResponseSchema,
  }),
  collections: defineRoute({
    method: 'GET',
    path: '/api/game/collections',
    access: 'guest',
    tag,
    summary: "The site's enabled collections (categories), in order.",
    response: gameCollectionsResponseSchema,
  }),
  games: defineRoute({
    method: 'GET',
    path: '/api/game/games',
    access: 'guest-or-player',
    tag,
    summary: 'One page of shown games, filtered; a token adds the favourite flags.',
    query: gamesQuerySchema,
    response: gamesResponseSchema,
  }),
  favorites: defineRoute({
    method: 'GET',
    path: '/api/game/games/favorites',
    access: 'player',
    tag,
    summary: "The player's favourite games, the newest first.",
    query: favoriteGamesQuerySchema,
    response: favoriteGamesResponseSchema,
  }),
  played: defineRoute({
    method: 'GET',
    path: '/api/game/games/played',
    access: 'player',
    tag,
    summary: "The player's recently launched games, the latest first.",
    query: playedGamesQuerySchema,
    response: playedGamesResponseSchema,
  }),
  game: defineRoute({
    method: 'GET',
    path: '/api/game/games/{id}',
    access: 'guest-or-player',
    tag,
    summary: 'One shown game by id or identity.',
    params: gameIdParamsSchema,
    response: gameResponseSchema,
  }),
  addFavorite: defineRoute({
    method: 'POST',
    path: '/api/game/games/{id}/favorite',
    access: 'player',
    tag,
    summary: 'Adds the game to the favourites (again is fine); answers every favourite.',
    params: gameIdParamsSchema,
    response: favoriteGamesResponseSchema,
  }),
  removeFavorite: defineRoute({
    method: 'DELETE',
    path: '/api/game/games/{id}/favorite',
    access: 'player',
    tag,
    summary: 'Removes the game from the favourites (already gone is fine); answers every favourite.',
    params: gameIdParamsSchema,
    response: favoriteGamesResponseSchema,
  }),
  play: defineRoute({
    method: 'POST',
    path: '/api/game/games/{id}/play',
    access: 'guest-or-player',
    tag,
    summary: 'Launches the game: demo for anyone when it has one, real money for a player.',
    params: gameIdParamsSchema,
    body: playGameRequestSchema,
    response: playGameResponseSchema,
  }),
};
