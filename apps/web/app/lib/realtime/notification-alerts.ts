import { useAlerts } from '../../components/alerts/alert-queue.tsx';
import { useT } from '../use-t.ts';
import { readNotification, readPublication } from './publications.ts';
import { usePlayerRealtimeEvent } from './realtime-context.tsx';

/**
 * Events on the notifications channel that are not messages: the page that caused them already
 * tells the player (closing a device's session shows its own alert on the profile page).
 */
const NOT_SHOWN_EVENTS = new Set(['identity.session.closed']);

/** Each messenger notification becomes an alert; the queue keeps them 400 ms apart. */
export function useNotificationAlerts() {
  const t = useT('alerts');
  const pushAlert = useAlerts();
  usePlayerRealtimeEvent('messenger:notifications', (data) => {
    if (NOT_SHOWN_EVENTS.has(readPublication(data)?.event ?? '')) return;
    const { title, text } = readNotification(data);
    pushAlert({
      type: 'info',
      title: title ?? t('notification.title'),
      text: text ?? (title ? undefined : t('notification.text')),
    });
  });
}
