import { z } from 'zod';
import { defineRoute } from './routes/define.ts';
import { JURISDICTIONS } from './settings.ts';
import { zId, zText } from './validators/input.ts';

/**
 * The seamless-wallet API a game provider (our studio, or a third party) calls on the platform:
 * POST /api/game-wallet/{providerId}/balance | bet | win | rollback, each body signed with the
 * provider's secret (header `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`). Amounts are
 * decimal strings in the currency's unit; the platform converts them exactly to minor units.
 * docs/api/seamless-wallet.openapi.json, generated from `gameWalletRoutes` (npm run docs:seamless-wallet
 * in apps/server), is the provider-facing description.
 */

export const GAME_WALLET_SIGNATURE_HEADER = 'x-signature';

/** The provider of a call: the `{providerId}` of the path. */
export const gameWalletParamsSchema = z.object({ providerId: zId() });

/** A decimal amount in the currency's unit, as text ("12.5", "0.00012345"): never a float. */
export const gameWalletAmountSchema = zText({ max: 40 })
  .trim()
  .regex(/^\d{1,18}(\.\d{1,18})?$/, 'a decimal amount such as "12.50"');

const idSchema = zId({ max: 128 });

const sessionCallSchema = z.object({
  /** The token the platform gave the provider when the game was launched. */
  sessionToken: zText({ max: 256 }).trim().min(16),
  currency: zText({ max: 10 }).trim().min(1),
});

/** POST .../balance */
export const gameWalletBalanceRequestSchema = sessionCallSchema;
export type GameWalletBalanceRequest = z.infer<typeof gameWalletBalanceRequestSchema>;

const moveCallSchema = sessionCallSchema.extend({
  transactionId: idSchema,
  roundId: idSchema,
  amount: gameWalletAmountSchema,
});

/**
 * POST .../bet: takes `amount` from the player, once per transactionId. With `freespinId` (the `id` of
 * the balance answer's `freespins`) the bet is one free spin: `amount` must be their `betAmount`, no
 * money moves, and the round is a round of its own (no other bet may join it).
 */
export const gameWalletBetRequestSchema = moveCallSchema.extend({
  freespinId: idSchema.optional(),
});
export type GameWalletBetRequest = z.infer<typeof gameWalletBetRequestSchema>;

/** POST .../win: pays `amount` (0 closes a lost round) for a round that had a bet in the same session. */
export const gameWalletWinRequestSchema = moveCallSchema;
export type GameWalletWinRequest = z.infer<typeof gameWalletWinRequestSchema>;

/** POST .../rollback: reverses the bet `referenceTransactionId` (once); amount, when given, must be the bet's. */
export const gameWalletRollbackRequestSchema = sessionCallSchema.extend({
  transactionId: idSchema,
  roundId: idSchema,
  referenceTransactionId: idSchema,
  amount: gameWalletAmountSchema.optional(),
});
export type GameWalletRollbackRequest = z.infer<typeof gameWalletRollbackRequestSchema>;

/**
 * POST .../reality-check: the player acknowledged a reality check (UKGC RTS 13) in the session's game,
 * with the game session's figures as the panel showed them. `checkId` names the check (the provider's
 * session and the interval it ended), so a repeated call records it once. Ours: the platform keeps
 * acknowledgements for its responsible-gaming desk.
 */
export const gameWalletRealityCheckRequestSchema = sessionCallSchema.extend({
  checkId: idSchema,
  /** The interval that ran out, in seconds. */
  intervalSeconds: z.number().int().positive().max(86_400),
  /** Since the game session began. */
  elapsedSeconds: z.number().int().nonnegative().max(10_000_000),
  rounds: z.number().int().nonnegative().max(100_000_000),
  /** Wins minus bets of the game session, in the currency's unit ("-12.50"). */
  net: zText({ max: 41 })
    .trim()
    .regex(/^-?\d{1,18}(\.\d{1,18})?$/, 'a signed decimal amount such as "-12.50"'),
});
export type GameWalletRealityCheckRequest = z.infer<typeof gameWalletRealityCheckRequestSchema>;

export const gameWalletRealityCheckResponseSchema = z.object({
  /** False when this check had been recorded already. */
  data: z.object({ recorded: z.boolean() }),
});

/** The player's real balance (cash + bonus) after the call. */
export const gameWalletBalanceSchema = z.object({
  balance: gameWalletAmountSchema,
  currency: z.string(),
});
export type GameWalletBalance = z.infer<typeof gameWalletBalanceSchema>;

