import { type AppLoadContext, redirect } from 'react-router';
import { type ApiClient, ApiError, createApiClient } from '../api-client.ts';
import { readCookie } from '../cookies.ts';
import { SESSION_TOKEN_KEY } from './token.ts';

/** The session token of the server's HttpOnly cookie, as a loader sees it. */
export function requestSessionToken(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), SESSION_TOKEN_KEY) || null;
}

/**
 * The API as the signed-in visitor of this request: the cookie's token goes out as a Bearer token, or
 * none for a guest. Never refreshed here: a refresh rotates the token, which would end the copy the
 * browser keeps. The in-process call is marked (plugins/web.ts), so the server accepts an expired
 * token that is still the session's current one; the browser refreshes it after hydration.
 */
export function playerApi(request: Request, context: AppLoadContext): ApiClient {
  const bearer = requestSessionToken(request);
  return createApiClient((path, init = {}) =>
    context.api(path, {
      method: init.method,
      body: init.body,
      headers: bearer ? { ...init.headers, authorization: `Bearer ${bearer}` } : init.headers,
    }),
  );
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
