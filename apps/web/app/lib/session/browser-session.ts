import { refreshResponseSchema } from '@casino/contracts';
import { SessionClient } from './session-client.ts';
import { browserTokenStorage } from './token-storage.ts';

async function sessionCall(path: string, token: string, locale: string): Promise<Response> {
  return fetch(`/api/player/sessions/${path}`, {
    method: 'POST',
    credentials: 'omit',
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale },
  });
}

/** The session of this browser: token in local storage and cookie, refresh and logout calls. */
export function createBrowserSession(getLocale: () => string): SessionClient {
  return new SessionClient({
    storage: browserTokenStorage(),
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
