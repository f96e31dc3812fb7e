import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { hasOpenConversation } from '../lib/open-conversation-flag.ts';
import { CHAT_PANEL_ID } from './chat-panel-id.ts';

const ChatWidget = lazy(() => import('./chat-widget.tsx'));

export const CHAT_LAUNCHER_ID = 'chat-launcher';

/** Whether the visitor is offered the chat: on, and signed in or guests allowed (spec: guestAvailable). */
export function useChatOffered(): boolean {
  const { chat } = useSiteData().init.settings;
  const { isLoggedIn } = useSession();
  return chat.enabled !== false && (isLoggedIn || chat.guestAvailable);
}

/**
 * The chat's button on every page. Its code (the panel, the thread, the realtime subscription) loads
 * on the first click, or at once when this browser has a conversation going, so that no page's
 * first JavaScript carries it.
 */
export function ChatLauncher() {
  const offered = useChatOffered();
  const t = useT('global-components');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (hasOpenConversation()) setWanted(true);
  }, []);
  // The focus comes back here (some browsers never gave it to a clicked button).
  const close = useCallback(() => {
    setOpen(false);
    document.getElementById(CHAT_LAUNCHER_ID)?.focus({ preventScroll: true });
  }, []);
  if (!offered) return null;

  const label = unread > 0 ? t('chat.launcherUnread', { count: unread }) : t('chat.launcher');
  return (
    <>
      <button
        type="button"
        id={CHAT_LAUNCHER_ID}
        className="chat-launcher"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        data-testid="chat-launcher"
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
      >
        <Icon name="chat" />
        {unread > 0 ? (
          <span className="chat-launcher__count" aria-hidden="true" data-testid="chat-unread">
            {unread}
          </span>
        ) : null}
      </button>
      {wanted ? (
        <Suspense
          fallback={open ? <span className="chat-launcher__loading spinner" aria-hidden="true" /> : null}
        >
          <ChatWidget open={open} onClose={close} onUnread={setUnread} />
        </Suspense>
      ) : null}
    </>
  );
}
