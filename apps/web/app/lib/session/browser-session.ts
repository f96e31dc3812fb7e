import { refreshResponseSchema } from '@casino/contracts';
import { SessionClient } from './session-client.ts';
import { browserTokenStorage, type TokenStorage } from './token-storage.ts';

/** With credentials, so the browser takes the session cookie the answer sets or clears. */
async function sessionCall(path: string, token: string, locale: string): Promise<Response> {
  return fetch(`/api/player/sessions/${path}`, {
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
      const response = await sessionCall('refresh', token, getLocale());
      if (!response.ok) throw new Error(`Refresh refused with status ${response.status}`);
      return refreshResponseSchema.parse(await response.json()).data.accessToken;
    },
    logout: async (token) => {
      await sessionCall('logout', token, getLocale());
    },
  });
}
