import { type SocialState, safeRedirectPath } from '@casino/contracts';

const SIGN_IN_FLAG = 'sign-in';

/** The page to come back to after a social login: this path and query, without the sign-in flag. */
export function socialBackRoute(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIGN_IN_FLAG);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

export type SocialConnection = {
  connection: string /** 'auth0' for Auth0 connections, else the provider itself. */;
  route: string;
};

/** The connections the server offers (init.socialAuth): Auth0's first, then the direct providers. */
export function socialConnections(settings: {
  auth0Connections: string[];
  directConnections: string[];
}): SocialConnection[] {
  return [
    ...settings.auth0Connections.map((connection) => ({ connection, route: 'auth0' })),
    ...settings.directConnections.map((connection) => ({ connection, route: connection })),
  ];
}

/**
 * Where the browser goes to start a social login: the server's redirect (/auth0/ for Auth0 connections,
 * else the provider's own) with the state {backRoute, connection} as URL-encoded JSON (spec section 7).
 */
export function socialRedirectUrl({ connection, route }: SocialConnection, backRoute: string): string {
  const state: SocialState = { backRoute, connection };
  return `/api/player/sessions/social/${encodeURIComponent(route)}/redirect?state=${encodeURIComponent(JSON.stringify(state))}`;
}

/** A path of this site to go to after signing in, or null for anything else (another host, a scheme). */
export function localBackRoute(route: string | null | undefined): string | null {
  return safeRedirectPath(route, LOCAL_ORIGIN);
}

/** Any origin: only paths count, whichever host serves the page (during SSR too). */
const LOCAL_ORIGIN = 'http://site.invalid';
