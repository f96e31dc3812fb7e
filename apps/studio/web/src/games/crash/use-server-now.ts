import { useEffect, useState } from 'react';

/** The server's clock, re-read every `intervalMs` while `active` (for labels that move with the round). */
export function useServerNow(offsetMs: number, active: boolean, intervalMs = 100): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), intervalMs);
    return () => window.clearInterval(timer);
  }, [offsetMs, active, intervalMs]);
  return now;
}
