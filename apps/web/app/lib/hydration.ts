import { useEffect } from 'react';

let hydrated = false;

/**
 * Whether the first render in this browser has been committed. False on the server and while the
 * server's HTML is being hydrated; true for everything the client renders after that. A plain flag
 * read in a state initialiser, unlike useSyncExternalStore with a server snapshot, which would make
 * React re-render every reader synchronously right after hydration.
 */
export const isHydrated = () => hydrated;

/**
 * Called once by the shell: marks the end of hydration after its commit, also on the document
 * (`<html data-hydrated>`), which end-to-end journeys wait for after loading a page: the page's
 * JavaScript starts only after its first paint (server/hydrate-after-paint.ts).
 */
export function useMarkHydrated() {
  useEffect(() => {
    hydrated = true;
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
