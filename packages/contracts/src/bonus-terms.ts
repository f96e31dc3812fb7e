import { z } from 'zod';

/**
 * A bonus definition's terms (bonus_definitions.terms): the one schema the engine reads them with and
 * the back office's editors validate them with. Amounts are minor units as decimal text, per currency.
 * game_wallet_move (migration 0023) reads the issued terms' `weights`, `maxBet`, `maxWin` and
 * `restrictedGames` inside each bet.
 */

const minor = z.string().regex(/^\d{1,20}$/);
export const perCurrencySchema = z.record(z.string(), minor);
export type PerCurrency = z.infer<typeof perCurrencySchema>;

/** A group of games counting `percent` of each bet towards wagering (games, providers or collections). */
export const weightSchema = z.object({
  group: z.string(),
  percent: z.number().int().min(0).max(100),
  games: z.array(z.string()).default([]),
  providers: z.array(z.string()).default([]),
  collections: z.array(z.string()).default([]),
});
export type WeightRule = z.infer<typeof weightSchema>;

export const freespinTermsSchema = z.object({
  gameSlug: z.string(),
  count: z.number().int().positive(),
  /** More spins for bigger deposits (Free Spins Friday): the largest tier the deposit reaches wins. */
  tiers: z
    .array(z.object({ depositFrom: perCurrencySchema, count: z.number().int().positive() }))
    .default([]),
  betAmounts: perCurrencySchema,
  validDays: z.number().int().positive(),
});

export const definitionTermsSchema = z.object({
  /** Deposit range per currency (a deposit trigger or a deposit code). */
  depositFrom: perCurrencySchema.default({}),
  depositTo: perCurrencySchema.default({}),
  /** The welcome package's step: only with the player's n-th successful deposit. */
  depositNumber: z.number().int().positive().optional(),
  /** Only with a deposit after the first one (the reload). */
  afterFirstDeposit: z.boolean().default(false),
  /** Claimable only this many days from registration. */
  newPlayerDays: z.number().int().positive().optional(),
  /** Once per promotion week (Monday 00:00 to Sunday 23:59 UTC). */
  oncePerWeek: z.boolean().default(false),
  /** Only on this UTC weekday (0 Sunday ... 5 Friday), with its first deposit. */
  weekday: z.number().int().min(0).max(6).optional(),
  /** A percentage bonus's share of the deposit, capped per currency; a cash bonus's amount. */
  percent: z.number().int().min(0).max(1000).optional(),
  maxAmounts: perCurrencySchema.default({}),
  amounts: perCurrencySchema.default({}),
  freespins: freespinTermsSchema.optional(),
  /** The weekly cashback: a share of the week's net real-money loss. */
  cashback: z
    .object({
      percent: z.number().int().min(1).max(100),
      minLoss: perCurrencySchema,
      minDeposit: perCurrencySchema,
    })
    .optional(),
  wagerMultiplier: z.number().int().min(0).max(200),
  wagerDays: z.number().int().positive(),
  /** Days an issued (queued) bonus waits to be activated. */
  activationDays: z.number().int().positive(),
  weights: z.array(weightSchema),
  restrictedGames: z.array(z.string()).default([]),
  maxBets: perCurrencySchema.default({}),
  maxWins: perCurrencySchema.default({}),
});
export type DefinitionTerms = z.infer<typeof definitionTermsSchema>;
export type DefinitionTermsInput = z.input<typeof definitionTermsSchema>;
