import { type RefObject, useEffect, useRef, useState } from 'react';
import { isHydrated } from '../../../lib/hydration.ts';

/** How far outside the viewport an image starts loading (spec section 9). */
export const LAZY_ROOT_MARGIN = '400px';

/**
 * Whether an element is (or has been) within 400 px of the viewport. What the server renders (and its
 * hydration) counts as near at once: those images are real `<img loading="lazy">` the browser defers
 * by itself. Elements the client adds later (another page, "load more") wait for an
 * IntersectionObserver; without one they show at once.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => !isHydrated() || typeof IntersectionObserver === 'undefined');
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
