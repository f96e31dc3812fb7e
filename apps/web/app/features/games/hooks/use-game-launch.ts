import { type Game, GamePlatform, type PlayGameResponse } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { loadModalCode } from '../../../components/modals/modal-code.ts';
import { useModals } from '../../../components/modals/use-modals.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { GAMES_QUERY_KEY, gameCalls, PLAYED_GRID_PREFIX } from '../api/games-api.ts';
import { frameUrl } from '../lib/frame-url.ts';
import {
  gamePathWithMode,
  isGeoRestricted,
  isRealGameLimited,
  LAUNCH_MODALS,
  type LaunchModal,
  type LaunchMode,
  type LaunchPlan,
  limitRefusal,
  planLaunch,
  requestedMode,
} from '../lib/launch-plan.ts';
import { useCatalogueViewer } from './use-viewer.ts';

/** Phones, small tablets and touch screens choose how to play before a game launches (spec section 2). */
export const MOBILE_PLAY_QUERIES = ['(max-width: 768px)', '(pointer: coarse)'];

/** Whether this device plays "mobile"; null until mounted (the server cannot tell). */
export function useIsMobilePlay(): boolean | null {
  const [mobile, setMobile] = useState<boolean | null>(null);
  useEffect(() => {
    setMobile(MOBILE_PLAY_QUERIES.some((query) => window.matchMedia(query).matches));
  }, []);
  return mobile;
}

export type GameLaunch = {
  plan: LaunchPlan;
  /** The mode being launched or played, null while waiting for a choice. */
  mode: LaunchMode | null;
  session: PlayGameResponse | undefined;
  isLaunching: boolean;
  isGeoRestricted: boolean;
  failed: boolean;
  retry: () => void;
  /** Switches to a mode through the URL (`?mode=`), as the game modals do. */
  choose: (mode: LaunchMode) => void;
};

/**
 * The game page's launch: follows the plan for this visitor and device, asks with a game modal once
 * per visit, and launches through POST /play. A launch is read like data, once per game, mode, player
 * and account: switching the header's currency starts a new session on that account.
 */
export function useGameLaunch(game: Game): GameLaunch {
  const api = useApi();
  const [search] = useSearchParams();
  const choose = useChooseLaunchMode();
  const { viewer, isLoggedIn, locale } = useCatalogueViewer();
  const isMobile = useIsMobilePlay();
  const wallet = useWalletAccounts();
  const { publicUrl } = useSiteData();
  const framed = useCallback(
    (session: PlayGameResponse) => ({ ...session, gameUrl: frameUrl(session.gameUrl, publicUrl) }),
    [publicUrl],
  );
  const requested = requestedMode(search);
  const plan: LaunchPlan =
    isMobile === null ? { kind: 'wait' } : planLaunch({ requested, isLoggedIn, isMobile, game });
  const mode = plan.kind === 'launch' ? plan.mode : null;
  const accountId = mode === 'real' ? wallet.active?.id : undefined;

  const launch = useQuery({
    queryKey: [GAMES_QUERY_KEY, 'launch', game.identity, mode, viewer, accountId ?? ''],
    queryFn: () =>
      gameCalls.play(api, game.identity, {
        demoMode: mode === 'demo',
        accountId,
        locale,
        platform: isMobile ? GamePlatform.mobile : GamePlatform.desktop,
      }),
    select: framed,
    enabled: mode === 'demo' || (mode === 'real' && !wallet.isPending),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const geoRestricted = isGeoRestricted(launch.error);
  const limited = limitRefusal(launch.error);
  const closedByExclusion = isRealGameLimited(launch.error);
  useRecentlyPlayedRefresh(launch.data?.gameUrl);
  useLimitRefusal(limited, closedByExclusion);

  useAskOnce(
    plan.kind === 'ask' ? plan.modal : geoRestricted ? 'geo-restricted-game' : null,
    game.identity,
    viewer,
  );

  return {
    plan,
    mode,
    session: launch.data,
    isLaunching: launch.isFetching,
    isGeoRestricted: geoRestricted,
    failed: launch.isError && !geoRestricted && limited === null && !closedByExclusion,
    retry: () => void launch.refetch(),
    choose: (next) => choose(game.identity, next),
  };
}

/**
 * Where choosing a mode goes: the game's page with `?mode=`, dropping the game modals' flags. On the
 * game page itself the rest of its query stays and the history entry is replaced.
 */
export function useLaunchModeTarget() {
  const localize = useLocalizePath();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  return useCallback(
    (slug: string, mode: LaunchMode) => {
      const path = localize(`/games/${slug}`);
      const here = pathname === path;
      return { to: gamePathWithMode(path, here ? search : new URLSearchParams(), mode), replace: here };
    },
    [localize, pathname, search],
  );
}

/** Goes to a game in a mode (`/games/{slug}?mode=demo`), as the game modals do. */
export function useChooseLaunchMode() {
  const navigate = useNavigate();
  const target = useLaunchModeTarget();
  return useCallback(
    (slug: string, mode: LaunchMode) => {
      const { to, replace } = target(slug, mode);
      navigate(to, { replace, preventScrollReset: true });
    },
    [navigate, target],
  );
}

/**
 * A launch a limit refused: 14100/14101/14105 open game-limit-reached (it links to /profile/limits);
 * 14103 (self-exclusion, cooling-off) goes home with the limit.limitedRealGame alert.
 */
function useLimitRefusal(code: number | null, closedByExclusion: boolean) {
  const { open } = useModals();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const pushAlert = useAlerts();
  const t = useT('alerts');
  useEffect(() => {
    if (code !== null) open('game-limit-reached', { value: String(code) });
  }, [code, open]);
  const handled = useRef(false);
  useEffect(() => {
    if (!closedByExclusion) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    pushAlert({
      type: 'error',
      title: t('limit.limitedRealGame.title'),
      text: t('limit.limitedRealGame.description'),
    });
    navigate(localize('/'));
  }, [closedByExclusion, pushAlert, t, navigate, localize]);
}

/** A launch counts as played: the recently played list loads again when next shown. */
function useRecentlyPlayedRefresh(launchedUrl: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (launchedUrl) void queryClient.invalidateQueries({ queryKey: PLAYED_GRID_PREFIX });
  }, [launchedUrl, queryClient]);
}

/** Opens a game modal the first time the page needs it; closed without a choice, it stays closed. */
function useAskOnce(modal: LaunchModal | null, slug: string, viewer: string) {
  const { open } = useModals();
  const openLatest = useRef(open);
  openLatest.current = open;
  const [search] = useSearchParams();
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const key = modal ? `${modal}|${slug}|${viewer}` : null;
  // A game modal the URL already opens (a link, a reload) answers for this one.
  const alreadyOpen = LAUNCH_MODALS.some((name) => search.has(name));
  useEffect(() => {
    if (!modal || !key || asked.current.has(key)) return;
    asked.current.add(key);
    if (alreadyOpen) return;
    // Nobody clicked: the dialog opens once its code is here, whole, instead of growing in view.
    void loadModalCode(modal)
      .catch(() => undefined)
      .then(() => {
        if (mounted.current) openLatest.current(modal, { value: slug });
      });
  }, [modal, key, slug, alreadyOpen]);
}
