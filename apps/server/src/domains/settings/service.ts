import type {
  ConstantsResponse,
  Country,
  Currency,
  Locale,
  PublicSettings,
  SocialAuthSettings,
} from '@casino/contracts';
import {
  buildConstants,
  CountryRestrictType,
  EXCLUDED_COUNTRY_CODES,
  publicSettingsSchema,
  realityCheckIntervals,
} from '@casino/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Env, hasLiveChatCredentials } from '../../plugins/env.ts';
import { suggestCurrency } from './currency-suggestion.ts';
import { referralProgramme } from './operator-settings.ts';
import { fromReference, settingsChanged } from './reference-cache.ts';
import { defaultPublicSettings } from './seed.ts';
import { countries, currencies, locales, siteSettings } from './tables.ts';

export async function listEnabledCurrencies(db: Db): Promise<Currency[]> {
  const rows = await db
    .select()
    .from(currencies)
    .where(eq(currencies.isEnabled, true))
    .orderBy(asc(currencies.position));
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return rows.map((row) => ({
    code: row.code,
    name: CRYPTO_NAMES[row.code] ?? names.of(row.code) ?? row.code,
    type: row.type,
    isEnabled: row.isEnabled,
    isBase: row.isBase,
    subunitToUnit: row.subunitToUnit,
    // We keep the current rate only, not when it was set.
    rate: { rate: Number(row.rate), rateTime: null },
    symbol: row.symbol,
    nativeCurrency: row.nativeCurrency,
    subCurrencies: row.subCurrencies.map((sub) => ({
      code: sub.code,
      // Stored: subunits of the currency in one sub-unit (100 000 satoshi in 1 mBTC). The client reads
      // sub-units in one unit (1000 mBTC in 1 BTC) and shows BTC and ETH in the one with 1000.
      subunitToUnit: Math.round(row.subunitToUnit / sub.subunitToUnit),
    })),
  }));
}

/** Intl knows no crypto currency names. */
const CRYPTO_NAMES: Record<string, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'Tether',
  LTC: 'Litecoin',
  XRP: 'XRP',
};

/** subunitToUnit of every currency, enabled or not (an account may outlive its currency's switch-off). */
/**
 * How many minor units make one unit of a currency, read once per currency: a currency's minor unit
 * never changes once money exists in it (every stored amount depends on it).
 */
const knownUnits = new Map<string, number>();

/** The minor units per unit of `code`, or undefined for a currency the site does not know. */
export async function currencyUnit(db: Db, code: string): Promise<number | undefined> {
  const known = knownUnits.get(code);
  if (known !== undefined) return known;
  const [row] = await db
    .select({ subunitToUnit: currencies.subunitToUnit })
    .from(currencies)
    .where(eq(currencies.code, code));
  if (row) knownUnits.set(code, row.subunitToUnit);
  return row?.subunitToUnit;
}

export async function currencyUnits(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: currencies.code, subunitToUnit: currencies.subunitToUnit })
    .from(currencies);
  return new Map(rows.map((row) => [row.code, row.subunitToUnit]));
}

/** The enabled locales in their order (kept in memory: reference-cache.ts). */
export function listEnabledLocales(db: Db): Promise<Locale[]> {
  return fromReference(db, 'locales', () => readEnabledLocales(db));
}

async function readEnabledLocales(db: Db): Promise<Locale[]> {
  const rows = await db
    .select()
    .from(locales)
    .where(eq(locales.isEnabled, true))
    .orderBy(asc(locales.position));
  const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });
  return rows.map(({ code, name, isDefault }) => ({
    code,
    name: englishNames.of(code) ?? name,
    // The stored name is the locale's own ("Deutsch").
    nativeName: name,
    languageCode: code.split('-')[0] ?? code,
    isDefault,
  }));
}

export async function defaultLocaleCode(db: Db): Promise<string> {
  const all = await listEnabledLocales(db);
  return (all.find((locale) => locale.isDefault) ?? all[0])?.code ?? 'en';
}

