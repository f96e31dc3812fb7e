import type { DefinitionTerms, WeightRule } from '@casino/contracts';

/**
 * What a player's bonus is issued with (player_bonuses.terms): the definition's terms (their schema is
 * the contracts' bonus-terms.ts, shared with the back office's editors), resolved for one currency and
 * the catalogue of that day.
 */
export {
  type DefinitionTerms,
  definitionTermsSchema,
  type PerCurrency,
  perCurrencySchema,
  type WeightRule,
} from '@casino/contracts';

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
