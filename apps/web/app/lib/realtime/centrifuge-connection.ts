import { connectionRoutes } from '@casino/contracts/links';
import { REALTIME_OPTIONS, realtimeEndpoint } from '@casino/contracts/realtime-client';
import { ApiError, createApiClient } from '../api-client.ts';
import { endsSession } from '../session/session-fetcher.ts';
import type { CentrifugeLike } from './realtime-client.ts';

export { CONNECTION_PATH, REALTIME_OPTIONS, realtimeEndpoint } from '@casino/contracts/realtime-client';

/**
 * A connection token for the signed-in player, asked for with a fresh access token; an empty
 * token (an anonymous connection) for a guest. An answer that ends the session calls `onSessionEnded`
 * and connects as a guest; other failures throw, and the client tries again later.
 */
export async function fetchConnectionToken(
  accessToken: string | null,
  onSessionEnded: () => void,
): Promise<string> {
  if (!accessToken) return '';
  let sessionEnded = false;
  // The session's own fetcher would refresh the token again; this call carries the fresh one as is.
  const api = createApiClient(async (path, init = {}) => {
    const response = await fetch(path, {
      method: init.method,
      credentials: 'omit',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    sessionEnded = await endsSession(response);
    return response;
  });
  try {
    return (await api.call(connectionRoutes.token, {})).data.token;
  } catch (error) {
    if (!sessionEnded) throw refused(error);
    onSessionEnded();
    return '';
  }
}

const refused = (error: unknown) =>
  error instanceof ApiError ? new Error(`Connection token refused with status ${error.status}`) : error;

/**
 * The real `centrifuge` client, loaded in the browser only (after mount). `getToken` runs on every
 * connect without a token and whenever the server says the token expired.
 */
export async function createCentrifuge(getToken: () => Promise<string>): Promise<CentrifugeLike> {
  const { Centrifuge } = await import('centrifuge');
  return new Centrifuge(realtimeEndpoint(window.location), { ...REALTIME_OPTIONS, getToken });
}
