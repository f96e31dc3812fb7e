import type { Message } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { useLocalizePath, useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { notificationsQueries } from '../api/notifications-api.ts';
import { useInboxActions } from '../hooks/use-inbox-actions.ts';
import { isUnread } from '../lib/inbox-cache.ts';
import { messageHref } from '../lib/message-link.ts';
import { MessageContent } from './message-content.tsx';

/**
 * The bell's popover (loaded on demand): the three newest messages, read all, and the way to the
 * whole inbox. Opening it loads the newest again, so reads made elsewhere show.
 */
export default function NotificationPopover({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT('layout');
  const api = useApi();
  const localize = useLocalizePath();
  const latest = useQuery({ ...notificationsQueries.latest(api), staleTime: 0 });
  const { read, readAll } = useInboxActions();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const messages = latest.data?.data ?? [];
  const unread = latest.data?.meta.totalUnread ?? 0;
  const markRead = (message: Message) => {
    if (isUnread(message)) read.mutate([message.id]);
  };
  return (
    <div
      id={id}
      ref={panel}
      className="notification-popover"
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      data-testid="notification-popover"
    >
      <div className="notification-popover__head">
        <h2 id={`${id}-title`}>{t('notifications.title')}</h2>
        <button
          type="button"
          className="link-button"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="notifications-read-all"
        >
          {t('notifications.readAll')}
        </button>
      </div>
      {latest.isPending ? <p className="muted">{t('notifications.loading')}</p> : null}
      {latest.isError ? (
        <p className="error-text" role="alert">
          {t('notifications.loadError')}{' '}
          <button type="button" className="link-button" onClick={() => void latest.refetch()}>
            {t('notifications.retry')}
          </button>
        </p>
      ) : null}
      {latest.isSuccess && messages.length === 0 ? (
        <p className="muted notification-popover__empty" data-testid="notifications-empty">
          {t('notifications.empty')}
        </p>
      ) : null}
      {messages.length > 0 ? (
        <ul className="notification-popover__list">
          {messages.map((message) => (
            <li key={message.id} data-state={isUnread(message) ? 'unread' : 'read'}>
              <PopoverEntry
                message={message}
                onRead={() => markRead(message)}
                onFollow={() => {
                  markRead(message);
                  onClose();
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={localize('/profile/notifications')}
        className="button button--ghost button--small button--block"
        onClick={onClose}
        data-testid="notifications-show-all"
      >
        {t('notifications.showAll')}
      </Link>
    </div>
  );
}

/** A message with a link follows it (read on the way); an unread one without reads on a press. */
function PopoverEntry({
  message,
  onRead,
  onFollow,
}: {
  message: Message;
  onRead: () => void;
  onFollow: () => void;
}) {
  const localize = useLocalizePath();
  const { locale } = useSiteData();
  const href = messageHref(message, localize, locale);
  const content = <MessageContent message={message} />;
  if (href)
    return (
      <Link to={href} className="notification-entry" onClick={onFollow} data-testid="notification-entry">
        {content}
      </Link>
    );
  if (isUnread(message))
    return (
      <button type="button" className="notification-entry" onClick={onRead} data-testid="notification-entry">
        {content}
      </button>
    );
  return (
    <div className="notification-entry" data-testid="notification-entry">
      {content}
    </div>
  );
}
