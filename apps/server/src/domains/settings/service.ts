import type { Country, Currency, Locale, PublicSettings } from '@casino/contracts';
import { EXCLUDED_COUNTRY_CODES, publicSettingsSchema } from '@casino/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { defaultPublicSettings } from './seed.ts';
import { countries, currencies, locales, siteSettings } from './tables.ts';

export async function listEnabledCurrencies(db: Db): Promise<Currency[]> {
  const rows = await db
    .select()
    .from(currencies)
    .where(eq(currencies.isEnabled, true))
    .orderBy(asc(currencies.position));
  return rows.map((row) => ({
    code: row.code,
    type: row.type,
    isEnabled: row.isEnabled,
    isBase: row.isBase,
    subunitToUnit: row.subunitToUnit,
    rate: { rate: Number(row.rate) },
    symbol: row.symbol,
    nativeCurrency: row.nativeCurrency,
    subCurrencies: row.subCurrencies,
  }));
}

/** subunitToUnit of every currency, enabled or not (an account may outlive its currency's switch-off). */
export async function currencyUnits(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: currencies.code, subunitToUnit: currencies.subunitToUnit })
    .from(currencies);
  return new Map(rows.map((row) => [row.code, row.subunitToUnit]));
}

export async function listEnabledLocales(db: Db): Promise<Locale[]> {
  const rows = await db
    .select()
    .from(locales)
    .where(eq(locales.isEnabled, true))
    .orderBy(asc(locales.position));
  return rows.map(({ code, name, isDefault }) => ({ code, name, isDefault }));
}

export async function defaultLocaleCode(db: Db): Promise<string> {
  const all = await listEnabledLocales(db);
  return (all.find((locale) => locale.isDefault) ?? all[0])?.code ?? 'en';
}

/** The country list offered to players: excluded jurisdictions removed, names in the asked language. */
export async function listCountries(db: Db, displayLocale: string): Promise<Country[]> {
  const names = new Intl.DisplayNames([displayLocale, 'en'], { type: 'region' });
  const excluded = new Set<string>(EXCLUDED_COUNTRY_CODES);
  const rows = await db.select().from(countries);
  return rows
    .filter((row) => !excluded.has(row.code))
    .map((row) => ({
      code: row.code,
      name: names.of(row.code) ?? row.code,
      locale: row.locale,
      phonePrefix: row.phonePrefix,
      restrict: row.restrict,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, displayLocale));
}

export async function findCountry(db: Db, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code.toUpperCase()));
  return row ?? null;
}

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db.select().from(siteSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return publicSettingsSchema.parse({ ...defaultPublicSettings, ...stored });
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
