import { z } from 'zod';
import { chatSettingsSchema, chatSettingsUpdateSchema } from './chat.ts';
import { dataEnvelope } from './http.ts';
import { referralProgrammeSchema } from './referrals.ts';
import { defineRoute } from './routes/define.ts';
import {
  playerProtectionSettingsSchema,
  playerProtectionUpdateSchema,
  tagManagerUpdateSchema,
} from './settings.ts';
import { zText } from './validators/input.ts';
import { identityVerificationSettingSchema } from './verification.ts';

/**
 * The operator's settings page (issue 31): every setting of a running site, in groups, each group
 * saved by its own call, validated by the schema the server reads it with, audited before and after.
 */

const decimal = zText({ max: 24 })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount such as "2.50"');

/** Loyalty and quests on offer, and the built-in recurring tournaments. */
export const retentionSettingsSchema = z.object({
  loyaltyEnabled: z.boolean(),
  questsEnabled: z.boolean(),
  tournamentSeries: z.boolean(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** Money rules: the deposit turnover before a withdrawal, the four-eyes threshold, the bonus wager cap. */
export const paymentRulesSchema = z.object({
  /** How many times a deposit must be wagered before a withdrawal (0: off). */
  turnoverMultiplier: z.number().min(0).max(100),
  /** In the base currency's units: withdrawals and adjustments from it need a second approver. */
  fourEyesThreshold: decimal,
  /** The most a bonus's wagering may multiply; null follows the jurisdiction (UKGC: 10x). */
  bonusWagerCap: z.number().int().min(0).max(1000).nullable(),
});
export type PaymentRules = z.infer<typeof paymentRulesSchema>;

/** The reports' settings: the large-transactions report's threshold (24 hours per player, in EUR units). */
export const reportSettingsSchema = z.object({
  largeTransactionThreshold: decimal,
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

export const operatorSettingsSchema = z.object({
  playerProtection: playerProtectionSettingsSchema,
  identityVerification: identityVerificationSettingSchema,
  tagManager: tagManagerUpdateSchema,
  retention: retentionSettingsSchema,
  paymentRules: paymentRulesSchema,
  referralProgramme: referralProgrammeSchema,
  reports: reportSettingsSchema,
  chat: chatSettingsSchema,
});
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;
export type OperatorSettingsGroup = keyof OperatorSettings;

const tag = 'Back office: settings';

function saveGroup<Body extends z.ZodType, Response extends z.ZodType>(
  path: `/api/backoffice/settings/${string}`,
  body: Body,
  response: Response,
  summary: string,
) {
  return defineRoute({
    method: 'PUT',
    path,
    access: 'staff',
    permission: 'settings.write',
    tag,
    summary,
    body,
    response: dataEnvelope(response),
  });
}

export const backofficeSettingsRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/backoffice/settings',
    access: 'staff',
    permission: 'settings.read',
    tag,
    summary: 'Every operator setting, grouped, as the site reads it now (defaults where never saved).',
    response: dataEnvelope(operatorSettingsSchema),
  }),
  savePlayerProtection: saveGroup(
    '/api/backoffice/settings/player-protection',
    playerProtectionUpdateSchema,
    playerProtectionSettingsSchema,
    'The jurisdiction, slot stake caps by age (absent: the jurisdiction’s) and the KYC withdrawal threshold.',
  ),
  saveIdentityVerification: saveGroup(
    '/api/backoffice/settings/identity-verification',
    identityVerificationSettingSchema,
    identityVerificationSettingSchema,
    'Identity verification on or off, and whether the documents page is hidden.',
  ),
  saveTagManager: saveGroup(
    '/api/backoffice/settings/tag-manager',
    tagManagerUpdateSchema,
    tagManagerUpdateSchema,
    'Google Tag Manager on or off and its container id (a GTM id).',
  ),
  saveRetention: saveGroup(
    '/api/backoffice/settings/retention',
    retentionSettingsSchema,
    retentionSettingsSchema,
    'Loyalty and quests on or off, and the built-in tournament series.',
  ),
  savePaymentRules: saveGroup(
    '/api/backoffice/settings/payment-rules',
    paymentRulesSchema,
    paymentRulesSchema,
    'The turnover multiplier, the four-eyes threshold and the bonus wager cap.',
  ),
  saveReferralProgramme: saveGroup(
    '/api/backoffice/settings/referral-programme',
    referralProgrammeSchema,
    referralProgrammeSchema,
    'The referral programme: on or off, the cap on friends, the qualifying deposit and days.',
  ),
  saveReportSettings: saveGroup(
    '/api/backoffice/settings/reports',
    reportSettingsSchema,
    reportSettingsSchema,
    'The large-transactions threshold: deposits or withdrawals per player in 24 hours, in EUR.',
  ),
  saveChatSettings: saveGroup(
    '/api/backoffice/settings/chat',
    chatSettingsUpdateSchema,
    chatSettingsSchema,
    'The live chat: on or off, open to guests, transcript retention in days, the offline notice per locale.',
  ),
};
