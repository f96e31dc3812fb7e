import type {
  ChatSettings,
  IdentityVerificationSetting,
  OperatorSettings,
  PaymentRules,
  PlayerProtectionSettings,
  PlayerProtectionUpdate,
  ReferralProgramme,
  ReportSettings,
  RetentionSettings,
  SlotStakeLimits,
  TagManagerUpdate,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { saveAudited, saveAuditedSettings } from './audited-setting.ts';
import {
  BONUS_RULES_KEY,
  CHAT_SETTINGS_KEY,
  chatOperatorSettings,
  completeProtection,
  FOUR_EYES_THRESHOLD_KEY,
  fourEyesThreshold,
  LARGE_TRANSACTION_CURRENCY,
  LARGE_TRANSACTION_THRESHOLD_KEY,
  largeTransactionThreshold,
  PLAYER_PROTECTION_KEY,
  playerProtection,
  REFERRAL_PROGRAMME_KEY,
  referralProgramme,
  runsTournamentSeries,
  saveChatOperatorSettings,
  saveFourEyesThreshold,
  saveLargeTransactionThreshold,
  savePlayerProtection,
  saveReferralProgramme,
  saveTournamentSeries,
  TOURNAMENT_SERIES_KEY,
  TURNOVER_MULTIPLIER_KEY,
  turnoverMultiplier,
} from './operator-settings.ts';
import { currencyUnit, getPublicSettings, listEnabledCurrencies, savePublicSetting } from './service.ts';
import { siteSettings } from './tables.ts';
import { refreshTagManagerOrigins } from './tag-manager.ts';

/**
 * The operator's setting changes, one function per group, shared by the operator routes (keys) and the
 * back office's settings page (staff): each checks what its schema cannot (amounts against the
 * currencies), saves audited with the value before and after, and clears this node's caches. Other
 * nodes read the change within 30 s (reference-cache.ts).
 */

/** Every setting as the site reads it now, defaults where never saved. */
export async function operatorSettings(db: Db): Promise<OperatorSettings> {
  const [
    protection,
    publicSettings,
    series,
    turnover,
    fourEyes,
    wagerCap,
    referrals,
    largeTransactions,
    chat,
  ] = await Promise.all([
    playerProtection(db),
    getPublicSettings(db),
    runsTournamentSeries(db),
    turnoverMultiplier(db),
    fourEyesThreshold(db),
    storedWagerCap(db),
    referralProgramme(db),
    largeTransactionThreshold(db),
    chatOperatorSettings(db),
  ]);
  return {
    playerProtection: protection,
    identityVerification: publicSettings.sumsub,
    tagManager: publicSettings.tagManager,
    retention: {
      loyaltyEnabled: publicSettings.loyaltyEnabled,
      questsEnabled: publicSettings.questsEnabled,
      tournamentSeries: series,
    },
    paymentRules: { turnoverMultiplier: turnover, fourEyesThreshold: fourEyes, bonusWagerCap: wagerCap },
    referralProgramme: referrals,
    reports: { largeTransactionThreshold: largeTransactions },
    chat: { ...publicSettings.chat, ...chat },
  };
}

/** The live chat's settings: the public part (on, guests) and the operator's (retention, offline notice). */
export async function chatSettings(db: Db): Promise<ChatSettings> {
  const [publicSettings, chat] = await Promise.all([getPublicSettings(db), chatOperatorSettings(db)]);
  return { ...publicSettings.chat, ...chat };
}

export async function changeChatSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: ChatSettings,
): Promise<ChatSettings> {
  const visible = { enabled: settings.enabled, guestAvailable: settings.guestAvailable };
  const operator = { retentionDays: settings.retentionDays, offlineNotice: settings.offlineNotice };
  await saveAuditedSettings(app, request, [
    { key: 'chat', after: visible, save: (tx) => savePublicSetting(tx, 'chat', visible) },
    { key: CHAT_SETTINGS_KEY, after: operator, save: (tx) => saveChatOperatorSettings(tx, operator) },
  ]);
  app.guestPages.clear();
  return settings;
}

export async function changePlayerProtection(
  app: FastifyInstance,
  request: FastifyRequest,
  update: PlayerProtectionUpdate,
): Promise<PlayerProtectionSettings> {
  const settings = completeProtection(update);
  await checkStakeLimits(app.db, settings.slotStakeLimits);
  await checkBaseAmount(app.db, 'kycWithdrawalThreshold', settings.kycWithdrawalThreshold);
  await saveAudited(app, request, PLAYER_PROTECTION_KEY, settings, (tx) =>
    savePlayerProtection(tx, settings),
  );
  return settings;
}

export async function changeReferralProgramme(
  app: FastifyInstance,
  request: FastifyRequest,
  programme: ReferralProgramme,
): Promise<ReferralProgramme> {
  await checkBaseAmount(app.db, 'qualifyingDeposit', programme.qualifyingDeposit);
  await saveAudited(app, request, REFERRAL_PROGRAMME_KEY, programme, (tx) =>
    saveReferralProgramme(tx, programme),
  );
  return programme;
}

