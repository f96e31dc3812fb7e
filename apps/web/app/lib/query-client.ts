import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Statuses worth one more try (spec section 7); mutations are never retried. */
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && RETRYABLE_STATUSES.has(error.status);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
