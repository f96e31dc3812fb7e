import { backofficeRoutes } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from './api-context.tsx';
import type { BackofficeClient } from './client.ts';
import { STAFF_QUERY_KEY } from './query-keys.ts';

export const staffListQueryOptions = (api: BackofficeClient) =>
  queryOptions({
    queryKey: STAFF_QUERY_KEY,
    queryFn: async () => (await api.call(backofficeRoutes.listStaff, {})).data,
  });

/**
 * Staff names by id, for pages that show who did something (audit log, API keys); empty for a role
 * that may not read the staff list, which then sees ids.
 */
export function useStaffNames(enabled: boolean): ReadonlyMap<string, string> {
  const { data } = useQuery({ ...staffListQueryOptions(useApi()), enabled });
  return useMemo(() => new Map((data ?? []).map((member) => [member.id, member.name])), [data]);
}
