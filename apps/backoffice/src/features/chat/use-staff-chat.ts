import {
  CHAT_EVENTS,
  type ChatAttachment,
  type ChatEvent,
  backofficeChatRoutes as calls,
  chatConversationChannel,
  type StaffChatConversation,
} from '@casino/contracts';
import {
  latestFromOthers,
  mergeMessages,
  pendingMessage,
  setDelivery,
  type ThreadMessage,
} from '@casino/contracts/chat-thread';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { ApiError } from '../../api/api-error.ts';
import { useChannel } from '../../realtime/realtime-provider.tsx';
import { useStaffMe } from '../../session/me-query.ts';
import { useCan } from '../../session/permissions.ts';
import {
  conversationKey,
  QUEUE_KEY,
  type StaffThread,
  staffChannelToken,
  THREAD_PAGE,
  threadKey,
  useStaffConversation,
  useStaffThread,
} from './chat-queries.ts';

const TYPING_SHOWN_MS = 6000;
const TYPING_EVERY_MS = 3000;

export type StaffDraft = { text: string; attachments: ChatAttachment[] };

const newClientMessageId = () => crypto.randomUUID();

/**
 * One conversation in the console: its thread live on the conversation's channel, the agent's
 * messages with a client message id (sent again on retry, stored once), typing, read state.
 */
export function useStaffChat(id: string) {
  const api = useApi();
  const me = useStaffMe();
  const mayReply = useCan('chat.reply');
  const queryClient = useQueryClient();
  const conversation = useStaffConversation(id);
  const thread = useStaffThread(id);
  const messages = thread.data?.messages ?? [];
  const [visitorTyping, setVisitorTyping] = useState(false);

  const updateThread = useCallback(
    (change: (all: ThreadMessage[]) => ThreadMessage[]) =>
      queryClient.setQueryData(threadKey(id), (old?: StaffThread) => ({
        hasMore: old?.hasMore ?? false,
        messages: change(old?.messages ?? []),
      })),
    [queryClient, id],
  );
  const setConversation = useCallback(
    (next: StaffChatConversation) => queryClient.setQueryData(conversationKey(id), next),
    [queryClient, id],
  );

  useChannel(
    chatConversationChannel(id),
    (data) => {
      const event = data as ChatEvent | null;
      if (!event || typeof event !== 'object') return;
      if (event.event === CHAT_EVENTS.message) updateThread((all) => mergeMessages(all, [event.message]));
      if (event.event === CHAT_EVENTS.typing && event.side === 'visitor') setVisitorTyping(event.typing);
      // The publication carries the visitor's view of the conversation: read the staff's again.
      if (
        event.event === CHAT_EVENTS.conversation ||
        (event.event === CHAT_EVENTS.read && event.side === 'visitor')
      )
        void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
    },
    () => staffChannelToken(api, id),
  );

  useEffect(() => {
    if (!visitorTyping) return;
    const timer = setTimeout(() => setVisitorTyping(false), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [visitorTyping]);

  // What the agent has on screen is read (agents who may answer only: the read state is theirs).
  const latestVisitor = latestFromOthers(messages, 'staff');
  const readUpTo = conversation.data?.staffLastReadMessageId ?? null;
  useEffect(() => {
    if (!mayReply || !latestVisitor || latestVisitor.id === readUpTo) return;
    void api
      .call(calls.markStaffChatRead, { params: { id }, body: { messageId: latestVisitor.id } })
      .then((answer) => {
        setConversation(answer.data);
        void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      })
      .catch(() => undefined);
  }, [mayReply, latestVisitor, readUpTo, api, id, setConversation, queryClient]);

  const deliver = useCallback(
    async (message: ThreadMessage) => {
      updateThread((all) => setDelivery(all, message.clientMessageId, 'sending'));
      try {
        const answer = await api.call(calls.sendStaffChatMessage, {
          params: { id },
          body: {
            clientMessageId: message.clientMessageId,
            text: message.text,
            attachmentIds: message.attachments.map((attachment) => attachment.id),
          },
        });
        updateThread((all) => mergeMessages(all, [answer.data.message]));
        setConversation(answer.data.conversation);
        void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
        return null;
      } catch (error) {
        // Refused for what it says (a link to another site, a closed conversation): sending it again
        // would be refused again, so it leaves the thread and goes back to the composer.
        const refused =
          error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
        updateThread((all) =>
          refused
            ? all.filter(
                (item) => item.delivery === 'stored' || item.clientMessageId !== message.clientMessageId,
              )
            : setDelivery(all, message.clientMessageId, 'failed'),
        );
        return { error, refused };
      }
    },
    [api, id, updateThread, setConversation, queryClient],
  );

  const stopTyping = useRef<(() => void) | null>(null);
  const send = useCallback(
    (draft: StaffDraft) => {
      stopTyping.current?.();
      const message = pendingMessage(
        { clientMessageId: newClientMessageId(), conversationId: id, ...draft },
        { authorKind: 'staff', authorName: me.staff.name, staffId: me.staff.id },
      );
      updateThread((all) => [...all, message]);
      return deliver(message);
    },
    [id, me.staff.name, me.staff.id, updateThread, deliver],
  );

  const typingSince = useRef(0);
  const typing = useCallback(() => {
    const now = Date.now();
    if (now - typingSince.current > TYPING_EVERY_MS) {
      typingSince.current = now;
      void api.call(calls.staffChatTyping, { params: { id }, body: { typing: true } }).catch(() => undefined);
    }
    stopTyping.current?.();
    const timer = setTimeout(() => stopTyping.current?.(), TYPING_EVERY_MS);
    stopTyping.current = () => {
      clearTimeout(timer);
      stopTyping.current = null;
      typingSince.current = 0;
      void api
        .call(calls.staffChatTyping, { params: { id }, body: { typing: false } })
        .catch(() => undefined);
    };
  }, [api, id]);

  const upload = useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await api.call(calls.uploadStaffChatAttachment, { params: { id }, body: form } as never)).data;
    },
    [api, id],
  );

  const loadEarlier = useCallback(async () => {
    const oldest = messages.find((message) => message.delivery === 'stored');
    if (!oldest) return;
    const page = await api.call(calls.staffChatMessages, {
      params: { id },
      query: { before: oldest.id, limit: THREAD_PAGE },
    });
    queryClient.setQueryData(threadKey(id), (old?: StaffThread) => ({
      messages: mergeMessages(old?.messages ?? [], page.data),
      hasMore: page.meta.hasMore,
    }));
  }, [messages, api, id, queryClient]);

  return {
    conversation,
    thread,
    messages,
    hasMore: thread.data?.hasMore ?? false,
    visitorTyping,
    send,
    retry: deliver,
    typing,
    upload,
    loadEarlier,
  };
}

export type StaffChat = ReturnType<typeof useStaffChat>;
