import type { PointsOffer } from '@casino/contracts';
import { retentionRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/**
 * What loyalty points buy: the offers (in the asking player's currency, so a player's copy sits under
 * the player key) and the exchange, spent once per requestId.
 */
export const pointsOffersKey = (asPlayer: boolean) =>
  asPlayer ? ([PLAYER_QUERY_KEY, 'points-offers'] as const) : (['loyalty', 'points-offers'] as const);

/** What /loyalty renders first of the offers; `asPlayer` tells whether they are in the visitor's currency. */
export type PointsOffersData = { offers: PointsOffer[]; asPlayer: boolean };

export const fetchPointsOffers = async (api: ApiClient): Promise<PointsOffer[]> =>
  (await api.call(retentionRoutes.pointsOffers, {})).data;

export const pointsOffersQuery = (api: ApiClient, asPlayer: boolean) =>
  queryOptions({ queryKey: pointsOffersKey(asPlayer), queryFn: () => fetchPointsOffers(api) });

export async function exchangePoints(api: ApiClient, offerId: string, requestId: string) {
  return (await api.call(retentionRoutes.exchangePoints, { params: { id: offerId }, body: { requestId } }))
    .data;
}

/** A random version 4 UUID; crypto.randomUUID exists only on secure pages (https, localhost). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
