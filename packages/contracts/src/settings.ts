import { z } from 'zod';
import { zText } from './validators/input.ts';

export const currencyTypeSchema = z.enum(['fiat', 'crypto']);

export const subCurrencySchema = z.object({
  code: z.string(),
  subunitToUnit: z.number().int().positive(),
});

export const currencySchema = z.object({
  code: z.string(),
  type: currencyTypeSchema,
  isEnabled: z.boolean(),
  isBase: z.boolean(),
  subunitToUnit: z.number().int().positive(),
  /** Price of one unit of this currency in the base currency. */
  rate: z.object({ rate: z.number().positive() }),
  symbol: z.string(),
  nativeCurrency: z.string(),
  subCurrencies: z.array(subCurrencySchema),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesResponseSchema = z.object({ data: z.array(currencySchema) });

export const localeCodeSchema = zText({ max: 5 }).regex(/^[a-z]{2}(-[a-z]{2})?$/);
export const localeSchema = z.object({
  code: localeCodeSchema,
  name: z.string(),
  isDefault: z.boolean(),
});
export type Locale = z.infer<typeof localeSchema>;
export const localesResponseSchema = z.object({ data: z.array(localeSchema) });

export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  locale: localeCodeSchema,
  phonePrefix: z.string(),
  restrict: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesQuerySchema = z.object({ locale: localeCodeSchema.optional() });
export const countriesResponseSchema = z.object({ data: z.array(countrySchema) });

/** Countries never offered in the country list (spec section 9). */
export const EXCLUDED_COUNTRY_CODES = ['US', 'UM', 'GB', 'FR', 'NL', 'AW', 'CW', 'MF'] as const;

/** Operator settings the browser may read. */
export const publicSettingsSchema = z.object({
  loyaltyEnabled: z.boolean(),
  bettingClient: z.object({ host: z.string(), clientId: z.string() }),
  identityVerification: z.object({
    provider: z.enum(['manual', 'sumsub']),
    hideDocumentsPage: z.boolean(),
  }),
  signInTabsDisplay: z.enum(['both', 'email', 'phone']),
  registrationTypes: z.array(z.enum(['email', 'phone'])),
  chat: z.object({ guestAvailable: z.boolean() }),
  affiliateTagExpiration: z.number().int().positive(),
  equivalentCurrency: z.string(),
  versionCheckIntervalSeconds: z.number().int().positive(),
  tagManager: z.object({ enabled: z.boolean(), id: z.string() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
