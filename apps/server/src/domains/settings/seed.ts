import type { Jurisdiction, PublicSettings } from '@casino/contracts';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { Db } from '../../db/client.ts';
import {
  completeProtection,
  DEFAULT_PLAYER_PROTECTION,
  DEFAULT_TURNOVER_MULTIPLIER,
  PLAYER_PROTECTION_KEY,
  TOURNAMENT_SERIES_KEY,
  TURNOVER_MULTIPLIER_KEY,
} from './operator-settings.ts';
import { settingsChanged } from './reference-cache.ts';
import { countries, currencies, locales, siteSettings } from './tables.ts';

const currencySeed: (typeof currencies.$inferInsert)[] = [
  fiat('EUR', '€', 100, '1', { isBase: true }),
  fiat('USD', '$', 100, '0.92'),
  fiat('BRL', 'R$', 100, '0.17'),
  fiat('CAD', 'C$', 100, '0.67'),
  fiat('GBP', '£', 100, '1.17'),
  fiat('TRY', '₺', 100, '0.027'),
  fiat('INR', '₹', 100, '0.011'),
  fiat('JPY', '¥', 1, '0.0061'),
  fiat('RUB', '₽', 100, '0.01', { isEnabled: false }),
  crypto('BTC', '₿', 100_000_000, '88000', [{ code: 'mBTC', subunitToUnit: 100_000 }]),
  crypto('ETH', 'Ξ', 100_000_000, '3100', [{ code: 'mETH', subunitToUnit: 100_000 }]),
  crypto('USDT', '₮', 1_000_000, '0.92'),
  crypto('LTC', 'Ł', 100_000_000, '78'),
  crypto('XRP', 'XRP', 1_000_000, '0.55'),
].map((currency, position) => ({ ...currency, position }));

function fiat(code: string, symbol: string, subunitToUnit: number, rate: string, extra = {}) {
  return { code, type: 'fiat' as const, symbol, subunitToUnit, rate, nativeCurrency: code, ...extra };
}

function crypto(
  code: string,
  symbol: string,
  subunitToUnit: number,
  rate: string,
  subCurrencies: { code: string; subunitToUnit: number }[] = [],
) {
  return { code, type: 'crypto' as const, symbol, subunitToUnit, rate, nativeCurrency: code, subCurrencies };
}

const localeSeed: (typeof locales.$inferInsert)[] = [
  { code: 'en', name: 'English', isDefault: true, position: 0 },
  { code: 'de', name: 'Deutsch', position: 1 },
  { code: 'pt-br', name: 'Português (Brasil)', position: 2 },
];

const localeByCountry: Record<string, string> = { DE: 'de', AT: 'de', CH: 'de', LI: 'de', BR: 'pt-br' };

/** Jurisdictions where the operator holds no licence: visitors get the geo-restricted layout. */
export const RESTRICTED_COUNTRY_CODES = ['US', 'UM', 'GB', 'FR', 'NL', 'AW', 'CW', 'MF', 'ES', 'AU'];

function countrySeed(): (typeof countries.$inferInsert)[] {
  return getCountries().map((code) => ({
    code,
    locale: localeByCountry[code] ?? 'en',
    phonePrefix: `+${getCountryCallingCode(code)}`,
    restrict: RESTRICTED_COUNTRY_CODES.includes(code),
  }));
}

/** Where the studio serves its betting client (apps/studio/src/sportsbook), on the site's own origin. */
export const BUILT_IN_BETTING_HOST = '/studio/betsy';

export const defaultPublicSettings: PublicSettings = {
  loyaltyEnabled: true,
  questsEnabled: true,
  // The studio's built-in betting client on this site; an operator may point it at another host.
  bettingClient: { host: BUILT_IN_BETTING_HOST, clientId: 'lucky-harbor' },
  sumsub: { enabled: true, hideDocumentsPage: false },
  signInTabsDisplay: 'both',
  registrationTypes: ['email', 'phone'],
  chat: { guestAvailable: true, enabled: true },
  affiliateTagExpiration: 30,
  equivalentCurrency: 'USD',
  versionCheckIntervalSeconds: 300,
  tagManager: { enabled: false, id: '' },
};

/**
 * Settings only the server reads (never sent to browsers), from the environment at the first start:
 * afterwards the operator edits them in site_settings (PUT /api/operator/settings/player-protection).
 */
export type OperatorSettingsSeed = {
  turnoverMultiplier?: number;
  jurisdiction?: Jurisdiction;
  kycWithdrawalThreshold?: string;
  /** The built-in recurring tournaments (on unless said). */
  tournamentSeries?: boolean;
};

/** Inserts what is missing and leaves what an operator changed alone, so it can run at every start. */
export async function seedSettings(db: Db, initial: OperatorSettingsSeed = {}) {
  const protection = completeProtection({
    jurisdiction: initial.jurisdiction ?? DEFAULT_PLAYER_PROTECTION.jurisdiction,
    kycWithdrawalThreshold:
      initial.kycWithdrawalThreshold ?? DEFAULT_PLAYER_PROTECTION.kycWithdrawalThreshold,
  });
  const operatorSettings = {
    [TURNOVER_MULTIPLIER_KEY]: initial.turnoverMultiplier ?? DEFAULT_TURNOVER_MULTIPLIER,
    [PLAYER_PROTECTION_KEY]: protection,
    [TOURNAMENT_SERIES_KEY]: initial.tournamentSeries ?? true,
  };
  await db.insert(locales).values(localeSeed).onConflictDoNothing();
  await db.insert(currencies).values(currencySeed).onConflictDoNothing();
  await db.insert(countries).values(countrySeed()).onConflictDoNothing();
  await db
    .insert(siteSettings)
    .values(
      Object.entries({ ...defaultPublicSettings, ...operatorSettings }).map(([key, value]) => ({
        key,
        value,
      })),
    )
    .onConflictDoNothing();
  settingsChanged(db);
}
