import type { LoyaltyAccount, LoyaltyLevel, RouteResponse } from '@casino/contracts';
import { type LinkedRoute, retentionRoutes } from '@casino/contracts/links';
import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/**
 * The loyalty calls (client contract section 9). The levels and the earn rules are the same for
 * everyone; the account is the player's, under a player key, so a sign-out drops it with the rest.
 */
export const LOYALTY_ACCOUNT_KEY = [PLAYER_QUERY_KEY, 'loyalty-account'] as const;
export const LOYALTY_LEVELS_KEY = ['loyalty', 'levels'] as const;
export const LOYALTY_EARN_RULES_KEY = ['loyalty', 'earn-rules'] as const;

/** The base currency the rates are in, and how much each kind of game counts (percent). */
export type LoyaltyEarnRules = RouteResponse<LinkedRoute<typeof retentionRoutes.earnRules>>['data'];
export type LoyaltyEarnRule = LoyaltyEarnRules['rules'][number];

/** What /loyalty renders first; `account` is null for a guest. */
export type LoyaltyPageData = {
  levels: LoyaltyLevel[];
  earnRules: LoyaltyEarnRules;
  account: LoyaltyAccount | null;
};

/** Every level in one page, lowest first (a club has a handful). */
export const LEVELS_QUERY = { sortBy: 'order', sortOrder: 'asc', page: 1, perPage: 100 } as const;

/**
 * The club's rules change with an operator's edit (the back office's loyalty page): kept as long as
 * the site's other queries, so an edit shows within 30 s of it (decision 0048).
 */
const RULES_STALE_MS = 30_000;

export const loyaltyQueries = {
  levels: (api: ApiClient) =>
    queryOptions({
      queryKey: LOYALTY_LEVELS_KEY,
      queryFn: async () => (await api.call(retentionRoutes.levels, { query: LEVELS_QUERY })).data,
      staleTime: RULES_STALE_MS,
    }),
  earnRules: (api: ApiClient) =>
    queryOptions({
      queryKey: LOYALTY_EARN_RULES_KEY,
      queryFn: async () => (await api.call(retentionRoutes.earnRules, {})).data,
      staleTime: RULES_STALE_MS,
    }),
  /** Kept current by the retention:accounts pushes (LoyaltyRealtimeEffects). */
  account: (api: ApiClient) =>
    queryOptions({
      queryKey: LOYALTY_ACCOUNT_KEY,
      queryFn: async (): Promise<LoyaltyAccount> => (await api.call(retentionRoutes.account, {})).data,
      structuralSharing: latestAccount,
    }),
};

/**
 * Of the cached account and a new copy, the one written last: an answer sent before a push but read
 * after it must not take the player back a level (and show the level-up again on the next push).
 */
export function latestAccount(cached: unknown, next: unknown): unknown {
  const held = cached as LoyaltyAccount | undefined;
  const incoming = next as LoyaltyAccount;
  if (held && Date.parse(held.updatedAt) > Date.parse(incoming.updatedAt)) return held;
  return replaceEqualDeep(held, incoming);
}
