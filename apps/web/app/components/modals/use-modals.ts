import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type OpenOptions = {
  value?: string /** Flags to drop at the same time (switching modals). */;
  closing?: string[];
};

/** Opens and closes modals through their query flags, keeping the rest of the query. */
export function useModals() {
  const [, setSearchParams] = useSearchParams();
  const open = useCallback(
    (name: string, { value = '', closing = [] }: OpenOptions = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const flag of closing) next.delete(flag);
          next.set(name, value);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const close = useCallback(
    (...names: string[]) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { open, close };
}
