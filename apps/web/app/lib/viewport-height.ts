import { useEffect } from 'react';

/**
 * Mobile browsers change the visible height as toolbars move; CSS reads it from --vh. Where the
 * browser knows dynamic viewport units the stylesheet sets --vh to 1dvh and the browser keeps it
 * current; elsewhere it is measured here, on mount and on every resize. Writing it on mount when
 * CSS already has it would restyle the whole document for nothing.
 */
export function useViewportHeight() {
  useEffect(() => {
    if (CSS.supports('height', '1dvh')) return;
    const update = () => document.documentElement.style.setProperty('--vh', `${window.innerHeight * 0.01}px`);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