/** The pages' Content-Security-Policy follows at once on this node (tag-manager.ts). */
export async function changeTagManager(
  app: FastifyInstance,
  request: FastifyRequest,
  update: TagManagerUpdate,
): Promise<TagManagerUpdate> {
  await saveAudited(app, request, 'tagManager', update, (tx) => savePublicSetting(tx, 'tagManager', update));
  await refreshTagManagerOrigins(app.db);
  app.guestPages.clear();
  return update;
}

export async function changeIdentityVerification(
  app: FastifyInstance,
  request: FastifyRequest,
  setting: IdentityVerificationSetting,
): Promise<IdentityVerificationSetting> {
  await saveAudited(app, request, 'sumsub', setting, (tx) => savePublicSetting(tx, 'sumsub', setting));
  app.guestPages.clear();
  return setting;
}

export async function changeRetention(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: RetentionSettings,
): Promise<RetentionSettings> {
  await saveAuditedSettings(app, request, [
    {
      key: 'loyaltyEnabled',
      after: settings.loyaltyEnabled,
      save: (tx) => savePublicSetting(tx, 'loyaltyEnabled', settings.loyaltyEnabled),
    },
    {
      key: 'questsEnabled',
      after: settings.questsEnabled,
      save: (tx) => savePublicSetting(tx, 'questsEnabled', settings.questsEnabled),
    },
    {
      key: TOURNAMENT_SERIES_KEY,
      after: settings.tournamentSeries,
      save: (tx) => saveTournamentSeries(tx, settings.tournamentSeries),
    },
  ]);
  app.guestPages.clear();
  return settings;
}

export async function changePaymentRules(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: PaymentRules,
): Promise<PaymentRules> {
  await checkBaseAmount(app.db, 'fourEyesThreshold', rules.fourEyesThreshold);
  const wagerCap = { wagerCap: rules.bonusWagerCap };
  await saveAuditedSettings(app, request, [
    {
      key: TURNOVER_MULTIPLIER_KEY,
      after: rules.turnoverMultiplier,
      save: (tx) => saveSetting(tx, TURNOVER_MULTIPLIER_KEY, rules.turnoverMultiplier),
    },
    {
      key: FOUR_EYES_THRESHOLD_KEY,
      after: rules.fourEyesThreshold,
      save: (tx) => saveFourEyesThreshold(tx, rules.fourEyesThreshold),
    },
    { key: BONUS_RULES_KEY, after: wagerCap, save: (tx) => saveSetting(tx, BONUS_RULES_KEY, wagerCap) },
  ]);
  return rules;
}

/** The large-transactions report's threshold, in EUR units (no more decimals than EUR has, when the site knows EUR). */
export async function changeReportSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: ReportSettings,
): Promise<ReportSettings> {
  const unit = await currencyUnit(app.db, LARGE_TRANSACTION_CURRENCY);
  if (unit && !fitsUnit(settings.largeTransactionThreshold, unit))
    throw AppError.validation([{ field: 'largeTransactionThreshold', rule: 'decimal' }]);
  await saveAudited(app, request, LARGE_TRANSACTION_THRESHOLD_KEY, settings.largeTransactionThreshold, (tx) =>
    saveLargeTransactionThreshold(tx, settings.largeTransactionThreshold),
  );
  return settings;
}

/** The wager cap the operator set; null when it follows the jurisdiction. */
async function storedWagerCap(db: Db): Promise<number | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, BONUS_RULES_KEY));
  const wagerCap = (row?.value as { wagerCap?: unknown } | undefined)?.wagerCap;
  return typeof wagerCap === 'number' ? wagerCap : null;
}

async function saveSetting(tx: Db, key: string, value: unknown) {
  await tx
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/** Stake caps in a currency the site knows, each with no more decimals than it has (422 otherwise). */
async function checkStakeLimits(db: Db, limits: SlotStakeLimits | null) {
  if (!limits) return;
  const unit = await currencyUnit(db, limits.currency);
  if (!unit) throw AppError.validation([{ field: 'slotStakeLimits.currency', rule: 'in' }]);
  const issues = limits.bands.flatMap((band, index) =>
    fitsUnit(band.maxStake, unit)
      ? []
      : [{ field: `slotStakeLimits.bands.${index}.maxStake`, rule: 'decimal' }],
  );
  if (issues.length) throw AppError.validation(issues);
}

/** An amount in the base currency: no more decimals than it has (422 on `field` otherwise). */
async function checkBaseAmount(db: Db, field: string, amount: string) {
  const base = (await listEnabledCurrencies(db)).find((currency) => currency.isBase);
  if (base && !fitsUnit(amount, base.subunitToUnit)) throw AppError.validation([{ field, rule: 'decimal' }]);
}

/** A decimal amount with no more decimals than a currency of `subunitToUnit` minor units has. */
function fitsUnit(amount: string, subunitToUnit: number): boolean {
  const fraction = (amount.split('.')[1] ?? '').replace(/0+$/, '');
  return fraction.length <= Math.round(Math.log10(subunitToUnit));
}
