import { backofficeRoutes, type StaffMe } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import type { BackofficeClient } from '../api/client.ts';

export const ME_QUERY_KEY = ['backoffice', 'me'] as const;

/** Who is signed in (GET /api/backoffice/me); a 401 ends the session through the client's hook. */
export const meQueryOptions = (api: BackofficeClient) =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: async (): Promise<StaffMe> => (await api.call(backofficeRoutes.staffMe, {})).data,
    staleTime: 5 * 60_000,
  });

export function useMeQuery() {
  return useQuery(meQueryOptions(useApi()));
}

/** The signed-in staff member, inside the shell (which renders nothing else until it is known). */
export function useStaffMe(): StaffMe {
  const { data } = useMeQuery();
  if (!data) throw new Error('useStaffMe is for pages inside the signed-in shell.');
  return data;
}
