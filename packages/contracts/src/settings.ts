import { z } from 'zod';
import { constantsResponseSchema } from './constants-response.ts';
import { defineRoute } from './routes/define.ts';
import { TAG_MANAGER_ID_PATTERN } from './settings-rules.ts';
import { zText } from './validators/input.ts';

export const currencyTypeSchema = z.enum(['fiat', 'crypto']);

/** A smaller unit to show a currency in: `subunitToUnit` of them make one unit (1000 mBTC in 1 BTC). */
export const subCurrencySchema = z.object({
  code: z.string(),
  subunitToUnit: z.number().int().positive(),
});

export const currencySchema = z.object({
  code: z.string(),
  /** English name (Intl's, or ours for crypto currencies). */
  name: z.string(),
  type: currencyTypeSchema,
  isEnabled: z.boolean(),
  isBase: z.boolean(),
  subunitToUnit: z.number().int().positive(),
  /** Price of one unit of this currency in the base currency; rateTime is null while we keep no rate history. */
  rate: z.object({ rate: z.number().positive(), rateTime: z.string().nullable() }),
  symbol: z.string(),
  nativeCurrency: z.string(),
  subCurrencies: z.array(subCurrencySchema),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesResponseSchema = z.object({ data: z.array(currencySchema) });
/** The client sends `visible=1`; only enabled currencies are ever listed. */
export const currenciesQuerySchema = z.object({ visible: zText({ max: 5 }).optional() });

export const localeCodeSchema = zText({ max: 5 }).regex(/^[a-z]{2}(-[a-z]{2})?$/);
export const localeSchema = z.object({
  code: localeCodeSchema,
  /** English name: "German". */
  name: z.string(),
  /** The name in the language itself: "Deutsch". */
  nativeName: z.string(),
  /** `pt` for `pt-br`. */
  languageCode: z.string(),
  isDefault: z.boolean(),
});
export type Locale = z.infer<typeof localeSchema>;
export const localesResponseSchema = z.object({ data: z.array(localeSchema) });

/** 1: the whole site shows the geo-restricted layout; 2: only signing in and up are blocked. */
export const CountryRestrictType = { site: 1, auth: 2 } as const;

export const countrySchema = z.object({
  code: z.string().length(2),
  /** In the asked locale. */
  name: z.string(),
  /** In the country's own locale. */
  nativeName: z.string(),
  locale: localeCodeSchema,
  phonePrefix: z.string(),
  /** The country's own currency when enabled, else the base currency. */
  currency: z.string(),
  restrict: z.boolean(),
  /** Set when `restrict` is: what is restricted (CountryRestrictType). */
  restrictType: z.union([z.literal(1), z.literal(2)]).nullable(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesQuerySchema = z.object({ locale: localeCodeSchema.optional() });
export const countriesResponseSchema = z.object({ data: z.array(countrySchema) });

/** Operator settings the browser may read. */
export const publicSettingsSchema = z.object({
  loyaltyEnabled: z.boolean(),
  /** Quests are on offer (client contract section 13: retention:quests is subscribed only then). */
  questsEnabled: z.boolean(),
  /**
   * The betting client (client contract section 16, betsyParams): /betting exists only with a host and a
   * client id. The host is a URL, or a path on this site for the studio's built-in client (/studio/betsy);
   * its SDK script is <host>/assets/sdk/init.js.
   */
  bettingClient: z.object({
    host: z.string(),
    clientId: z.string(),
    sportsBookTheme: z.string().optional(),
    sportsBookStyles: z.string().optional(),
    allowParentUrlUpdate: z.boolean().optional(),
  }),
  /**
   * The identity verification provider (client contract section 16 `sumsub`): on, it offers
   * /profile/verification (Sumsub when configured, else the built-in test provider); with
   * `hideDocumentsPage` too, /profile/documents is removed.
   */
  sumsub: z.object({ enabled: z.boolean(), hideDocumentsPage: z.boolean() }),
  signInTabsDisplay: z.enum(['both', 'email', 'phone']),
  registrationTypes: z.array(z.enum(['email', 'phone'])),
  /** The live chat (decision 0051): on, and open to guests (spec: "guests allowed only if guestAvailable"). */
  chat: z.object({ guestAvailable: z.boolean(), enabled: z.boolean().default(true) }),
  affiliateTagExpiration: z.number().int().positive(),
  equivalentCurrency: z.string(),
  versionCheckIntervalSeconds: z.number().int().positive(),
  tagManager: z.object({ enabled: z.boolean(), id: z.string() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/**
 * PUT /api/operator/settings/tag-manager (operator): the tag manager on or off and its container id,
 * which must be a GTM id ('' only while off).
 */
export const tagManagerUpdateSchema = z
  .object({
    enabled: z.boolean(),
    id: z.union([z.literal(''), zText({ max: 20 }).regex(TAG_MANAGER_ID_PATTERN)]),
  })
  .refine((update) => !update.enabled || update.id !== '', { path: ['id'], message: 'required' });
export type TagManagerUpdate = z.infer<typeof tagManagerUpdateSchema>;

/** Regulators whose responsible game design rules (UKGC RTS 14) the games follow: none, or the UKGC's. */
export const JURISDICTIONS = ['none', 'ukgc'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

const decimalAmountSchema = zText({ max: 24 })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount such as "2.50"');

const stakeBandSchema = z
  .object({
    fromAge: z.number().int().min(18).max(120),
    /** The last age of the band; null: no upper end. */
    toAge: z.number().int().min(18).max(120).nullable(),
    /** The most one slot spin may stake at this age, in the limits' currency. */
    maxStake: decimalAmountSchema,
  })
  .refine((band) => band.toAge === null || band.toAge >= band.fromAge, {
    path: ['toAge'],
    message: 'not before fromAge',
  });

/**
 * Slot stake caps by age band (RTS 14), in one currency; other currencies are converted at the site's
 * rates. Bands go up by age without overlapping (a player's age finds one band; a player of no known
 * age, or of an age between bands, gets the lowest cap), and only the last may be open-ended.
 */
export const slotStakeLimitsSchema = z
  .object({
    currency: zText({ max: 10 }).trim().min(3),
    bands: z.array(stakeBandSchema).min(1).max(10),
  })
  .superRefine(({ bands }, context) => {
    bands.forEach((band, index) => {
      const previous = bands[index - 1];
      if (!previous) return;
      // Rule keys as messages (field-issues.ts): "At least 25."
      if (previous.toAge === null || band.fromAge <= previous.toAge)
        context.addIssue({
          code: 'custom',
          path: ['bands', index, 'fromAge'],
          message: 'minValue',
          params: { min: (previous.toAge ?? previous.fromAge) + 1 },
        });
    });
  });
export type SlotStakeLimits = z.infer<typeof slotStakeLimitsSchema>;

/** The UKGC's slot stake limits (from 2025): 2 GBP a spin from 18 to 24, 5 GBP from 25. */
export const UKGC_SLOT_STAKE_LIMITS: SlotStakeLimits = {
  currency: 'GBP',
  bands: [
    { fromAge: 18, toAge: 24, maxStake: '2' },
    { fromAge: 25, toAge: null, maxStake: '5' },
  ],
};

/**
 * GET and PUT /api/operator/settings/player-protection (operator): the regulator whose game design the
 * games follow, the slot stake caps by age (null: none; absent with `ukgc`: the UKGC's), and the lifetime
 * withdrawals (base currency) a player may make before verifying their identity.
 */
export const playerProtectionSettingsSchema = z.object({
  jurisdiction: z.enum(JURISDICTIONS),
  slotStakeLimits: slotStakeLimitsSchema.nullable(),
  kycWithdrawalThreshold: decimalAmountSchema,
});
export type PlayerProtectionSettings = z.infer<typeof playerProtectionSettingsSchema>;

export const playerProtectionUpdateSchema = playerProtectionSettingsSchema.extend({
  slotStakeLimits: slotStakeLimitsSchema.nullable().optional(),
});
export type PlayerProtectionUpdate = z.infer<typeof playerProtectionUpdateSchema>;

const tag = 'Settings';
const guest = 'guest' as const;

/** Client contract section 1: what every page needs before it draws, cached by the client's SSR. */
export const settingsRoutes = {
  locales: defineRoute({
    method: 'GET',
    path: '/api/settings/locales',
    access: guest,
    tag,
    summary: 'The enabled locales; exactly one is the default.',
    response: localesResponseSchema,
  }),
  countries: defineRoute({
    method: 'GET',
    path: '/api/settings/countries',
    access: guest,
    tag,
    summary: 'The countries offered to players, named in the asked locale (default: the request locale).',
    query: countriesQuerySchema,
    response: countriesResponseSchema,
  }),
  currencies: defineRoute({
    method: 'GET',
    path: '/api/settings/currencies',
    access: guest,
    tag,
    summary: 'The enabled currencies with their rate to the base currency.',
    query: currenciesQuerySchema,
    response: currenciesResponseSchema,
  }),
  constants: defineRoute({
    method: 'GET',
    path: '/api/settings/constants',
    access: guest,
    tag,
    summary: 'The enumerations and switches the client reads, as {id, name} lists.',
    response: z.object({ data: constantsResponseSchema }),
  }),
};
