import { z } from 'zod';
import { dataEnvelope, pageMetaSchema, pagingQuerySchema } from './http.ts';
import { defineRoute } from './routes/define.ts';

/**
 * The referral programme (client contract sections 0, 2, 3): a player's friends who signed up with
 * their code (`?ref=CODE`), whether each qualified (deposits in their first days), and the programme's
 * settings. The list answers `{ referrals, meta }`, not the usual `data` envelope: the client reads it so.
 */

/** One friend who signed up with the player's code; no name or contact of the friend is shown. */
export const referralSchema = z.object({
  /** Ours: the referral's id (the friend's is never shown). */
  id: z.string(),
  qualified: z.boolean(),
  registrationDate: z.string(),
  /** When the friend qualified; null while not (yet). */
  qualificationDate: z.string().nullable(),
  /** The end of the friend's window to qualify (registration + the programme's days). */
  qualificationEndDate: z.string(),
  /** Ours: pending, qualified, expired (the window ended first) or over-limit (the owner had the most). */
  status: z.enum(['pending', 'qualified', 'expired', 'over-limit']),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralsPageSchema = z.object({ referrals: z.array(referralSchema), meta: pageMetaSchema });
export type ReferralsPage = z.infer<typeof referralsPageSchema>;

export const referralSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The most friends that qualify (each earns the owner bonus once); null: no limit. */
  maxReferralCount: z.number().int().nullable(),
  /** The bonus definition the owner gets per qualified friend (GET /api/game/bonuses?triggerType=11). */
  ownerBonusId: z.string().nullable(),
  // Ours, beyond the client's: the qualifying rule, so the page can say it.
  /** What a friend's deposits must total, in the base currency's unit. */
  qualifyingDepositAmount: z.number(),
  baseCurrency: z.string(),
  /** Days from the friend's registration to qualify. */
  qualificationDays: z.number().int(),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** The operator's programme (PUT /api/operator/settings/referral-programme); amounts in the base currency's unit. */
export const referralProgrammeSchema = z.object({
  enabled: z.boolean(),
  maxReferralCount: z.number().int().min(1).max(100_000).nullable(),
  /** Decimal text in the base currency's unit, e.g. "50". */
  qualifyingDeposit: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/),
  qualificationDays: z.number().int().min(1).max(365),
});
export type ReferralProgramme = z.infer<typeof referralProgrammeSchema>;

const tag = 'Referrals';

export const referralRoutes = {
  referrals: defineRoute({
    method: 'GET',
    path: '/api/player/profile/referrals',
    access: 'player',
    tag,
    summary:
      "The friends who signed up with the player's code, newest first: `{referrals, meta}`, not `data`.",
    query: pagingQuerySchema,
    response: referralsPageSchema,
  }),
  referralSettings: defineRoute({
    method: 'GET',
    path: '/api/player/referral-settings',
    access: 'player',
    tag,
    summary: "The referral programme: on or off, the most friends that qualify, and the owner's bonus.",
    response: dataEnvelope(referralSettingsSchema),
  }),
};
