import {
  CHAT_EVENTS,
  type ChatAttachment,
  type ChatConversation,
  type ChatEvent,
  type ChatMessage,
  chatConversationChannel,
} from '@casino/contracts';
import {
  latestFromOthers,
  mergeMessages,
  pendingMessage,
  setDelivery,
  type ThreadMessage,
  unreadCount,
} from '@casino/contracts/chat-thread';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { readPublication } from '../../../lib/realtime/publications.ts';
import { useRealtimeEvent, useRealtimeState } from '../../../lib/realtime/realtime-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSiteData } from '../../../lib/site-data.ts';
import { chatCalls, chatKey, chatQueries, type Thread } from '../api/chat-api.ts';
import { rememberOpenConversation } from '../lib/open-conversation-flag.ts';

/** How long the agent's "typing" shows without a new typing publication. */
const TYPING_SHOWN_MS = 6000;
/** The visitor's typing is told at most this often, and ends after this long without a key. */
const TYPING_EVERY_MS = 3000;

export type Draft = { text: string; attachments: ChatAttachment[] };

const newClientMessageId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The visitor's conversation: availability, the open (or last closed) conversation and its thread,
 * live over the conversation's channel (subscribed with a token the chat routes issue); sending with
 * a client message id (sent again on retry, stored once), attachments, typing, read state, rating.
 */
