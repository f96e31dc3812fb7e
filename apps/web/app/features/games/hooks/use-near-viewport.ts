import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** How far outside the viewport an image starts loading (spec section 9). */
export const LAZY_ROOT_MARGIN = '400px';

const subscribeToNothing = () => () => undefined;

/**
 * True while rendering on the server or hydrating what it sent, false for what the client renders
 * later: React reads the server snapshot only in those two cases.
 */
function useIsServerRendered(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Whether an element is (or has been) within 400 px of the viewport. What the server renders (and its
 * hydration) counts as near at once: those images are real `<img loading="lazy">` the browser defers
 * by itself. Elements the client adds later (another page, "load more") wait for an
 * IntersectionObserver; without one they show at once.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const serverRendered = useIsServerRendered();
  const [near, setNear] = useState(() => serverRendered || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
