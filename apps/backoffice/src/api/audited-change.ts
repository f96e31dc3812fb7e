import type { AnyRoute, RouteInput, RouteResponse } from '@casino/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { AUDIT_QUERY_KEY } from './query-keys.ts';

/**
 * A change through `route` with the fresh code its form collected. Every staff write is a line in the
 * audit log, so the log is read again after it, with the lists the change touched.
 */
export function useAuditedChange<R extends AnyRoute>(route: R, touches: readonly QueryKey[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, twoFactorCode }: { input: RouteInput<R>; twoFactorCode?: string }) =>
      api.call(route, input, { twoFactorCode }) as Promise<RouteResponse<R>>,
    onSuccess: async () => {
      await Promise.all(
        [...touches, AUDIT_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