export function useChat({ open }: { open: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { player } = useSession();
  const { locale } = useSiteData();
  const visitor = player?.id ?? 'guest';
  const authorKind = player ? 'player' : 'guest';

  const availability = useQuery(chatQueries.availability(api, visitor));
  const current = useQuery(chatQueries.current(api, visitor));
  const conversation = current.data ?? null;
  const thread = useQuery({
    ...chatQueries.thread(api, visitor, conversation?.id ?? ''),
    enabled: conversation !== null,
  });
  const messages = thread.data?.messages ?? [];
  const [agentsOnline, setAgentsOnline] = useState<boolean | null>(null);
  const [offlineNotice, setOfflineNotice] = useState<string | null>(null);
  const [agentTyping, setAgentTyping] = useState<string | null>(null);
  const conversationId = conversation?.id ?? null;

  useEffect(() => {
    if (current.isSuccess)
      rememberOpenConversation(conversation !== null && conversation.status !== 'closed');
  }, [current.isSuccess, conversation]);

  const setConversation = useCallback(
    (next: ChatConversation) => queryClient.setQueryData(chatQueries.current(api, visitor).queryKey, next),
    [queryClient, api, visitor],
  );
  const updateThread = useCallback(
    (id: string, change: (messages: ThreadMessage[]) => ThreadMessage[]) =>
      queryClient.setQueryData(chatQueries.thread(api, visitor, id).queryKey, (old?: Thread) => ({
        hasMore: old?.hasMore ?? false,
        messages: change(old?.messages ?? []),
      })),
    [queryClient, api, visitor],
  );

  useRealtimeEvent(
    conversationId ? chatConversationChannel(conversationId) : null,
    (data) => {
      const event = readPublication(data) as ChatEvent | null;
      if (!event || !conversationId) return;
      if (event.event === CHAT_EVENTS.message)
        updateThread(conversationId, (all) => mergeMessages(all, [event.message]));
      if (event.event === CHAT_EVENTS.conversation) setConversation(event.conversation);
      if (event.event === CHAT_EVENTS.typing && event.side === 'staff')
        setAgentTyping(event.typing ? (event.name ?? '') : null);
      if (event.event === CHAT_EVENTS.read && event.side === 'staff' && conversation)
        setConversation({ ...conversation, staffLastReadMessageId: event.lastReadMessageId });
    },
    conversationId ? () => chatCalls.subscriptionToken(api, conversationId) : undefined,
  );

  // Publications are not kept for a subscriber that was away: after a reconnect, read them again.
  const realtime = useRealtimeState();
  const wasConnected = useRef(false);
  useEffect(() => {
    if (realtime !== 'connected') return;
    if (wasConnected.current) void queryClient.invalidateQueries({ queryKey: chatKey(visitor) });
    wasConnected.current = true;
  }, [realtime, queryClient, visitor]);

  useEffect(() => {
    if (agentTyping === null) return;
    const timer = setTimeout(() => setAgentTyping(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [agentTyping]);

  /** The open conversation, started when there is none (or only a closed one). */
  const openConversation = useCallback(async (): Promise<ChatConversation> => {
    if (conversation && conversation.status !== 'closed') return conversation;
    const started = await chatCalls.start(api, locale);
    setAgentsOnline(started.agentsOnline);
    setOfflineNotice(started.offlineNotice);
    queryClient.setQueryData(chatQueries.thread(api, visitor, started.conversation.id).queryKey, {
      messages: [],
      hasMore: false,
    });
    setConversation(started.conversation);
    return started.conversation;
  }, [conversation, api, locale, queryClient, visitor, setConversation]);

  const deliver = useCallback(
    async (target: ChatConversation, message: ThreadMessage) => {
      updateThread(target.id, (all) => setDelivery(all, message.clientMessageId, 'sending'));
      try {
        const answer = await chatCalls.send(api, target.id, {
          clientMessageId: message.clientMessageId,
          text: message.text,
          attachmentIds: message.attachments.map((attachment) => attachment.id),
        });
        updateThread(target.id, (all) => mergeMessages(all, [answer.message]));
        setConversation(answer.conversation);
        setAgentsOnline(answer.agentsOnline);
        setOfflineNotice(answer.offlineNotice);
      } catch {
        updateThread(target.id, (all) => setDelivery(all, message.clientMessageId, 'failed'));
      }
    },
    [api, updateThread, setConversation],
  );

  const send = useCallback(
    async (draft: Draft, target: ChatConversation) => {
      const message = pendingMessage(
        { clientMessageId: newClientMessageId(), conversationId: target.id, ...draft },
        { authorKind, authorName: null, staffId: null },
      );
      updateThread(target.id, (all) => [...all, message]);
      stopTyping.current?.();
      await deliver(target, message);
    },
    [authorKind, updateThread, deliver],
  );

  /** Sends a refused message again with the same client message id: the server stores it once. */
  const retry = useCallback(
    (message: ThreadMessage) => {
      if (conversation) void deliver(conversation, message);
    },
    [conversation, deliver],
  );

  const upload = useCallback(
    async (file: File) => {
      const target = await openConversation();
      return chatCalls.upload(api, target.id, file);
    },
    [api, openConversation],
  );

  const stopTyping = useRef<(() => void) | null>(null);
  const typingSince = useRef(0);
  const typing = useCallback(() => {
    if (!conversationId || conversation?.status === 'closed') return;
    const now = Date.now();
    if (now - typingSince.current > TYPING_EVERY_MS) {
      typingSince.current = now;
      void chatCalls.typing(api, conversationId, true).catch(() => undefined);
    }
    if (stopTyping.current) stopTyping.current();
    const timer = setTimeout(() => stopTyping.current?.(), TYPING_EVERY_MS);
    stopTyping.current = () => {
      clearTimeout(timer);
      stopTyping.current = null;
      typingSince.current = 0;
      void chatCalls.typing(api, conversationId, false).catch(() => undefined);
    };
  }, [api, conversationId, conversation?.status]);

  // What the visitor sees is read: the panel open and the newest message from staff.
  const latestOther = latestFromOthers(messages, 'visitor');
  const readUpTo = conversation?.visitorLastReadMessageId ?? null;
  useEffect(() => {
    if (!open || !conversationId || !latestOther || latestOther.id === readUpTo) return;
    void chatCalls
      .read(api, conversationId, latestOther.id)
      .then(setConversation)
      .catch(() => undefined);
  }, [open, conversationId, latestOther, readUpTo, api, setConversation]);

  const loadEarlier = useCallback(async () => {
    const oldest = messages.find((message) => message.delivery === 'stored');
    if (!conversationId || !oldest) return;
    const page = await chatCalls.earlier(api, conversationId, oldest.id);
    queryClient.setQueryData(chatQueries.thread(api, visitor, conversationId).queryKey, (old?: Thread) => ({
      messages: mergeMessages(old?.messages ?? [], page.data),
      hasMore: page.meta.hasMore,
    }));
  }, [messages, conversationId, api, queryClient, visitor]);

  const rate = useCallback(
    async (rating: number, comment: string) => {
      if (conversation) setConversation(await chatCalls.rate(api, conversation.id, rating, comment));
    },
    [api, conversation, setConversation],
  );

  const end = useCallback(async () => {
    if (conversation) setConversation(await chatCalls.close(api, conversation.id));
  }, [api, conversation, setConversation]);

  /** A new conversation after a closed one: the panel shows the composer again. */
  const startOver = useCallback(
    () => queryClient.setQueryData(chatQueries.current(api, visitor).queryKey, null),
    [queryClient, api, visitor],
  );

  return {
    isPending: current.isPending || availability.isPending || (conversation !== null && thread.isPending),
    isError: current.isError || availability.isError || thread.isError,
    refetch: () => void Promise.all([current.refetch(), availability.refetch(), thread.refetch()]),
    guest: !player,
    conversation,
    messages,
    hasMore: thread.data?.hasMore ?? false,
    unread: unreadCount(messages, 'visitor', readUpTo),
    agentsOnline: agentsOnline ?? availability.data?.agentsOnline ?? true,
    offlineNotice: offlineNotice ?? availability.data?.offlineNotice ?? null,
    agentTyping,
    openConversation,
    send,
    retry,
    upload,
    typing,
    loadEarlier,
    rate,
    end,
    startOver,
  };
}

export type ChatState = ReturnType<typeof useChat>;
export type { ChatMessage };