/** The country list offered to players: excluded jurisdictions removed, names in the asked language. */
export async function listCountries(db: Db, displayLocale: string): Promise<Country[]> {
  const names = new Intl.DisplayNames([displayLocale, 'en'], { type: 'region' });
  const excluded = new Set<string>(EXCLUDED_COUNTRY_CODES);
  const [rows, enabledCurrencies] = await Promise.all([
    db.select().from(countries),
    listEnabledCurrencies(db),
  ]);
  return rows
    .filter((row) => !excluded.has(row.code))
    .map((row) => ({
      code: row.code,
      name: names.of(row.code) ?? row.code,
      nativeName: nativeCountryName(row.code, row.locale),
      locale: row.locale,
      phonePrefix: row.phonePrefix,
      currency: suggestCurrency(row.code, enabledCurrencies),
      restrict: row.restrict,
      // Our restriction is the whole site's (the geo-restricted layout); none blocks sign-in alone yet.
      restrictType: row.restrict ? CountryRestrictType.site : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, displayLocale));
}

function nativeCountryName(code: string, locale: string) {
  return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;
}

/** GET /api/settings/constants: our enumerations, and the switches of the operator's settings. */
export async function listConstants(
  db: Db,
  socialAuth: SocialAuthSettings,
  /** REALITY_CHECK_TEST_INTERVAL_SECONDS: a short reality-check interval offered too (end-to-end tests). */
  realityCheckTestSeconds?: number,
): Promise<ConstantsResponse> {
  const settings = await getPublicSettings(db);
  return buildConstants({
    timeZones: Intl.supportedValuesOf('timeZone'),
    registration: {
      email: settings.registrationTypes.includes('email'),
      phone: settings.registrationTypes.includes('phone'),
    },
    // Phone codes (OTP) are always on: phone registration and verification use them.
    otpEnabled: true,
    socialAuth: [
      ...(socialAuth.auth0Connections.length > 0 ? ['auth0'] : []),
      ...socialAuth.directConnections,
    ],
    telegram: socialAuth.telegram,
    referralEnabled: (await referralProgramme(db)).enabled,
    // No default-decline setting yet.
    depositBonusDeclineDefault: false,
    realityCheckIntervals: realityCheckIntervals(realityCheckTestSeconds),
  });
}

/** A country row by its code, any case (the table is kept in memory: reference-cache.ts). */
export async function findCountry(db: Db, code: string) {
  const byCode = await fromReference(db, 'countries', async () => {
    const rows = await db.select().from(countries);
    return new Map(rows.map((row) => [row.code, row]));
  });
  return byCode.get(code.toUpperCase()) ?? null;
}

/** The operator's public settings over their defaults (kept in memory: reference-cache.ts). */
export function getPublicSettings(db: Db): Promise<PublicSettings> {
  return fromReference(db, 'publicSettings', () => readPublicSettings(db));
}

/**
 * The public settings as the client is to act on them: LiveChat enabled only when the operator's
 * switch is on with a license and this server holds LiveChat credentials (its routes answer then).
 */
export async function publicSettingsFor(db: Db, env: Env): Promise<PublicSettings> {
  const settings = await getPublicSettings(db);
  const liveChatOn =
    settings.liveChat.enabled && settings.liveChat.license !== '' && hasLiveChatCredentials(env);
  return { ...settings, liveChat: { ...settings.liveChat, enabled: liveChatOn } };
}

async function readPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db.select().from(siteSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return publicSettingsSchema.parse({ ...defaultPublicSettings, ...stored });
}

/**
 * A setting as stored (null: never saved, its default applies), its row locked to the end of the
 * transaction: what an operator's audited write records as `before`.
 */
export async function lockStoredSetting(tx: Db, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .for('update');
  return row?.value ?? null;
}

/** Writes one public setting (its key in PublicSettings), replacing what was stored. */
export async function savePublicSetting<K extends keyof PublicSettings>(
  db: Db,
  key: K,
  value: PublicSettings[K],
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  settingsChanged(db);
}

/** Locale for a visitor without a locale in the URL: the user-language cookie, else the country's locale, else the default. */
export async function resolveVisitorLocale(
  db: Db,
  cookieLocale: string | undefined,
  countryCode: string | null,
) {
  const enabled = await listEnabledLocales(db);
  const isEnabled = (code: string | undefined) => !!code && enabled.some((locale) => locale.code === code);
  if (isEnabled(cookieLocale)) return cookieLocale!;
  const country = countryCode ? await findCountry(db, countryCode) : null;
  if (country && isEnabled(country.locale)) return country.locale;
  return (enabled.find((locale) => locale.isDefault) ?? enabled[0])?.code ?? 'en';
}

/** A currency's rate to the base currency (decimal text, value of one unit) and its minor units per unit. */
export async function currencyRate(
  db: Db,
  code: string,
): Promise<{ rate: string; subunitToUnit: number } | undefined> {
  const [row] = await db
    .select({ rate: currencies.rate, subunitToUnit: currencies.subunitToUnit })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row ? { rate: String(row.rate), subunitToUnit: row.subunitToUnit } : undefined;
}
