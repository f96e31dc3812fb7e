import {
  type ChatSettings,
  chatSettingsSchema,
  type PlayerProtectionSettings,
  type PlayerProtectionUpdate,
  playerProtectionSettingsSchema,
  type ReferralProgramme,
  referralProgrammeSchema,
  UKGC_SLOT_STAKE_LIMITS,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fromReference, settingsChanged } from './reference-cache.ts';
import { siteSettings } from './tables.ts';

/**
 * Settings only the server reads (never sent to browsers); the operator edits them in site_settings.
 * Their keys live here, with the table, so that the domains reading them depend on settings and not
 * the other way round.
 */

/** How many times a deposit must be wagered before a withdrawal (0 turns the rule off); risk reads it. */
export const TURNOVER_MULTIPLIER_KEY = 'risk.turnoverMultiplier';
export const DEFAULT_TURNOVER_MULTIPLIER = 1;

/** The turnover multiplier the operator set, or the default when it is unset or not a number ≥ 0. */
export async function turnoverMultiplier(db: Db): Promise<number> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, TURNOVER_MULTIPLIER_KEY));
  return typeof row?.value === 'number' && row.value >= 0 ? row.value : DEFAULT_TURNOVER_MULTIPLIER;
}

/**
 * Four-eyes (issue 30): a withdrawal or manual adjustment worth at least this much in the base
 * currency's units (a decimal string, like the KYC withdrawal threshold) needs two different approvers
 * and a fresh TOTP code. Unset or not a decimal ≥ 0, the default holds.
 */
export const FOUR_EYES_THRESHOLD_KEY = 'backoffice.fourEyesThreshold';
export const DEFAULT_FOUR_EYES_THRESHOLD = '1000';

export async function fourEyesThreshold(db: Db): Promise<string> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, FOUR_EYES_THRESHOLD_KEY));
  // A stored "100" may come back as the number 100 (the jsonb column parses a string that is JSON).
  const value = typeof row?.value === 'number' ? String(row.value) : row?.value;
  return typeof value === 'string' && /^\d{1,12}(\.\d{1,8})?$/.test(value)
    ? value
    : DEFAULT_FOUR_EYES_THRESHOLD;
}

export async function saveFourEyesThreshold(db: Db, value: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: FOUR_EYES_THRESHOLD_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/**
 * Whether the site runs its recurring tournaments (domains/tournaments/series.ts, every live series,
 * the built-in ones and staff's): on for a site; the tests' databases turn it off, so that only a
 * test that wants tournaments has them.
 */
export const TOURNAMENT_SERIES_KEY = 'retention.tournamentSeries';

export async function runsTournamentSeries(db: Db): Promise<boolean> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, TOURNAMENT_SERIES_KEY));
  return row?.value !== false;
}

export async function saveTournamentSeries(db: Db, on: boolean): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: TOURNAMENT_SERIES_KEY, value: on })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: on } });
}

/** Player protection: the games' jurisdiction, the slot stake caps by age, the KYC withdrawal threshold. */
export const PLAYER_PROTECTION_KEY = 'playerProtection';

export const DEFAULT_PLAYER_PROTECTION: PlayerProtectionSettings = {
  jurisdiction: 'none',
  slotStakeLimits: null,
  kycWithdrawalThreshold: '2000',
};

/**
 * What an update stores: stake caps left out follow the jurisdiction (the UKGC's under `ukgc`, none
 * otherwise); null turns them off.
 */
export function completeProtection(update: PlayerProtectionUpdate): PlayerProtectionSettings {
  const slotStakeLimits =
    update.slotStakeLimits !== undefined
      ? update.slotStakeLimits
      : update.jurisdiction === 'ukgc'
        ? UKGC_SLOT_STAKE_LIMITS
        : null;
  return { ...update, slotStakeLimits };
}

/** The player-protection settings, kept in memory like the public ones (reference-cache.ts): every slot bet reads them. */
export function playerProtection(db: Db): Promise<PlayerProtectionSettings> {
  return fromReference(db, PLAYER_PROTECTION_KEY, async () => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, PLAYER_PROTECTION_KEY));
    const stored = typeof row?.value === 'object' ? row.value : {};
    return playerProtectionSettingsSchema.parse({ ...DEFAULT_PLAYER_PROTECTION, ...stored });
  });
}

export async function savePlayerProtection(db: Db, value: PlayerProtectionSettings): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: PLAYER_PROTECTION_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  settingsChanged(db);
}

/**
 * Bonus rules: the cap on a bonus's wagering multiplier. Unset, it follows the jurisdiction: the
 * UKGC's 10x (in force since 19 January 2026) under `ukgc`, none otherwise; a number sets it.
 */
