import { useEffect, useState } from 'react';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { useT } from '../../../lib/use-t.ts';
import { countdownKey, timeLeft } from '../lib/time-left.ts';

/** The browser's clock, each second; null while rendering on the server and hydrating. */
function useSecondClock(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** When a quest ends, counting down in the browser: "Ends in 2 d 4 h", then minutes and seconds. */
export function QuestCountdown({ endAt }: { endAt: string | null }) {
  const t = useT('global-components');
  const now = useSecondClock();
  if (!endAt) return <span className="quest-countdown">{t('quests.countdown.none')}</span>;
  const left = now === null ? null : timeLeft(endAt, now);
  return (
    <span className="quest-countdown" data-testid="quest-countdown">
      {now === null ? (
        <LocalTime iso={endAt} />
      ) : left ? (
        <time dateTime={endAt}>{t(`quests.countdown.${countdownKey(left)}`, left)}</time>
      ) : (
        t('quests.countdown.over')
      )}
    </span>
  );
}
