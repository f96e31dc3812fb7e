import { CHAT_HEARTBEAT_SECONDS, backofficeChatRoutes as calls } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { LoadingState } from '../../components/query-states.tsx';
import { RealtimeProvider, useRealtimeState } from '../../realtime/realtime-provider.tsx';
import { useCan } from '../../session/permissions.ts';
import { CHAT_QUERY_KEY } from './chat-queries.ts';

/**
 * /chat and the pages under it: the console, the figures and the canned replies, on one realtime
 * connection; while the section is open an agent who may answer counts as online.
 */
export function ChatSection() {
  const mayReply = useCan('chat.reply');
  return (
    <RealtimeProvider>
      {mayReply ? <Heartbeat /> : null}
      <ResyncOnReconnect />
      <nav className="chat-tabs" aria-label="Live chat">
        <NavLink to="/chat" end>
          Console
        </NavLink>
        <NavLink to="/chat/figures">Figures</NavLink>
        <NavLink to="/chat/canned-replies">Canned replies</NavLink>
        <ConnectionState />
      </nav>
      <Suspense fallback={<LoadingState label="Opening the page…" />}>
        <Outlet />
      </Suspense>
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

/**
 * Publications are not kept for a subscriber that was away: after the connection comes back, the
 * queue, the conversations and their threads are read again.
 */
function ResyncOnReconnect() {
  const state = useRealtimeState();
  const queryClient = useQueryClient();
  const wasConnected = useRef(false);
  useEffect(() => {
    if (state !== 'connected') return;
    if (wasConnected.current) void queryClient.invalidateQueries({ queryKey: CHAT_QUERY_KEY });
    wasConnected.current = true;
  }, [state, queryClient]);
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
