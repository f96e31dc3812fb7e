import type { AppLoadContext } from 'react-router';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { playerApi, requestSessionToken } from '../../../lib/session/server.ts';
import { fetchPointsOffers, type PointsOffersData } from './points-offers-api.ts';

/**
 * The points offers of /loyalty, in the signed-in visitor's currency; a token the server refuses
 * reads as a guest, and a failure leaves the section to load them in the browser.
 */
export async function loadPointsOffers(
  request: Request,
  context: AppLoadContext,
): Promise<PointsOffersData | null> {
  try {
    if (requestSessionToken(request)) {
      const asPlayer = await fetchPointsOffers(playerApi(request, context)).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      });
      if (asPlayer) return { offers: asPlayer, asPlayer: true };
    }
    return { offers: await fetchPointsOffers(createApiClient(context.api)), asPlayer: false };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
