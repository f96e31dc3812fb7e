import type { AppLoadContext } from 'react-router';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { playerApi, requestSessionToken } from '../../../lib/session/server.ts';
import { fetchWheels, type WheelsData } from './wheels-api.ts';

/**
 * The wheels of /loyalty with the signed-in visitor's spins; a token the server refuses reads as a
 * guest. A failure leaves the section to load them in the browser rather than failing the page.
 */
export async function loadWheels(request: Request, context: AppLoadContext): Promise<WheelsData | null> {
  try {
    if (requestSessionToken(request)) {
      const asPlayer = await fetchWheels(playerApi(request, context)).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      });
      if (asPlayer) return { wheels: asPlayer, asPlayer: true };
    }
    return { wheels: await fetchWheels(createApiClient(context.api)), asPlayer: false };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
