import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** Server state: answers of 4xx are not retried (they would answer the same); others twice. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
