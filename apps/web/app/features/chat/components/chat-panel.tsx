import { useEffect, useRef, useState } from 'react';
import { useDialogFocus, useFocusTrap } from '../../../components/modals/dialog-focus.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import type { ChatState } from '../hooks/use-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { CHAT_PANEL_ID } from './chat-panel-id.ts';
import { ChatRating } from './chat-rating.tsx';
import { MessageLog } from './message-log.tsx';

/** Under this width the panel fills the screen, and is modal: the page behind is out of reach. */
const FULL_SCREEN_QUERY = '(max-width: 599px)';

function useFullScreen(): boolean {
  const [full, setFull] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(FULL_SCREEN_QUERY);
    if (!query) return;
    setFull(query.matches);
    const follow = () => setFull(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return full;
}

/**
 * The chat's dialog: beside the page on a desktop (the page stays usable), the whole screen on a
 * phone. Escape or the close button closes it; the focus returns to the launcher.
 */
export function ChatPanel({ chat, onClose }: { chat: ChatState; onClose: () => void }) {
  const t = useT('global-components');
  const ref = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen();
  useDialogFocus(ref);
  useFocusTrap(ref, fullScreen);
  const { conversation } = chat;
  const closed = conversation?.status === 'closed';
  const agent = conversation?.status === 'assigned' ? conversation.agentName : null;

  return (
    <div
      ref={ref}
      id={CHAT_PANEL_ID}
      className="chat-panel"
      role="dialog"
      aria-modal={fullScreen ? true : undefined}
      aria-labelledby="chat-title"
      tabIndex={-1}
      data-testid="chat-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="chat-panel__header">
        <div>
          <h2 id="chat-title" className="chat-panel__title">
            {t('chat.title')}
          </h2>
          <p className="chat-panel__status" data-testid="chat-status">
            {agent ? t('chat.agentJoined', { name: agent }) : closed ? t('chat.closed') : t('chat.subtitle')}
          </p>
        </div>
        {conversation && !closed ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void chat.end()}
          >
            {t('chat.end')}
          </button>
        ) : null}
        <button type="button" className="chat-panel__close" aria-label={t('chat.close')} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </header>
      <ChatBody chat={chat} />
    </div>
  );
}

function ChatBody({ chat }: { chat: ChatState }) {
  const t = useT('global-components');
  if (chat.isPending)
    return (
      <div className="chat-panel__state">
        <Spinner label={t('loading')} />
      </div>
    );
  if (chat.isError)
    return (
      <div className="chat-panel__state" role="alert">
        <p>{t('chat.loadError')}</p>
        <button type="button" className="button button--ghost button--small" onClick={chat.refetch}>
          {t('chat.tryAgain')}
        </button>
      </div>
    );
  const { conversation } = chat;
  const closed = conversation?.status === 'closed';
  const waitingOffline = !chat.agentsOnline && conversation?.status !== 'assigned' && !closed;
  return (
    <>
      {waitingOffline ? (
        <p className="chat-panel__notice" role="status" data-testid="chat-offline-notice">
          {chat.offlineNotice ?? t(chat.guest ? 'chat.offlineGuest' : 'chat.offline')}
        </p>
      ) : null}
      <MessageLog chat={chat} />
      {closed ? <ChatRating chat={chat} /> : <ChatComposer chat={chat} />}
    </>
  );
}
