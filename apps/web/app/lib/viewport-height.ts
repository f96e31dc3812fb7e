import { useEffect } from 'react';

/** Mobile browsers change the visible height as toolbars move; CSS reads it from --vh. */
export function useViewportHeight() {
  useEffect(() => {
    const update = () => document.documentElement.style.setProperty('--vh', `${window.innerHeight * 0.01}px`);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
