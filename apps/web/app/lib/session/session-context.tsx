import type { LoginResult, Profile } from '@casino/contracts';
import { identityRoutes } from '@casino/contracts/links';
import { type Query, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMatches, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { ApiError } from '../api-client.ts';
import { useApi, useSessionClient } from '../api-context.tsx';
import { useLocalizePath, useSiteData } from '../site-data.ts';
import { crossTabReaction } from './cross-tab.ts';
import { markRootFresh, markRootStale } from './root-sync.ts';
import { isTokenExpiring } from './token.ts';

/** Query keys of everything that belongs to the signed-in player start with this. */
export const PLAYER_QUERY_KEY = 'player';

/** Query keys whose data is the same for every visitor (settings, form fields, the catalogue). */
const SHARED_QUERY_KEYS = new Set(['settings', 'fields', 'games']);

/**
 * Everything else may be the player's (limits, wallet, bonuses live outside PLAYER_QUERY_KEY): a
 * sign-in or sign-out drops it, so the next person in this tab never sees it.
 */
export const mayBePlayerData = (query: Pick<Query, 'queryKey'>) =>
  !SHARED_QUERY_KEYS.has(String(query.queryKey[0]));

/** A route handle flag: the page is for players only (a guest is sent home with the sign-in modal). */
export type PlayerOnlyHandle = { playerOnly?: boolean };

type SessionState = {
  player: Profile | null;
  isLoggedIn: boolean;
  /** Stores a new session (sign-in, registration, autologin, social login) and reloads site data. */
  signIn: (result: LoginResult) => void;
  signOut: () => Promise<void>;
  /** The profile changed (profile form): keeps the header and menus in step. */
  updatePlayer: (profile: Profile) => void;
};

const SessionContext = createContext<SessionState | null>(null);

function usePlayerOnlyPage(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as PlayerOnlyHandle | undefined)?.playerOnly);
}

/**
 * The signed-in player: from the root loader on the first render (server-rendered), then kept here.
 * Ends the session on a 401/403 (and opens sign-in), checks a stored token at start, and follows
 * sign-ins and sign-outs of other tabs.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { init } = useSiteData();
  const api = useApi();
  const client = useSessionClient();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const localize = useLocalizePath();
  const playerOnlyPage = usePlayerOnlyPage();
  const [player, setPlayer] = useState<Profile | null>(init.player);

  // The root data is the truth each time it reloads (after a sign-in, a sign-out or a locale change).
  const rootPlayer = init.player;
  useEffect(() => {
    setPlayer(init.player);
    markRootFresh();
  }, [init]);

  const latest = useRef({ player, playerOnlyPage, localize, navigate, setSearchParams, revalidator });
  latest.current = { player, playerOnlyPage, localize, navigate, setSearchParams, revalidator };

  const reloadSiteData = useCallback(() => {
    markRootStale();
    void latest.current.revalidator.revalidate();
  }, []);

  const dropPlayerState = useCallback(() => {
    setPlayer(null);
    queryClient.removeQueries({ predicate: mayBePlayerData });
  }, [queryClient]);

  const leavePlayerPage = useCallback((openSignIn: boolean) => {
    const { playerOnlyPage, localize, navigate, setSearchParams } = latest.current;
    if (playerOnlyPage) {
      navigate(`${localize('/')}${openSignIn ? '?sign-in=' : ''}`, { replace: true });
      return;
    }
    if (openSignIn)
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('sign-in', '');
          return next;
        },
        { preventScrollReset: true },
      );
  }, []);

  // A 401/403 or a refused refresh ends the session: drop the player's data and ask to sign in again.
  useEffect(
    () =>
      client.subscribe((event) => {
        if (event.type !== 'ended' || event.reason === 'logout') return;
        const wasPlayer = latest.current.player !== null;
        if (event.reason === 'refresh-failed' && !wasPlayer) return;
        dropPlayerState();
        if (wasPlayer) reloadSiteData();
        leavePlayerPage(true);
      }),
    [client, dropPlayerState, leavePlayerPage, reloadSiteData],
  );

  // A token kept from an earlier visit that the server did not recognise (expired, or the cookie
  // was lost): try it once, refreshed if needed; keep it if the server takes it, else forget it.
  // The server sets the cookie (scripts cannot), so a kept token is refreshed once to bring it back.
  const checkedStoredToken = useRef(false);
  useEffect(() => {
    if (checkedStoredToken.current) return;
    checkedStoredToken.current = true;
    const token = client.token;
    if (!token) return;
    // A signed-in page with a token about to expire: refresh it now (the answer renews the cookie the
    // server reads too).
    if (rootPlayer) {
      if (isTokenExpiring(token)) void client.freshToken();
      return;
    }
    api
      .call(identityRoutes.profile, {}, { ownsAuthErrors: true })
      .then(async (response) => {
        if (!(await client.freshToken({ force: true }))) return;
        setPlayer(response.data);
        reloadSiteData();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) client.discard();
      });
  }, [api, client, rootPlayer, reloadSiteData]);

  // Other tabs: a sign-in there reloads a logged-out tab; a sign-out there sends this one home.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const reaction = crossTabReaction(event, latest.current.player !== null);
      if (reaction === 'reload') window.location.reload();
      if (reaction === 'go-home') window.location.assign(latest.current.localize('/'));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    (result: LoginResult) => {
      client.start(result.accessToken);
      queryClient.removeQueries({ predicate: mayBePlayerData });
      setPlayer(result.profile);
      reloadSiteData();
    },
    [client, queryClient, reloadSiteData],
  );

  const signOut = useCallback(async () => {
    await client.logout();
    dropPlayerState();
    reloadSiteData();
    leavePlayerPage(false);
  }, [client, dropPlayerState, leavePlayerPage, reloadSiteData]);

  const value = useMemo<SessionState>(
    () => ({ player, isLoggedIn: player !== null, signIn, signOut, updatePlayer: setPlayer }),
    [player, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession needs SessionProvider');
  return state;
}
