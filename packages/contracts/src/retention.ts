import { z } from 'zod';
import { dataEnvelope, idParamsSchema, pageMetaSchema, pagingQuerySchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * Loyalty (spec sections 2, 3 and 7; client contract sections 9 and 13): the club's levels, open to
 * everyone, and the player's loyalty account. Points come from real-money wagers (never bonus money or
 * free spins), once per settled round, at a rate per game type and per level; `points` is what the
 * player holds, the level follows the points earned in all.
 */

export const loyaltyLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1 for the first level, then up. */
  order: z.number().int(),
  /** The points earned in all that reach the level. */
  points: z.number().int(),
  /** Ours: points per 1 unit of the base currency wagered on slots at this level (the rate grows). */
  pointsPerBaseUnit: z.number(),
});
export type LoyaltyLevel = z.infer<typeof loyaltyLevelSchema>;

export const loyaltyLevelsQuerySchema = pagingQuerySchema.extend({
  sortBy: z.enum(['order']).default('order'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});

export const loyaltyLevelsPageSchema = z.object({
  data: z.array(loyaltyLevelSchema),
  meta: pageMetaSchema,
});

/** IPlayerLoyaltyAccount. */
export const loyaltyAccountSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  /** The points the player holds. */
  points: z.number().int(),
  /** Ours: every point earned (the level follows it; spending points never lowers the level). */
  earnedPoints: z.number().int(),
  currentLevel: loyaltyLevelSchema,
  nextLevel: loyaltyLevelSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LoyaltyAccount = z.infer<typeof loyaltyAccountSchema>;

/** How much each kind of game's wagers count, in percent (ours: the loyalty-earn modal shows it). */
export const loyaltyEarnRuleSchema = z.object({
  /** 'slots', 'instant', 'table', 'sportsbook'. */
  group: z.string(),
  percent: z.number(),
});

export const loyaltyEarnRulesSchema = dataEnvelope(
  z.object({ baseCurrency: z.string(), rules: z.array(loyaltyEarnRuleSchema) }),
);

/** Pushed on retention:accounts#{pid} as `{ event, playerAccount }`; the client compares the level's order. */
export const LOYALTY_ACCOUNT_UPDATED_EVENT = 'account.balance.updated';
export const LOYALTY_LEVEL_UPDATED_EVENT = 'account.level.updated';
export const loyaltyAccountPushSchema = z.object({
  event: z.enum([LOYALTY_ACCOUNT_UPDATED_EVENT, LOYALTY_LEVEL_UPDATED_EVENT]),
  playerAccount: loyaltyAccountSchema,
});

/**
 * Ours: what loyalty points buy (the exchange of points for a bonus). A reward in money is paid in the
 * asking player's active currency, as bonus money to wager.
 */
export const pointsOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The points it costs. */
  points: z.number().int(),
  /** The bonus money it gives, in major units of `currency` (the asking player's, else the base one). */
  amount: z.number(),
  currency: z.string(),
  /** The wagering the bonus asks, as a multiple of its amount. */
  wagerMultiplier: z.number().int(),
});
export type PointsOffer = z.infer<typeof pointsOfferSchema>;

export const pointsExchangeRequestSchema = z.object({
  /** The browser's id of this exchange: a retried call with the same id spends the points once. */
  requestId: zText({ max: 64 }).pipe(z.uuid()),
});

export const pointsExchangeResultSchema = dataEnvelope(
  z.object({ account: loyaltyAccountSchema, bonusId: z.string() }),
);

const tag = 'Retention';

export const retentionRoutes = {
  levels: defineRoute({
    method: 'GET',
    path: '/api/retention/levels',
    access: 'guest',
    tag,
    summary: "The loyalty club's levels, by order.",
    query: loyaltyLevelsQuerySchema,
    response: loyaltyLevelsPageSchema,
  }),
  earnRules: defineRoute({
    method: 'GET',
    path: '/api/retention/earn-rules',
    access: 'guest',
    tag,
    summary: 'Ours: how much each kind of game counts towards points (the loyalty-earn modal).',
    response: loyaltyEarnRulesSchema,
  }),
  account: defineRoute({
    method: 'GET',
    path: '/api/retention/account',
    access: 'player',
    tag,
    summary: "The player's loyalty account: points, current and next level (404 when loyalty is off).",
    response: dataEnvelope(loyaltyAccountSchema),
  }),
  pointsOffers: defineRoute({
    method: 'GET',
    path: '/api/retention/points-offers',
    access: 'guest-or-player',
    tag,
    summary: "Ours: the bonuses loyalty points buy, in the asking player's currency.",
    response: dataEnvelope(z.array(pointsOfferSchema)),
  }),
  exchangePoints: defineRoute({
    method: 'POST',
    path: '/api/retention/points-offers/{id}/exchange',
    access: 'player',
    tag,
    summary:
      "Ours: spends points for an offer's bonus, once per requestId (422 on points when they do not reach).",
    params: idParamsSchema,
    body: pointsExchangeRequestSchema,
    response: pointsExchangeResultSchema,
  }),
};
