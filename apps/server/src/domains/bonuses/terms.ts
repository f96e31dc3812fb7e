import { z } from 'zod';

/**
 * A bonus definition's terms (bonus_definitions.terms) and what a player's bonus is issued with
 * (player_bonuses.terms): the definition's, resolved for one currency and the catalogue of that day.
 * Amounts are minor units as decimal text, per currency. game_wallet_move (migration 0023) reads the
 * issued terms' `weights`, `maxBet`, `maxWin` and `restrictedGames` inside each bet.
 */

const minor = z.string().regex(/^\d{1,20}$/);
export const perCurrencySchema = z.record(z.string(), minor);
export type PerCurrency = z.infer<typeof perCurrencySchema>;

/** A group of games counting `percent` of each bet towards wagering (games, providers or collections). */
const weightSchema = z.object({
  group: z.string(),
  percent: z.number().int().min(0).max(100),
  games: z.array(z.string()).default([]),
  providers: z.array(z.string()).default([]),
  collections: z.array(z.string()).default([]),
});
export type WeightRule = z.infer<typeof weightSchema>;

const freespinTermsSchema = z.object({
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

/** The terms of one player's bonus, in its currency. */
export type IssuedTerms = {
  wagerMultiplier: number;
  wagerDays: number;
  /** What the player is shown: each group's percent and its games. */
  contributions: { group: string; percent: number; gameIds: string[] }[];
  /** Game slug → basis points (10000 = 100 %); an unlisted game counts 0. */
  weights: Record<string, number>;
  restrictedGames: string[];
  /** Minor units, null: no cap. */
  maxBet: string | null;
  maxWin: string | null;
};

/** A game as weights see it. */
export type WeightedGame = { slug: string; providerId: string; collections: string[] };

function matches(rule: WeightRule, game: WeightedGame): boolean {
  return (
    rule.games.includes(game.slug) ||
    rule.providers.includes(game.providerId) ||
    rule.collections.some((collection) => game.collections.includes(collection))
  );
}

/** The definition's terms for `currency`, with weights resolved against the catalogue's games (the first matching rule wins). */
export function issueTerms(
  terms: DefinitionTerms,
  currency: string,
  games: WeightedGame[],
  wagerCap: number | null,
): IssuedTerms {
  const weights: Record<string, number> = {};
  const contributions = terms.weights.map((rule) => ({
    group: rule.group,
    percent: rule.percent,
    gameIds: [] as string[],
  }));
  for (const game of games) {
    const index = terms.weights.findIndex((rule) => matches(rule, game));
    if (index < 0) continue;
    weights[game.slug] = terms.weights[index]!.percent * 100;
    contributions[index]!.gameIds.push(game.slug);
  }
  return {
    wagerMultiplier: wagerCap === null ? terms.wagerMultiplier : Math.min(terms.wagerMultiplier, wagerCap),
    wagerDays: terms.wagerDays,
    contributions,
    weights,
    restrictedGames: terms.restrictedGames,
    maxBet: terms.maxBets[currency] ?? null,
    maxWin: terms.maxWins[currency] ?? null,
  };
}
