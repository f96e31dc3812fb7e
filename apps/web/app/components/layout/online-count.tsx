import { useTranslation } from 'react-i18next';
import { useOnlineCount } from '../../lib/realtime/online-count.ts';

/** "N players online" from global:online, hidden until the first count arrives. */
export function OnlineCount() {
  const { t } = useTranslation('layout');
  const count = useOnlineCount();
  if (count === null) return null;
  return (
    <p className="online-count" data-testid="online-count" data-count={count}>
      <span className="online-count__dot" aria-hidden="true" />
      {t('online', { count })}
    </p>
  );
}
