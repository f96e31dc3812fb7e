import { useCallback, useRef, useState } from 'react';
import type { ReelSpin } from './reel-column.tsx';
import { fillerSymbols } from './slot-wins.ts';

const BASE_FILLER = 10;
const FILLER_PER_REEL = 4;
const BASE_DURATION_MS = 650;
const DURATION_PER_REEL_MS = 220;

/**
 * The reels' spin: each reel travels from the window on show to the window the round landed on, later
 * reels longer, and `onAllLanded` runs once the last one stops.
 */
export function useSlotSpin(initialWindow: string[][], symbolIds: readonly string[]) {
  const [window, setWindow] = useState(initialWindow);
  const [spins, setSpins] = useState<(ReelSpin | null)[]>([]);
  const landing = useRef<{ remaining: number; done: () => void } | null>(null);

  const spinTo = useCallback(
    (target: string[][], onAllLanded: () => void) => {
      landing.current = { remaining: target.length, done: onAllLanded };
      setSpins(
        target.map((column, reel) => ({
          strip: [
            ...column,
            ...fillerSymbols(symbolIds, BASE_FILLER + reel * FILLER_PER_REEL),
            ...(window[reel] ?? []),
          ],
          durationMs: BASE_DURATION_MS + reel * DURATION_PER_REEL_MS,
        })),
      );
      setWindow(target);
    },
    [symbolIds, window],
  );

  const reelLanded = useCallback((reel: number) => {
    setSpins((current) => current.map((spin, index) => (index === reel ? null : spin)));
    const pending = landing.current;
    if (!pending) return;
    pending.remaining -= 1;
    if (pending.remaining === 0) {
      landing.current = null;
      pending.done();
    }
  }, []);

  return { window, spins, spinTo, reelLanded, spinning: spins.some(Boolean) };
}
