import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/** Pushes come in bursts (a deposit issues a bonus and its spins): one list refresh per burst (spec section 9). */
export const LIST_REFRESH_DEBOUNCE_MS = 500;

/** A function that reloads the query `wait` ms after its last call; pending reloads end with the component. */
export function useDebouncedInvalidate(queryKey: QueryKey, wait = LIST_REFRESH_DEBOUNCE_MS) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: key.current });
    }, wait);
  }, [queryClient, wait]);
}
