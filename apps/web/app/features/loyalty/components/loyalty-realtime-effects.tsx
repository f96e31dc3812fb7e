import { type LoyaltyAccount, loyaltyAccountSchema } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { loadModalCode } from '../../../components/modals/modal-code.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { usePlayerRealtimeEvent } from '../../../lib/realtime/realtime-context.tsx';
import { LOYALTY_ACCOUNT_KEY, loyaltyQueries } from '../api/loyalty-api.ts';
import { useLoyaltyEnabled } from '../hooks/use-loyalty.ts';

/** The wait between a level-up push and its modal (spec section 9: loyalty level notification). */
export const LEVEL_UP_DELAY_MS = 3000;

export const LEVEL_UP_MODAL = 'loyalty-level';

/**
 * Loyalty's live side, mounted once for a signed-in player (client contract section 13): each push on
 * retention:accounts replaces the cached account; one whose level's order is above the cached one's
 * opens loyalty-level 3000 ms later. As in the product's client, the event name is not checked.
 */
export function LoyaltyRealtimeEffects() {
  const queryClient = useQueryClient();
  const { open } = useModals();
  const openLatest = useRef(open);
  openLatest.current = open;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useAccountBaseline();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  usePlayerRealtimeEvent('retention:accounts', (data) => {
    const pushed = (data as { playerAccount?: unknown } | null)?.playerAccount;
    if (pushed === undefined) return;
    const parsed = loyaltyAccountSchema.safeParse(pushed);
    if (!parsed.success) {
      // An account this client cannot read still says it changed.
      void queryClient.invalidateQueries({ queryKey: LOYALTY_ACCOUNT_KEY });
      return;
    }
    const previous = queryClient.getQueryData<LoyaltyAccount>(LOYALTY_ACCOUNT_KEY);
    // The cache keeps the later of the two (loyaltyQueries.account): a late push changes nothing.
    const current = queryClient.setQueryData<LoyaltyAccount>(LOYALTY_ACCOUNT_KEY, parsed.data);
    if (!previous || !current || current.currentLevel.order <= previous.currentLevel.order) return;
    // The dialog's code loads meanwhile, so it opens whole. A second level-up in the wait restarts it.
    void loadModalCode(LEVEL_UP_MODAL).catch(() => undefined);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      openLatest.current(LEVEL_UP_MODAL);
    }, LEVEL_UP_DELAY_MS);
  });
  return null;
}

/**
 * The account is asked for once after mount (unless a page already holds a fresh one), so the first
 * push has a level to be compared with. Not while rendering: the page's server-rendered account must
 * be the first to build the cached query.
 */
function useAccountBaseline() {
  const queryClient = useQueryClient();
  const api = useApi();
  const enabled = useLoyaltyEnabled();
  useEffect(() => {
    if (enabled) void queryClient.prefetchQuery(loyaltyQueries.account(api));
  }, [enabled, queryClient, api]);
}
