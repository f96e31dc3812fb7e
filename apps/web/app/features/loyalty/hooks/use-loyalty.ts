import type { LoyaltyAccount, LoyaltyLevel } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { type LoyaltyEarnRules, loyaltyQueries } from '../api/loyalty-api.ts';

/** Whether the site runs the loyalty club (the operator's loyaltyEnabled setting). */
export function useLoyaltyEnabled(): boolean {
  return useSiteData().init.settings.loyaltyEnabled === true;
}

/**
 * The signed-in player's loyalty account, seeded with what the page's loader read; nothing is asked
 * for a guest or while the club is off (the API answers 404 then).
 */
export function useLoyaltyAccount(initial?: LoyaltyAccount | null) {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const enabled = useLoyaltyEnabled() && isLoggedIn;
  return useQuery({ ...loyaltyQueries.account(api), initialData: initial ?? undefined, enabled });
}

export function useLoyaltyLevels(initial?: LoyaltyLevel[]) {
  return useQuery({ ...loyaltyQueries.levels(useApi()), initialData: initial });
}

export function useEarnRules(initial?: LoyaltyEarnRules) {
  return useQuery({ ...loyaltyQueries.earnRules(useApi()), initialData: initial });
}