export const BONUS_RULES_KEY = 'bonusRules';
export const UKGC_WAGER_CAP = 10;

export async function bonusWagerCap(db: Db): Promise<number | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, BONUS_RULES_KEY));
  const stored = row?.value as { wagerCap?: unknown } | undefined;
  if (typeof stored?.wagerCap === 'number' && stored.wagerCap >= 0) return stored.wagerCap;
  return (await playerProtection(db)).jurisdiction === 'ukgc' ? UKGC_WAGER_CAP : null;
}

/**
 * The referral programme: on or off, the most friends that qualify per player, and the qualifying rule
 * (a friend's deposits totalling `qualifyingDeposit` in the base currency within `qualificationDays`
 * of registration). Read at every registration with a code and every friend's deposit.
 */
export const REFERRAL_PROGRAMME_KEY = 'referralProgramme';

export const DEFAULT_REFERRAL_PROGRAMME: ReferralProgramme = {
  enabled: true,
  maxReferralCount: 20,
  qualifyingDeposit: '50',
  qualificationDays: 30,
};

export function referralProgramme(db: Db): Promise<ReferralProgramme> {
  return fromReference(db, REFERRAL_PROGRAMME_KEY, async () => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, REFERRAL_PROGRAMME_KEY));
    const stored = typeof row?.value === 'object' ? row.value : {};
    const parsed = referralProgrammeSchema.safeParse({ ...DEFAULT_REFERRAL_PROGRAMME, ...stored });
    return parsed.success ? parsed.data : DEFAULT_REFERRAL_PROGRAMME;
  });
}

export async function saveReferralProgramme(db: Db, value: ReferralProgramme): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: REFERRAL_PROGRAMME_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  settingsChanged(db);
}

/**
 * The large-transactions report (issue 31): a player's deposits, or withdrawals, totalling at least this
 * much in 24 hours, in EUR units (a decimal string; the EU AML threshold by default), converted at the
 * site's rates. Unset or not a decimal ≥ 0, the default holds.
 */
export const LARGE_TRANSACTION_THRESHOLD_KEY = 'reports.largeTransactionThreshold';
export const DEFAULT_LARGE_TRANSACTION_THRESHOLD = '2000';
export const LARGE_TRANSACTION_CURRENCY = 'EUR';

export async function largeTransactionThreshold(db: Db): Promise<string> {
  const [row] = await db
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.key, LARGE_TRANSACTION_THRESHOLD_KEY));
  const value = typeof row?.value === 'number' ? String(row.value) : row?.value;
  return typeof value === 'string' && /^\d{1,12}(\.\d{1,8})?$/.test(value)
    ? value
    : DEFAULT_LARGE_TRANSACTION_THRESHOLD;
}

export async function saveLargeTransactionThreshold(db: Db, value: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: LARGE_TRANSACTION_THRESHOLD_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/**
 * The live chat's settings the browser never reads (decision 0051): how long closed transcripts are
 * kept and the offline notice. On/off and guestAvailable are public settings (`chat`).
 */
export const CHAT_SETTINGS_KEY = 'chat.operator';
export const DEFAULT_CHAT_RETENTION_DAYS = 365;
export const DEFAULT_OFFLINE_NOTICE: Record<string, string> = {
  en: 'No agent is online right now. Leave your message: we answer as soon as we are back, in your inbox and by e-mail.',
  de: 'Gerade ist niemand vom Support online. Hinterlassen Sie Ihre Nachricht: Wir antworten, sobald wir zurück sind, im Postfach und per E-Mail.',
  'pt-br':
    'Nenhum atendente está online agora. Deixe sua mensagem: respondemos assim que voltarmos, na caixa de entrada e por e-mail.',
};

export type ChatOperatorSettings = Pick<ChatSettings, 'retentionDays' | 'offlineNotice'>;

export async function chatOperatorSettings(db: Db): Promise<ChatOperatorSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, CHAT_SETTINGS_KEY));
  const stored = typeof row?.value === 'object' && row.value !== null ? row.value : {};
  const parsed = chatSettingsSchema.pick({ retentionDays: true, offlineNotice: true }).safeParse({
    retentionDays: DEFAULT_CHAT_RETENTION_DAYS,
    offlineNotice: DEFAULT_OFFLINE_NOTICE,
    ...stored,
  });
  return parsed.success
    ? parsed.data
    : { retentionDays: DEFAULT_CHAT_RETENTION_DAYS, offlineNotice: DEFAULT_OFFLINE_NOTICE };
}

export async function saveChatOperatorSettings(db: Db, value: ChatOperatorSettings): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: CHAT_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}
