import { useCallback, useEffect, useRef, useState } from 'react';

/** A number that tumbles through random values and settles on its target, then calls back. */
export function useRollingNumber(durationMs: number) {
  const [value, setValue] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const start = useCallback(
    (target: number, onDone: () => void) => {
      cancelAnimationFrame(frame.current);
      setRunning(true);
      const startedAt = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - startedAt) / durationMs);
        if (progress >= 1) {
          setValue(target);
          setRunning(false);
          onDone();
          return;
        }
        // Ease towards the target while the noise shrinks, so the marker slides into place.
        const noise = (1 - progress) * (Math.random() - 0.5) * 10_000;
        setValue(Math.max(0, Math.min(9_999, Math.round(target + noise))));
        frame.current = requestAnimationFrame(step);
      };
      frame.current = requestAnimationFrame(step);
    },
    [durationMs],
  );

  return { value, running, start };
}
