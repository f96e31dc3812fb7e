import { lastReadByOthers, type ThreadMessage, writtenBy } from '@casino/contracts/chat-thread';
import { useEffect, useRef } from 'react';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { useT } from '../../../lib/use-t.ts';
import type { ChatState } from '../hooks/use-chat.ts';

/** The conversation's messages, oldest first, kept scrolled to the newest; read aloud as they come. */
export function MessageLog({ chat }: { chat: ChatState }) {
  const t = useT('global-components');
  const end = useRef<HTMLLIElement>(null);
  const { messages } = chat;
  const readOwn = lastReadByOthers(messages, 'visitor', chat.conversation?.staffLastReadMessageId ?? null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    if (last) end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  return (
    // A scrolling region the keyboard must reach (axe's scrollable-region-focusable): messages hold no control.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <div className="chat-log" role="log" aria-live="polite" aria-label={t('chat.log')} tabIndex={0}>
      {chat.hasMore ? (
        <button
          type="button"
          className="button button--ghost button--small chat-log__earlier"
          onClick={() => void chat.loadEarlier()}
        >
          {t('chat.earlier')}
        </button>
      ) : null}
      {messages.length === 0 ? <p className="chat-log__empty">{t('chat.empty')}</p> : null}
      <ol className="chat-log__list">
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            read={message.id === readOwn}
            onRetry={chat.retry}
          />
        ))}
        {chat.agentTyping !== null ? (
          <li className="chat-message chat-message--typing" data-testid="chat-typing">
            {chat.agentTyping ? t('chat.typingNamed', { name: chat.agentTyping }) : t('chat.typing')}
          </li>
        ) : null}
        <li ref={end} className="chat-log__end" aria-hidden="true" />
      </ol>
    </div>
  );
}

function MessageItem({
  message,
  read,
  onRetry,
}: {
  message: ThreadMessage;
  read: boolean;
  onRetry: (message: ThreadMessage) => void;
}) {
  const t = useT('global-components');
  const own = writtenBy('visitor', message);
  const author = own
    ? t('chat.you')
    : message.authorKind === 'system'
      ? t('chat.system')
      : (message.authorName ?? t('chat.agent'));
  return (
    <li
      className={`chat-message chat-message--${own ? 'own' : message.authorKind === 'system' ? 'system' : 'agent'}`}
      data-testid="chat-message"
      data-delivery={message.delivery}
    >
      <span className={own ? 'visually-hidden' : 'chat-message__author'}>{author}</span>
      {message.text ? <p className="chat-message__text">{message.text}</p> : null}
      {message.attachments.length > 0 ? (
        <ul className="chat-message__images">
          {message.attachments.map((attachment, index) => (
            <li key={attachment.id}>
              <a href={attachment.url} target="_blank" rel="noreferrer">
                <img
                  src={attachment.url}
                  alt={t('chat.image', { position: index + 1 })}
                  width={attachment.width}
                  height={attachment.height}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <span className="chat-message__meta">
        {message.delivery === 'stored' ? <LocalTime iso={message.createdAt} /> : null}
        {message.delivery === 'sending' ? t('chat.sending') : null}
        {read ? <span data-testid="chat-read"> · {t('chat.read')}</span> : null}
      </span>
      {message.delivery === 'failed' ? (
        <span className="chat-message__failed" role="alert">
          {t('chat.failed')}{' '}
          <button type="button" className="chat-message__retry" onClick={() => onRetry(message)}>
            {t('chat.retry')}
          </button>
        </span>
      ) : null}
    </li>
  );
}
