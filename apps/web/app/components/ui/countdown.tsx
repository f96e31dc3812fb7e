import { useEffect, useRef, useState } from 'react';

/** "2d 03:04:05", or "03:04:05" under a day; never below zero. */
export function formatCountdown(remainingMs: number, dayUnit: string): string {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}${dayUnit} ${clock}` : clock;
}

type CountdownProps = {
  /** ISO time it counts down to. */
  to: string;
  /** Written after the number of days ("d"). */
  dayUnit: string;
  /** Called once when it reaches zero (the page reads the new state then). */
  onEnd?: () => void;
  className?: string;
  testId?: string;
};

/**
 * Time left to a moment, ticking every second on its own: only this element renders again, never the
 * page around it. The server's clock and the browser's differ by the time the page took to arrive, so
 * the first text is allowed to differ from the server's.
 */
export function Countdown({ to, dayUnit, onEnd, className, testId }: CountdownProps) {
  const target = Date.parse(to);
  const [now, setNow] = useState(() => Date.now());
  const latestEnd = useRef(onEnd);
  latestEnd.current = onEnd;

  useEffect(() => {
    setNow(Date.now());
    if (!(target > Date.now())) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) {
        clearInterval(timer);
        latestEnd.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);

  return (
    <time
      className={className}
      dateTime={to}
      role="timer"
      aria-live="off"
      suppressHydrationWarning
      data-testid={testId}
    >
      {formatCountdown(Number.isNaN(target) ? 0 : target - now, dayUnit)}
    </time>
  );
}
