import { useEffect, useState } from 'react';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { useT } from '../../../lib/use-t.ts';
import { timeLeft, timeLeftKey } from '../lib/time-left.ts';

/** The clock of the browser, each minute; null while rendering on the server and hydrating. */
function useMinuteClock(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** When a bonus runs out, and (in the browser) how long that leaves: "3 Dec 2026, 10:00 · 4 d 2 h left". */
export function Expiry({ iso }: { iso: string | null }) {
  const t = useT('modals');
  const now = useMinuteClock();
  if (!iso) return <>{t('bonuses.timeLeft.none')}</>;
  const left = now === null ? null : timeLeft(iso, now);
  return (
    <span className="expiry" data-testid="bonus-expiry">
      <LocalTime iso={iso} />
      {now === null ? null : (
        <span className="expiry__left">
          {left ? t(`bonuses.timeLeft.${timeLeftKey(left)}`, left) : t('bonuses.timeLeft.over')}
        </span>
      )}
    </span>
  );
}