/** A processed bet, win or rollback; a replay of the same transaction answers exactly this again. */
export const gameWalletTransactionResultSchema = gameWalletBalanceSchema.extend({
  transactionId: z.string(),
  /** The platform's id of the transaction, for support and reconciliation. */
  walletTransactionId: z.string(),
});
export type GameWalletTransactionResult = z.infer<typeof gameWalletTransactionResultSchema>;

/**
 * The balance call's answer: the balance, `player`, an opaque reference of the player that is stable
 * for this provider across launches (and differs between providers), so the provider can keep its own
 * per-player state (seeds, history) without learning who the player is, and `game`, the provider's id
 * of the game the session was launched for (a token opens that game only).
 */
/**
 * Free spins the player may play in the session's game: `remaining` spins, each staking exactly
 * `betAmount` (a decimal string like every amount). A bet naming `id` as its `freespinId` plays one.
 */
export const gameWalletFreespinsSchema = z.object({
  id: z.string(),
  remaining: z.number().int().positive(),
  betAmount: gameWalletAmountSchema,
});
export type GameWalletFreespins = z.infer<typeof gameWalletFreespinsSchema>;

export const gameWalletBalanceAnswerSchema = gameWalletBalanceSchema.extend({
  player: z.string(),
  game: z.string(),
  /**
   * The reality check the player chose (UKGC RTS 13): every this many seconds of a game session the
   * provider pauses play until the player acknowledges the session's elapsed time and net position;
   * null or absent: none. A provider reads it again each time it opens (or reopens) the session.
   */
  realityCheckSeconds: z.number().int().positive().nullable().optional(),
  /** Ours: the jurisdiction whose game design rules (UKGC RTS 14) the games follow; absent: none. */
  jurisdiction: z.enum(JURISDICTIONS).optional(),
  /** The player's free spins in the session's game (the oldest with spins left); null or absent: none. */
  freespins: gameWalletFreespinsSchema.nullable().optional(),
});
export type GameWalletBalanceAnswer = z.infer<typeof gameWalletBalanceAnswerSchema>;

export const gameWalletBalanceResponseSchema = z.object({ data: gameWalletBalanceAnswerSchema });
export const gameWalletTransactionResponseSchema = z.object({ data: gameWalletTransactionResultSchema });

/** An error of the API; balance and currency are there whenever the player is known. */
export const gameWalletErrorResponseSchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    balance: gameWalletAmountSchema.optional(),
    currency: z.string().optional(),
  }),
});
export type GameWalletErrorResponse = z.infer<typeof gameWalletErrorResponseSchema>;

const tag = 'Seamless wallet';

/**
 * The seamless-wallet calls. The server registers them itself (the signature is over the raw body),
 * parsing with these schemas; the provider-facing OpenAPI document is generated from them.
 */
export const gameWalletRoutes = {
  balance: defineRoute({
    method: 'POST',
    path: '/api/game-wallet/{providerId}/balance',
    access: 'provider',
    tag,
    summary: "The player's real balance, the player's opaque reference and the session's game.",
    params: gameWalletParamsSchema,
    body: gameWalletBalanceRequestSchema,
    response: gameWalletBalanceResponseSchema,
  }),
  bet: defineRoute({
    method: 'POST',
    path: '/api/game-wallet/{providerId}/bet',
    access: 'provider',
    tag,
    summary: 'Takes the stake from the player, once per transaction id.',
    params: gameWalletParamsSchema,
    body: gameWalletBetRequestSchema,
    response: gameWalletTransactionResponseSchema,
  }),
  win: defineRoute({
    method: 'POST',
    path: '/api/game-wallet/{providerId}/win',
    access: 'provider',
    tag,
    summary: 'Pays a win (0 closes a lost round) of a round with a bet in the same session.',
    params: gameWalletParamsSchema,
    body: gameWalletWinRequestSchema,
    response: gameWalletTransactionResponseSchema,
  }),
  rollback: defineRoute({
    method: 'POST',
    path: '/api/game-wallet/{providerId}/rollback',
    access: 'provider',
    tag,
    summary: 'Reverses a bet once (a bet not seen yet is recorded as rolled back).',
    params: gameWalletParamsSchema,
    body: gameWalletRollbackRequestSchema,
    response: gameWalletTransactionResponseSchema,
  }),
  realityCheck: defineRoute({
    method: 'POST',
    path: '/api/game-wallet/{providerId}/reality-check',
    access: 'provider',
    tag,
    summary: 'Ours: records that the player acknowledged a reality check, with the session figures shown.',
    params: gameWalletParamsSchema,
    body: gameWalletRealityCheckRequestSchema,
    response: gameWalletRealityCheckResponseSchema,
  }),
};
