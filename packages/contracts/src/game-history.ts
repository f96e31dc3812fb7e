import { z } from 'zod';
import { BetStatus } from './enums.ts';
import { gameImagesSchema } from './games.ts';
import { pageMetaSchema, pagingQuerySchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * Game history on the platform (spec sections 7 and 8): the rounds a provider played through the
 * seamless wallet, as the platform recorded them. A round opens on its first bet, is settled by its
 * first win (a win of 0 closes a lost round; later wins add up) and is rolled back when every bet of it
 * was rolled back. Amounts are numbers in the round's currency unit (12.5), converted from integer
 * minor units at the edge.
 */

export const gameRoundStatuses = ['open', 'settled', 'rolledBack'] as const;
export type GameRoundStatus = (typeof gameRoundStatuses)[number];

/** Items of a sportsbook bet (the client's bet slip lines); casino rounds have none. */
export const gameBetItemSchema = z.object({
  event: z.string(),
  stage: z.string().nullable(),
  discipline: z.string().nullable(),
  tournament: z.string().nullable(),
  eventDate: z.string().nullable(),
  market: z.string().nullable(),
  outcome: z.string().nullable(),
  coefficient: z.number(),
});

/**
 * One round of the signed-in player (GET /api/game/bets, and the game.bet push): the client's fields
 * (amounts as numbers in the currency's unit) and ours.
 */
export const gameBetSchema = z.object({
  /** The platform's id of the round. */
  id: z.string(),
  /** The catalogue name; the provider's game id when the catalogue does not list it. */
  game: z.string(),
  /** The catalogue's game id; null when the catalogue does not list the provider's game. */
  gameId: z.string().nullable(),
  /** The provider's game id (for the studio, the catalogue identity). */
  gameIdentity: z.string(),
  /** The provider's id of the round (for the studio, its round uuid). */
  roundId: z.string(),
  /** Every bet of the round taken together, rolled-back ones included. */
  amount: z.number(),
  /** What the round paid (the sum of its wins); 0 while open or lost. */
  payout: z.number(),
  currency: z.string(),
  /**
   * The bet status of the constants (`game.bet.status`): 1 open (the product's client draws it without
   * an amount), 2 won (it paid something), 3 lost, 4 rolled back.
   */
  status: z.union([
    z.literal(BetStatus.unsettled),
    z.literal(BetStatus.won),
    z.literal(BetStatus.lost),
    z.literal(BetStatus.rolledBack),
  ]),
  /** Ours: the round's own state. */
  roundStatus: z.enum(gameRoundStatuses),
  /** payout / (amount - refunded), to 4 decimals; 0 for a loss, an open round or a fully refunded one. */
  coefficient: z.number(),
  createdAt: z.string(),
  items: z.array(gameBetItemSchema),
  /** The catalogue image (path or URL); null when the catalogue does not list the game. */
  gameImage: z.string().nullable(),
  /** The seamless-wallet provider ('studio' for our own studio). */
  providerId: z.string(),
  /** What rollbacks gave back of the bet; equal to `amount` when the round is rolled back. */
  refunded: z.number(),
  /** The round is over: settled (paid out or lost) or rolled back. False while open. */
  isSettled: z.boolean(),
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
 */
export const gameBetsQuerySchema = pagingQuerySchema.extend({ isSettled: queryBooleanSchema.optional() });
export type GameBetsQuery = z.infer<typeof gameBetsQuerySchema>;
export type GameBetsQueryInput = z.input<typeof gameBetsQuerySchema>;
export const gameBetsResponseSchema = z.object({ data: z.array(gameBetSchema), meta: pageMetaSchema });
export type GameBetsResponse = z.infer<typeof gameBetsResponseSchema>;

/** One played-out spin (GET /api/game/spins): the round, as /bets has it. */
export const gameSpinSchema = gameBetSchema;
export type GameSpin = z.infer<typeof gameSpinSchema>;

/**
 * GET /api/game/spins?page&perPage: the signed-in player's played-out spins, i.e. rounds with an
 * outcome: status settled only (open and rolled-back rounds are left out), the most recently settled first.
 */
export const gameSpinsQuerySchema = pagingQuerySchema;
export type GameSpinsQuery = z.infer<typeof gameSpinsQuerySchema>;
export const gameSpinsResponseSchema = z.object({ data: z.array(gameSpinSchema), meta: pageMetaSchema });
export type GameSpinsResponse = z.infer<typeof gameSpinsResponseSchema>;

/** One notable win of the public live feed (the client's IWinner, plus ours). */
export const gameWinnerSchema = z.object({
  /** The player's nickname, masked: its first two characters and "***" ("jo***"). */
  nickname: z.string(),
  /** What was staked (the round's bets less refunds). */
  amount: z.number(),
  currency: z.string(),
  /** The amount won. */
  payout: z.number(),
  gameId: z.string().nullable(),
  gameName: z.string(),
  /** Real-money rounds only: always false. */
  isDemoMode: z.boolean(),
  gameImages: gameImagesSchema,
  gameCustomImages: gameImagesSchema,
  /** The platform's id of the round. */
  id: z.string(),
  gameIdentity: z.string(),
  coefficient: z.number(),
  /** When the round was settled. */
  createdAt: z.string(),
});
export type GameWinner = z.infer<typeof gameWinnerSchema>;

/** How many wins the feed keeps (and shows at most). */
export const GAME_WINNERS_LIMIT = 20;

/**
 * GET /api/game/spins/winners?perPage&platform&countryCode: public, the latest settled rounds across
 * players that won more than they bet, the most recent first, at most perPage (GAME_WINNERS_LIMIT).
 * Cached for a few seconds (every visitor polls it), so a new win shows up with that delay. platform
 * and countryCode are accepted; the feed is the same for every platform and country.
 */
export const gameWinnersQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1).max(GAME_WINNERS_LIMIT).default(GAME_WINNERS_LIMIT),
  platform: z.coerce.number().int().min(1).max(2).optional(),
  countryCode: zText({ max: 10 }).optional(),
});
export type GameWinnersQuery = z.infer<typeof gameWinnersQuerySchema>;
export const gameWinnersResponseSchema = z.object({ data: z.array(gameWinnerSchema) });
export type GameWinnersResponse = z.infer<typeof gameWinnersResponseSchema>;

