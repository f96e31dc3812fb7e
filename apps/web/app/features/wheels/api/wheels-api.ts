import type { Wheel, WheelSpinResult } from '@casino/contracts';
import { wheelRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/**
 * The prize wheels' calls (client contract section 9). A player's copy carries their spins, so it
 * sits under the player key (a sign-out drops it); a guest's copy under its own.
 */
export const wheelsKey = (asPlayer: boolean) =>
  asPlayer ? ([PLAYER_QUERY_KEY, 'wheels'] as const) : (['wheels'] as const);

/** Running wheels and ended ones whose spins may still be played (client contract section 14). */
export const WHEELS_QUERY = { state: [2, 3], page: 1, perPage: 20 };

/** What /loyalty renders first of the wheels; `asPlayer` tells whether the spins are the visitor's. */
export type WheelsData = { wheels: Wheel[]; asPlayer: boolean };

export const fetchWheels = async (api: ApiClient): Promise<Wheel[]> =>
  (await api.call(wheelRoutes.wheels, { query: WHEELS_QUERY })).data;

export const wheelQueries = {
  list: (api: ApiClient, asPlayer: boolean) =>
    queryOptions({ queryKey: wheelsKey(asPlayer), queryFn: () => fetchWheels(api) }),
};

export async function spinWheel(api: ApiClient, wheelId: string): Promise<WheelSpinResult> {
  return (await api.call(wheelRoutes.spin, { params: { id: wheelId } })).data;
}
