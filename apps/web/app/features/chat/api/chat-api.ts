import type { ChatConversation } from '@casino/contracts';
import type { ThreadMessage } from '@casino/contracts/chat-thread';
import { chatRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';

/**
 * Every chat call sends the page's cookies: a guest's conversation is reached only with the chat-guest
 * cookie the start sets. A 403 (the chat turned off, guests not allowed) is the chat's own answer, not
 * the end of the player's session.
 */
export const CHAT_CALL: CallOptions = { credentials: 'same-origin', ownsAuthErrors: true };

/** The chat's data, per visitor: a sign-in or sign-out drops it (it is not shared data). */
export const chatKey = (visitor: string) => ['chat', visitor] as const;

/** How many messages the widget reads at a time. */
export const MESSAGES_PAGE = 50;

export type Thread = { messages: ThreadMessage[]; hasMore: boolean };

export const chatQueries = {
  availability: (api: ApiClient, visitor: string) =>
    queryOptions({
      queryKey: [...chatKey(visitor), 'availability'],
      queryFn: async () => (await api.call(chatRoutes.chatAvailability, {}, CHAT_CALL)).data,
      staleTime: 30_000,
    }),
  /** The open conversation, else the latest closed one (to rate or read back), else null. */
  current: (api: ApiClient, visitor: string) =>
    queryOptions({
      queryKey: [...chatKey(visitor), 'current'],
      queryFn: async (): Promise<ChatConversation | null> =>
        (await api.call(chatRoutes.currentChatConversation, {}, CHAT_CALL)).data,
    }),
  /** The latest messages of a conversation, oldest first; live ones are merged in by the widget. */
  thread: (api: ApiClient, visitor: string, conversationId: string) =>
    queryOptions({
      queryKey: [...chatKey(visitor), 'thread', conversationId],
      queryFn: async (): Promise<Thread> => {
        const answer = await api.call(
          chatRoutes.chatMessages,
          { params: { id: conversationId }, query: { limit: MESSAGES_PAGE } },
          CHAT_CALL,
        );
        return {
          messages: answer.data.map((message) => ({ ...message, delivery: 'stored' })),
          hasMore: answer.meta.hasMore,
        };
      },
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const chatCalls = {
  start: async (api: ApiClient, locale: string) =>
    (await api.call(chatRoutes.startChatConversation, { body: { locale } }, CHAT_CALL)).data,
  earlier: (api: ApiClient, conversationId: string, before: string) =>
    api.call(
      chatRoutes.chatMessages,
      { params: { id: conversationId }, query: { before, limit: MESSAGES_PAGE } },
      CHAT_CALL,
    ),
  send: async (
    api: ApiClient,
    conversationId: string,
    message: { clientMessageId: string; text: string; attachmentIds: string[] },
  ) =>
    (await api.call(chatRoutes.sendChatMessage, { params: { id: conversationId }, body: message }, CHAT_CALL))
      .data,
  upload: async (api: ApiClient, conversationId: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return (
      await api.upload(chatRoutes.uploadChatAttachment, form, {
        ...CHAT_CALL,
        params: { id: conversationId },
      })
    ).data;
  },
  typing: (api: ApiClient, conversationId: string, typing: boolean) =>
    api.call(chatRoutes.chatTyping, { params: { id: conversationId }, body: { typing } }, CHAT_CALL),
  read: async (api: ApiClient, conversationId: string, messageId: string) =>
    (
      await api.call(
        chatRoutes.markChatRead,
        { params: { id: conversationId }, body: { messageId } },
        CHAT_CALL,
      )
    ).data,
  close: async (api: ApiClient, conversationId: string) =>
    (await api.call(chatRoutes.closeChatConversation, { params: { id: conversationId } }, CHAT_CALL)).data,
  rate: async (api: ApiClient, conversationId: string, rating: number, comment: string) =>
    (
      await api.call(
        chatRoutes.rateChatConversation,
        { params: { id: conversationId }, body: comment.trim() ? { rating, comment } : { rating } },
        CHAT_CALL,
      )
    ).data,
  subscriptionToken: async (api: ApiClient, conversationId: string) =>
    (await api.call(chatRoutes.chatSubscriptionToken, { params: { id: conversationId } }, CHAT_CALL)).data
      .token,
};
