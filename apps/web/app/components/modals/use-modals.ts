import { useCallback } from 'react';
import { useSearchUpdate } from '../../lib/use-search-update.ts';

type OpenOptions = {
  value?: string /** Flags to drop at the same time (switching modals). */;
  closing?: string[];
};

/** Opens and closes modals through their query flags, keeping the rest of the query. */
export function useModals() {
  const updateSearch = useSearchUpdate();
  const open = useCallback(
    (name: string, { value = '', closing = [] }: OpenOptions = {}) =>
      updateSearch(
        (next) => {
          for (const flag of closing) next.delete(flag);
          next.set(name, value);
        },
        { preventScrollReset: true },
      ),
    [updateSearch],
  );
  const close = useCallback(
    (...names: string[]) =>
      updateSearch(
        (next) => {
          for (const name of names) next.delete(name);
        },
        { replace: true, preventScrollReset: true },
      ),
    [updateSearch],
  );
  return { open, close };
}
