import { z } from 'zod';
import { pageMetaSchema, pagingQuerySchema } from './http.ts';

/**
 * Game history on the platform (spec sections 7 and 8): the rounds a provider played through the
 * seamless wallet, as the platform recorded them. A round opens on its first bet, is settled by its
 * first win (a win of 0 closes a lost round; later wins add up) and is rolled back when every bet of it
 * was rolled back. Amounts are decimal text in the round's currency ("12.5"), converted exactly from
 * integer minor units.
 */

export const gameRoundStatuses = ['open', 'settled', 'rolledBack'] as const;
export type GameRoundStatus = (typeof gameRoundStatuses)[number];

/** A decimal amount in the currency's unit, as text. */
const amountTextSchema = z.string();

/** One round of the signed-in player (GET /api/game/bets and /api/game/spins, and game.bet). */
export const gameBetSchema = z.object({
  /** The platform's id of the round. */
  id: z.string(),
  /** The provider's id of the round (for the studio, its round uuid). */
  roundId: z.string(),
  /** The catalogue's game id; null when the catalogue does not list the provider's game. */
  gameId: z.string().nullable(),
  /** The provider's game id (for the studio, the catalogue slug). */
  gameSlug: z.string(),
  /** The catalogue title; the provider's game id when the catalogue does not list it. */
  gameTitle: z.string(),
  /** The catalogue image (path or URL); null when the catalogue does not list the game. */
  gameImage: z.string().nullable(),
  /** The seamless-wallet provider ('studio' for our own studio). */
  providerId: z.string(),
  currency: z.string(),
  /** Every bet of the round taken together, rolled-back ones included. */
  bet: amountTextSchema,
  /** What the round paid (the sum of its wins); "0" while open or lost. */
  win: amountTextSchema,
  /** What rollbacks gave back of the bet; equal to `bet` when the round is rolled back. */
  refunded: amountTextSchema,
  /** win / (bet - refunded), to 4 decimals; 0 for a loss, an open round or a fully refunded one. */
  multiplier: z.number(),
  /** The round is over: settled (paid out or lost) or rolled back. False while open. */
  isSettled: z.boolean(),
  status: z.enum(gameRoundStatuses),
  createdAt: z.string(),
  /** When the first win settled it, or the last rollback closed it; null while open. */
  settledAt: z.string().nullable(),
  /** The provider's page that recalls the round (the studio's `/studio/rounds/{roundId}`); null when it has none. */
  recallUrl: z.string().nullable(),
});
export type GameBet = z.infer<typeof gameBetSchema>;

/**
 * `isSettled` of GET /api/game/bets as a query parameter: "true"/"1" or "false"/"0" (a boolean is
 * accepted too); absent lists every round.
 */
const queryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * GET /api/game/bets?page&perPage&isSettled: every round of the signed-in player, the newest first
 * (by creation). isSettled=true keeps finished rounds (settled and rolled back), false the open ones.
 * 401 for guests.
 */
export const gameBetsQuerySchema = pagingQuerySchema.extend({ isSettled: queryBooleanSchema.optional() });
export type GameBetsQuery = z.infer<typeof gameBetsQuerySchema>;
export const gameBetsResponseSchema = z.object({ data: z.array(gameBetSchema), meta: pageMetaSchema });
export type GameBetsResponse = z.infer<typeof gameBetsResponseSchema>;

/**
 * GET /api/game/spins?page&perPage: the signed-in player's played-out spins, i.e. rounds with an
 * outcome: status settled only (open and rolled-back rounds are left out), the most recently settled
 * first. Same row as /bets. 401 for guests.
 */
export const gameSpinsQuerySchema = pagingQuerySchema;
export type GameSpinsQuery = z.infer<typeof gameSpinsQuerySchema>;
export const gameSpinsResponseSchema = gameBetsResponseSchema;
export type GameSpinsResponse = GameBetsResponse;

/** One notable win of the public live feed. */
export const gameWinnerSchema = z.object({
  /** The platform's id of the round. */
  id: z.string(),
  /** The player's nickname, masked: its first two characters and "***" ("jo***"). */
  player: z.string(),
  gameId: z.string().nullable(),
  gameSlug: z.string(),
  gameTitle: z.string(),
  gameImage: z.string().nullable(),
  currency: z.string(),
  bet: amountTextSchema,
  /** The amount won. */
  win: amountTextSchema,
  multiplier: z.number(),
  /** When the round was settled. */
  createdAt: z.string(),
});
export type GameWinner = z.infer<typeof gameWinnerSchema>;

/** How many wins the feed shows. */
export const GAME_WINNERS_LIMIT = 20;

/**
 * GET /api/game/spins/winners: public, the latest settled rounds across players that won more than
 * they bet, the most recent first, at most GAME_WINNERS_LIMIT. Cached for a few seconds (every
 * visitor polls it), so a new win shows up with that delay.
 */
export const gameWinnersResponseSchema = z.object({ data: z.array(gameWinnerSchema) });
export type GameWinnersResponse = z.infer<typeof gameWinnersResponseSchema>;

/** Published on game:bets#{profileId} with the round (GameBet) after each bet, win and rollback. */
export const GAME_BET_EVENT = 'game.bet';

/** Published on game:bets#{profileId} when a bet was refused because the game is restricted (15002). */
export const GAME_BET_RESTRICTED_EVENT = 'game.bet.restricted';
export const gameBetRestrictedPayloadSchema = z.object({
  /** The catalogue's game id; null when the catalogue does not list it. */
  gameId: z.string().nullable(),
  /** The provider's game id (the catalogue slug for the studio). */
  gameSlug: z.string(),
  gameName: z.string(),
});
export type GameBetRestrictedPayload = z.infer<typeof gameBetRestrictedPayloadSchema>;

/** Published on game:bets#{profileId} when a bet was refused for going over the max bet (15003). */
export const GAME_BET_MAX_EXCEED_EVENT = 'game.bet.max.exceed';
export const gameBetMaxExceedPayloadSchema = gameBetRestrictedPayloadSchema.extend({
  /** The largest bet allowed, decimal text in `currency`; null when the refusing rule did not say. */
  maxBet: amountTextSchema.nullable(),
  currency: z.string(),
});
export type GameBetMaxExceedPayload = z.infer<typeof gameBetMaxExceedPayloadSchema>;
