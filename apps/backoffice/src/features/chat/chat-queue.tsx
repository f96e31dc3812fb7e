import {
  CHAT_EVENTS,
  CHAT_QUEUE_CHANNEL,
  backofficeChatRoutes as calls,
  type StaffChatConversation,
} from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { isApiError } from '../../api/api-error.ts';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useChannel } from '../../realtime/realtime-provider.tsx';
import { useCan } from '../../session/permissions.ts';
import { durationLabel, secondsSince, visitorLabel } from './chat-labels.ts';
import { conversationKey, QUEUE_KEY, staffChannelToken, useChatQueue } from './chat-queries.ts';

/** Re-renders every `ms` so that waiting times move. */
function useNow(ms = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * The queue: conversations waiting for an agent (oldest first) and the caller's own, live on the
 * staff queue channel; an agent takes one from here (when two take at once, one gets it).
 */
export function ChatQueue({ selectedId }: { selectedId: string | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queue = useChatQueue();
  const now = useNow();
  useChannel(
    CHAT_QUEUE_CHANNEL,
    (data) => {
      if ((data as { event?: string } | null)?.event !== CHAT_EVENTS.queue) return;
      void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      const id = (data as { conversation?: { id?: string } }).conversation?.id;
      if (id) void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
    },
    () => staffChannelToken(api),
  );

  if (queue.isPending) return <LoadingState label="Reading the queue…" />;
  if (queue.isError) return <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  const { waiting, mine } = queue.data.data;
  return (
    <div className="chat-queue">
      <QueueList
        title="Waiting"
        empty="Nobody is waiting."
        conversations={waiting}
        selectedId={selectedId}
        now={now}
        testId="chat-waiting"
        takes
      />
      <QueueList
        title="Mine"
        empty="No conversation is yours."
        conversations={mine}
        selectedId={selectedId}
        now={now}
        testId="chat-mine"
      />
    </div>
  );
}

function QueueList({
  title,
  empty,
  conversations,
  selectedId,
  now,
  testId,
  takes = false,
}: {
  title: string;
  empty: string;
  conversations: StaffChatConversation[];
  selectedId: string | null;
  now: number;
  testId: string;
  takes?: boolean;
}) {
  const headingId = `${testId}-title`;
  return (
    <section className="chat-queue__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="chat-queue__title">
        {title} <span className="badge">{conversations.length}</span>
      </h2>
      {conversations.length === 0 ? <p className="muted">{empty}</p> : null}
      <ul className="chat-queue__list" data-testid={testId}>
        {conversations.map((conversation) => (
          <QueueRow
            key={conversation.id}
            conversation={conversation}
            selected={conversation.id === selectedId}
            now={now}
            takes={takes}
          />
        ))}
      </ul>
    </section>
  );
}

function QueueRow({
  conversation,
  selected,
  now,
  takes,
}: {
  conversation: StaffChatConversation;
  selected: boolean;
  now: number;
  takes: boolean;
}) {
  const mayReply = useCan('chat.reply');
  const take = useTake(conversation.id);
  return (
    <li className={selected ? 'chat-queue__row is-selected' : 'chat-queue__row'} data-testid="chat-queue-row">
      <Link
        to={`/chat/conversations/${conversation.id}`}
        className="chat-queue__link"
        aria-current={selected ? 'page' : undefined}
      >
        <span className="chat-queue__who">
          {visitorLabel(conversation)}
          <span className="muted"> · {conversation.locale}</span>
        </span>
        <span className="chat-queue__preview">{conversation.lastMessagePreview ?? 'No message yet.'}</span>
        <span className="muted chat-queue__since">
          {takes ? 'Waiting' : 'Open'} {durationLabel(secondsSince(conversation.createdAt, now))}
        </span>
      </Link>
      {conversation.unreadCount > 0 ? (
        <span className="badge badge--live chat-queue__unread">
          {conversation.unreadCount}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : null}
      {takes && mayReply ? (
        <button
          type="button"
          className="button button--small button--primary"
          disabled={take.isPending}
          onClick={() => take.mutate()}
        >
          Take
        </button>
      ) : null}
      {take.error ? (
        <p className="field__error chat-queue__error" role="alert">
          {isApiError(take.error, 10409) ? 'Another agent took it first.' : take.error.message}
        </p>
      ) : null}
    </li>
  );
}

/** Takes a waiting conversation and opens it; a 409 means another agent was quicker. */
export function useTake(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(calls.takeChatConversation, { params: { id } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(conversationKey(id), answer.data);
      await navigate(`/chat/conversations/${id}`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
        queryClient.invalidateQueries({ queryKey: conversationKey(id) }),
      ]),
  });
}
