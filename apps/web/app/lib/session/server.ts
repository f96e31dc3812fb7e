import { refreshResponseSchema } from '@casino/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { type ApiClient, ApiError, createApiClient } from '../api-client.ts';
import { readCookie } from '../cookies.ts';
import { isTokenExpiring, SESSION_TOKEN_KEY } from './token.ts';

/** The session token the browser keeps in its cookie, as a loader sees it. */
export function requestSessionToken(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), SESSION_TOKEN_KEY) || null;
}

const REFRESH_REUSE_MS = 10_000;
const refreshes = new Map<string, Promise<string | null>>();

/**
 * A fresh token for an expired cookie token, asked once for all the loaders of a page (they run side by
 * side). The browser refreshes its own copy at its next call.
 */
function refreshedToken(context: AppLoadContext, token: string): Promise<string | null> {
  let pending = refreshes.get(token);
  if (!pending) {
    pending = context
      .api('/api/player/sessions/refresh', { method: 'POST', headers: { authorization: `Bearer ${token}` } })
      .then(async (response) =>
        response.ok ? refreshResponseSchema.parse(await response.json()).data.accessToken : null,
      )
      .catch(() => null);
    refreshes.set(token, pending);
    setTimeout(() => refreshes.delete(token), REFRESH_REUSE_MS).unref?.();
  }
  return pending;
}

/**
 * The API as the signed-in visitor of this request: the cookie's token goes out as a Bearer token
 * (refreshed first when it has expired), or none for a guest.
 */
export function playerApi(request: Request, context: AppLoadContext): ApiClient {
  const stored = requestSessionToken(request);
  let token: Promise<string | null> | null = null;
  const currentToken = () => {
    token ??=
      stored && isTokenExpiring(stored)
        ? refreshedToken(context, stored).then((fresh) => fresh ?? stored)
        : Promise.resolve(stored);
    return token;
  };
  return createApiClient(async (path, init = {}) => {
    const bearer = await currentToken();
    return context.api(path, {
      method: init.method,
      body: init.body,
      headers: bearer ? { ...init.headers, authorization: `Bearer ${bearer}` } : init.headers,
    });
  });
}

/** Home page of the locale with the sign-in modal: where a guest asking for a player page goes. */
export function signInRedirectPath(lang: string | undefined): string {
  return `${lang ? `/${lang}/` : '/'}?sign-in=`;
}

/**
 * Loader data of a players-only page: a guest (no token, or a token the server refuses) is sent home
 * with the sign-in modal open.
 */
export async function loadForPlayer<T>(
  request: Request,
  context: AppLoadContext,
  lang: string | undefined,
  load: (api: ApiClient) => Promise<T>,
): Promise<T> {
  if (!requestSessionToken(request)) throw redirect(signInRedirectPath(lang));
  try {
    return await load(playerApi(request, context));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      throw redirect(signInRedirectPath(lang));
    throw error;
  }
}
