import { CHAT_HEARTBEAT_SECONDS, backofficeChatRoutes as calls } from '@casino/contracts';
import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { RealtimeProvider, useRealtimeState } from '../../realtime/realtime-provider.tsx';
import { useCan } from '../../session/permissions.ts';

/**
 * /chat and the pages under it: the console, the figures and the canned replies, on one realtime
 * connection; while the section is open an agent who may answer counts as online.
 */
export function ChatSection() {
  const mayReply = useCan('chat.reply');
  return (
    <RealtimeProvider>
      {mayReply ? <Heartbeat /> : null}
      <nav className="chat-tabs" aria-label="Live chat">
        <NavLink to="/chat" end>
          Console
        </NavLink>
        <NavLink to="/chat/figures">Figures</NavLink>
        <NavLink to="/chat/canned-replies">Canned replies</NavLink>
        <ConnectionState />
      </nav>
      <Outlet />
    </RealtimeProvider>
  );
}

/** The agent is online while the console is open: a heartbeat now and every CHAT_HEARTBEAT_SECONDS. */
function Heartbeat() {
  const api = useApi();
  useEffect(() => {
    const beat = () => void api.call(calls.chatHeartbeat, {}).catch(() => undefined);
    beat();
    const timer = setInterval(beat, CHAT_HEARTBEAT_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [api]);
  return null;
}

const STATE_LABELS = { connected: 'Live', connecting: 'Connecting…', disconnected: 'Offline' } as const;

function ConnectionState() {
  const state = useRealtimeState();
  return (
    <span
      className={`chat-tabs__state chat-tabs__state--${state}`}
      role="status"
      data-testid="chat-connection"
    >
      {STATE_LABELS[state]}
    </span>
  );
}