/** Published on game:bets#{profileId} as `{event: 'game.bet', bet}` after each bet, win and rollback (ours). */
export const GAME_BET_EVENT = 'game.bet';
export const gameBetPushSchema = z.object({ bet: gameBetSchema });
export type GameBetPush = z.infer<typeof gameBetPushSchema>;

/** Published on game:bets#{profileId} when a bet was refused because bets are restricted in the game (14306). */
export const GAME_BET_RESTRICTED_EVENT = 'game.bet.restricted';
export const gameBetRestrictedPayloadSchema = z.object({
  /** The provider's game id (the catalogue identity for the studio). */
  gameIdentity: z.string(),
  /** The catalogue's game id; null when the catalogue does not list it. */
  gameId: z.string().nullable(),
  gameName: z.string(),
});
export type GameBetRestrictedPayload = z.infer<typeof gameBetRestrictedPayloadSchema>;

/** Published on game:bets#{profileId} when a bet was refused for going over the max bet (15003). */
export const GAME_BET_MAX_EXCEED_EVENT = 'game.bet.max.exceed';
export const gameBetMaxExceedPayloadSchema = gameBetRestrictedPayloadSchema.extend({
  playerBonus: z.object({
    currency: z.string(),
    /** The largest bet allowed in `currency`; null when the refusing rule did not say. */
    maxBetAmount: z.number().nullable(),
  }),
});
export type GameBetMaxExceedPayload = z.infer<typeof gameBetMaxExceedPayloadSchema>;

/**
 * Published on game:bets#{profileId} when a limit refused a bet (ours): 14100 bet limit, 14101 loss
 * limit, 14103 self-exclusion or cooling-off. The game page opens the game-limit-reached modal.
 */
export const GAME_BET_LIMIT_REACHED_EVENT = 'game.bet.limit.reached';
export const gameBetLimitReachedPayloadSchema = gameBetRestrictedPayloadSchema.extend({
  code: z.number().int(),
});
export type GameBetLimitReachedPayload = z.infer<typeof gameBetLimitReachedPayloadSchema>;

const tag = 'Game history';

/** The game history's calls (client contract section 7). */
export const gameHistoryRoutes = {
  bets: defineRoute({
    method: 'GET',
    path: '/api/game/bets',
    access: 'player',
    tag,
    summary: "The player's rounds, the newest first; isSettled splits open from finished ones.",
    query: gameBetsQuerySchema,
    response: gameBetsResponseSchema,
  }),
  spins: defineRoute({
    method: 'GET',
    path: '/api/game/spins',
    access: 'player',
    tag,
    summary: "The player's settled rounds, the most recently settled first.",
    query: gameSpinsQuerySchema,
    response: gameSpinsResponseSchema,
  }),
  winners: defineRoute({
    method: 'GET',
    path: '/api/game/spins/winners',
    access: 'guest',
    tag,
    summary: 'The latest wins across players, the most recent first, nicknames masked.',
    query: gameWinnersQuerySchema,
    response: gameWinnersResponseSchema,
  }),
};
