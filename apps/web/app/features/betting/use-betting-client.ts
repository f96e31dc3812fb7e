import { GamePlatform } from '@casino/contracts';
import { gamesRoutes } from '@casino/contracts/links';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../components/alerts/alert-queue.tsx';
import { useModals } from '../../components/modals/use-modals.ts';
import { useApi } from '../../lib/api-context.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { useLocalizePath, useSiteData } from '../../lib/site-data.ts';
import { useT } from '../../lib/use-t.ts';
import { useWalletAccounts } from '../wallet/hooks/use-wallet-accounts.ts';
import {
  type BettingClientConfig,
  isLoginClick,
  loadBetSdk,
  playRefusal,
  SPORTSBOOK_IDENTITY,
  sdkParams,
  sdkScriptUrl,
} from './betting-client.ts';

export type BettingState = 'loading' | 'ready' | 'failed';

const MOBILE_QUERY = '(max-width: 768px)';

/**
 * /betting's client side: loads the betting client's SDK from its host, launches the sportsbook
 * (POST /api/game/games/betsy-sportsbook-betsy/play) for a player and hands BetSdk.init the token; a
 * guest gets the book without one, and its sign-in button opens the site's sign-in. Refusals go as
 * the client contract says: play limits to /profile/limits, 14103 home with an alert, 14306 and
 * 14308 to their modals. A new player or account launches again.
 */
export function useBettingClient(config: BettingClientConfig): BettingState {
  const api = useApi();
  const t = useT('global-components');
  const { locale } = useSiteData();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const pushAlert = useAlerts();
  const { open } = useModals();
  const { player, isLoggedIn } = useSession();
  const wallet = useWalletAccounts();
  const accountId = wallet.active?.id;
  const [state, setState] = useState<BettingState>('loading');
  const waitingForAccount = isLoggedIn && wallet.isPending;

  // One launch per player, account, locale and betting client, not one per render of the callbacks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: relaunching on every render would open sessions in a loop
  useEffect(() => {
    if (waitingForAccount) return;
    let cancelled = false;
    setState('loading');
    const origin = window.location.origin;
    const start = async () => {
      const sdk = await loadBetSdk(sdkScriptUrl(config.host, origin));
      let launch: { token: string | null; currency: string | null } = { token: null, currency: null };
      if (isLoggedIn) {
        const answer = await api.call(gamesRoutes.play, {
          params: { id: SPORTSBOOK_IDENTITY },
          body: {
            accountId,
            lobbyUrl: origin,
            locale,
            platform: window.matchMedia(MOBILE_QUERY).matches ? GamePlatform.mobile : GamePlatform.desktop,
            demoMode: false,
          },
        });
        launch = { token: answer.data.token, currency: answer.data.currency };
      }
      if (cancelled) return;
      await sdk.init(sdkParams(config, { ...launch, locale, origin }));
      if (!cancelled) setState('ready');
    };
    start().catch((error: unknown) => {
      if (cancelled) return;
      const refusal = playRefusal(error);
      if (refusal === 'limit') {
        open('game-limit-reached');
        navigate(localize('/profile/limits'));
      } else if (refusal === 'limited') {
        navigate(localize('/'), { replace: true });
        pushAlert({ type: 'error', title: t('betting.limitedRealGame') });
      } else if (refusal === 'restrictedBets') {
        open('restricted-bets', { value: SPORTSBOOK_IDENTITY });
      } else if (refusal === 'geoRestricted') {
        open('geo-restricted-game', { value: SPORTSBOOK_IDENTITY });
      }
      setState('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [config.host, config.clientId, player?.id, accountId, locale, waitingForAccount]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isLoginClick(event.data) && !isLoggedIn) open('sign-in');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [isLoggedIn, open]);

  return state;
}
