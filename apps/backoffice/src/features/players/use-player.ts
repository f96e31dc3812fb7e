import { backofficePlayerActionRoutes as actions, backofficePlayerRoutes as calls } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';

/** One player's pages and actions share this key: an action reads the player again. */
export const PLAYER_QUERY_KEY = ['backoffice', 'player'] as const;

export function usePlayer360(playerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...PLAYER_QUERY_KEY, playerId, 'head'],
    queryFn: () => api.call(calls.player360, { params: { id: playerId } }),
  });
}

export function useStaffNotes(playerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...PLAYER_QUERY_KEY, playerId, 'notes'],
    queryFn: () => api.call(actions.listStaffNotes, { params: { id: playerId } }),
  });
}
