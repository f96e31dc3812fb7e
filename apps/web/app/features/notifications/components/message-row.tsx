import type { Message } from '@casino/contracts';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { isUnread } from '../lib/inbox-cache.ts';
import { messageHref } from '../lib/message-link.ts';
import { MessageContent } from './message-content.tsx';

/** A message of the inbox page: its box to tick, its content and link, and "mark as read" while unread. */
export function MessageRow({
  message,
  selected,
  onSelect,
  onRead,
  busy,
}: {
  message: Message;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRead: () => void;
  busy: boolean;
}) {
  const t = useT('layout');
  const localize = useLocalizePath();
  const { locale } = useSiteData();
  const unread = isUnread(message);
  const href = messageHref(message, localize, locale);
  const { title, link } = message.content;
  return (
    <li className="notification-row" data-state={unread ? 'unread' : 'read'} data-testid="notification-row">
      <input
        type="checkbox"
        className="notification-row__select"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('profileNotifications.select', { title })}
      />
      <div className="notification-row__main">
        <MessageContent message={message} />
        {href && link ? (
          <Link to={href} className="notification-row__link" onClick={unread ? onRead : undefined}>
            {link.label}
          </Link>
        ) : null}
      </div>
      {unread ? (
        <button
          type="button"
          className="button button--ghost button--small notification-row__read"
          disabled={busy}
          onClick={onRead}
          aria-label={t('profileNotifications.readLabel', { title })}
          data-testid="notification-read"
        >
          <Icon name="check" size={16} />
          <span className="notification-row__read-text">{t('profileNotifications.read')}</span>
        </button>
      ) : null}
    </li>
  );
}
