import type { Message } from '@casino/contracts';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { useT } from '../../../lib/use-t.ts';
import { isUnread } from '../lib/inbox-cache.ts';

/**
 * A message's title, text and time, with a "new" mark while unread. Inline elements only: the
 * popover puts it inside a link or a button.
 */
export function MessageContent({ message }: { message: Message }) {
  const t = useT('layout');
  return (
    <span className="message-content">
      <span className="message-content__head">
        <strong className="message-content__title">{message.content.title}</strong>
        {isUnread(message) ? (
          <span className="message-content__new" data-testid="message-new">
            {t('notifications.new')}
          </span>
        ) : null}
      </span>
      {message.content.body ? <span className="message-content__body">{message.content.body}</span> : null}
      <span className="message-content__time muted">
        <LocalTime iso={message.createdAt} />
      </span>
    </span>
  );
}
