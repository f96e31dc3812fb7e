import { useCallback, useRef } from 'react';
import { type NavigateOptions, useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * The query of the URL as it will be once the navigation in flight lands (a change on the same path
 * that is still loading its data), else the current one.
 */
export function useLatestSearch(): URLSearchParams {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === pathname ? navigation.location.search : null;
  return pending === null ? search : new URLSearchParams(pending);
}

/**
 * Changes the query string on top of the latest one, and does nothing when the change is already
 * there. Two quick changes (a modal closing while loader data reloads, then another modal opening)
 * would otherwise each start from the committed URL and the later one would undo the earlier; and a
 * late, delayed flag removal must not navigate over a newer change.
 */
export function useSearchUpdate() {
  const latest = useLatestSearch();
  const [, setSearchParams] = useSearchParams();
  const base = useRef(latest);
  base.current = latest;
  return useCallback(
    (update: (params: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(base.current);
      update(next);
      if (next.toString() === base.current.toString()) return;
      setSearchParams(next, options);
      // A second change before the next render (two modals' fade-outs ending together) builds on this one.
      base.current = next;
    },
    [setSearchParams],
  );
}
