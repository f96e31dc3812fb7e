import { z } from 'zod';
import { dataEnvelope } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * The loyalty editor (issue 31): the club's ladder (names per locale, the points earned in all that
 * reach each level, strictly increasing from 0, and each level's earn rate) and how much each kind of
 * game's wagers count. The engine (domains/loyalty: seed, earning) reads both through these schemas.
 * A level reached is kept: raising its threshold never takes it (or any point) away.
 */

const localeKey = z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'locale');

/** Basis points of a point per 1 unit of the base currency wagered at 100 % (10 000 = 1 point). */
export const LOYALTY_RATE_BP_PER_POINT = 10_000;
export const LOYALTY_MAX_LEVELS = 20;
export const LOYALTY_MAX_POINTS = 1_000_000_000_000;

export const loyaltyLevelInputSchema = z.object({
  names: z
    .record(localeKey, zText({ max: 60 }).trim().min(1))
    .refine((names) => 'en' in names, { message: 'englishRequired' }),
  /** The points earned in all that reach the level (0 for the first). */
  pointsRequired: z.number().int().min(0).max(LOYALTY_MAX_POINTS),
  /** What the level earns, in basis points of a point per unit wagered (1 to 100 points). */
  rateBp: z
    .number()
    .int()
    .min(1)
    .max(100 * LOYALTY_RATE_BP_PER_POINT),
});
export type LoyaltyLevelInput = z.infer<typeof loyaltyLevelInputSchema>;

/** The whole ladder, first level first: the first from 0 points, each next one needing more. */
export const loyaltyLadderSchema = z
  .object({ levels: z.array(loyaltyLevelInputSchema).min(1).max(LOYALTY_MAX_LEVELS) })
  .superRefine(({ levels }, context) => {
    if (levels[0] && levels[0].pointsRequired !== 0)
      context.addIssue({ code: 'custom', path: ['levels', 0, 'pointsRequired'], message: 'fromZero' });
    levels.forEach((level, index) => {
      const before = levels[index - 1];
      if (before && level.pointsRequired <= before.pointsRequired)
        context.addIssue({
          code: 'custom',
          path: ['levels', index, 'pointsRequired'],
          message: 'increasing',
        });
    });
  });
export type LoyaltyLadder = z.infer<typeof loyaltyLadderSchema>;

/** The kinds of game that earn points; which games each covers is the engine's (earning.ts). */
export const LOYALTY_EARN_GROUPS = ['slots', 'instant', 'table', 'sportsbook'] as const;
export type LoyaltyEarnGroup = (typeof LOYALTY_EARN_GROUPS)[number];

/** How much each kind of game's wagers count, in percent (0: it earns nothing); every kind once. */
export const loyaltyEarnRatesSchema = z
  .object({
    rules: z
      .array(z.object({ group: z.enum(LOYALTY_EARN_GROUPS), percent: z.number().int().min(0).max(100) }))
      .length(LOYALTY_EARN_GROUPS.length),
  })
  .superRefine(({ rules }, context) => {
    rules.forEach((rule, index) => {
      if (rules.findIndex((other) => other.group === rule.group) !== index)
        context.addIssue({ code: 'custom', path: ['rules', index, 'group'], message: 'unique' });
    });
  });
export type LoyaltyEarnRates = z.infer<typeof loyaltyEarnRatesSchema>;

export const backofficeLoyaltyLevelSchema = loyaltyLevelInputSchema.extend({
  id: z.string(),
  order: z.number(),
  /** Players holding the level now. */
  holders: z.number(),
});
export type BackofficeLoyaltyLevel = z.infer<typeof backofficeLoyaltyLevelSchema>;

export const backofficeLoyaltyLadderSchema = z.object({
  levels: z.array(backofficeLoyaltyLevelSchema),
  updatedAt: z.string().nullable(),
});
export type BackofficeLoyaltyLadder = z.infer<typeof backofficeLoyaltyLadderSchema>;

const tag = 'Back office: loyalty';

export const backofficeLoyaltyRoutes = {
  getLadder: defineRoute({
    method: 'GET',
    path: '/api/backoffice/loyalty/levels',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: "The loyalty club's levels, first first, with how many players hold each.",
    response: dataEnvelope(backofficeLoyaltyLadderSchema),
  }),
  updateLadder: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/loyalty/levels',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary:
      'Replaces the ladder (levels by order); a level a player holds is never removed (409) nor taken from them.',
    body: loyaltyLadderSchema,
    response: dataEnvelope(backofficeLoyaltyLadderSchema),
  }),
  getEarnRates: defineRoute({
    method: 'GET',
    path: '/api/backoffice/loyalty/earn-rates',
    access: 'staff',
    permission: 'bonuses.read',
    tag,
    summary: 'How much each kind of game’s wagers count towards points, in percent.',
    response: dataEnvelope(loyaltyEarnRatesSchema),
  }),
  updateEarnRates: defineRoute({
    method: 'PUT',
    path: '/api/backoffice/loyalty/earn-rates',
    access: 'staff',
    permission: 'bonuses.write',
    tag,
    summary: 'Changes how much each kind of game counts; points already earned stay as they were.',
    body: loyaltyEarnRatesSchema,
    response: dataEnvelope(loyaltyEarnRatesSchema),
  }),
};
