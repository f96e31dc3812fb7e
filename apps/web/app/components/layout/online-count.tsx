import { useOnlineCount } from '../../lib/realtime/online-count.ts';
import { useT } from '../../lib/use-t.ts';

/** "N players online" from global:online, hidden until the first count arrives. */
export function OnlineCount() {
  const t = useT('layout');
  const count = useOnlineCount();
  if (count === null) return null;
  return (
    <p className="online-count" data-testid="online-count" data-count={count}>
      <span className="online-count__dot" aria-hidden="true" />
      {t('online', { count })}
    </p>
  );
}
