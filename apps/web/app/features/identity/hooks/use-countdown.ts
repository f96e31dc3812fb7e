import { useCallback, useEffect, useState } from 'react';

/** A code can be sent again after 60 seconds (spec section 9). */
export const OTP_RESEND_SECONDS = 60;

/**
 * Seconds left before something may happen again, counting down each second to 0; `restart` starts
 * over (a code was sent again).
 */
export function useCountdown(seconds: number = OTP_RESEND_SECONDS) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(
    (next: number = seconds) => {
      setRemaining(next);
      setEndsAt(Date.now() + next * 1000);
    },
    [seconds],
  );

  return { remaining, done: remaining === 0, restart };
}
