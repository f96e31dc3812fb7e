import type { RefreshResponse } from '@casino/contracts';
import { identityRoutes } from '@casino/contracts/links';
import { SessionClient } from './session-client.ts';
import { browserTokenStorage, type TokenStorage } from './token-storage.ts';

/**
 * With credentials, so the browser takes the session cookie the answer sets or clears (and its own
 * token, not the stored one the API client would refresh first).
 */
async function sessionCall(path: string, token: string, locale: string): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale },
  });
}

/** The session of this browser: token in local storage, refresh and logout calls. */
export function createBrowserSession(
  getLocale: () => string,
  storage: TokenStorage = browserTokenStorage(),
): SessionClient {
  return new SessionClient({
    storage,
    refresh: async (token) => {
      const response = await sessionCall(identityRoutes.refresh.path, token, getLocale());
      if (!response.ok) throw new Error(`Refresh refused with status ${response.status}`);
      return ((await response.json()) as RefreshResponse).data.accessToken;
    },
    logout: async (token) => {
      await sessionCall(identityRoutes.logout.path, token, getLocale());
    },
  });
}
