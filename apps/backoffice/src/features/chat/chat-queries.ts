import {
  type ChatFigures,
  backofficeChatRoutes as calls,
  type StaffChatConversation,
  settingsRoutes,
} from '@casino/contracts';
import type { ThreadMessage } from '@casino/contracts/chat-thread';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import type { BackofficeClient } from '../../api/client.ts';

/** Every chat query starts with this: a push or a change reads them again together. */
export const CHAT_QUERY_KEY = ['backoffice', 'chat'] as const;
export const QUEUE_KEY = [...CHAT_QUERY_KEY, 'queue'] as const;
export const conversationKey = (id: string) => [...CHAT_QUERY_KEY, 'conversation', id] as const;
export const threadKey = (id: string) => [...CHAT_QUERY_KEY, 'thread', id] as const;
export const CANNED_KEY = [...CHAT_QUERY_KEY, 'canned'] as const;

/** Messages the console reads at a time. */
export const THREAD_PAGE = 50;

export type StaffThread = { messages: ThreadMessage[]; hasMore: boolean };

export function useChatQueue() {
  const api = useApi();
  // Live: what changed while the console was on another page came on a channel nobody listened to.
  return useQuery({ queryKey: QUEUE_KEY, queryFn: () => api.call(calls.chatQueue, {}), staleTime: 0 });
}

export function useStaffConversation(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: async (): Promise<StaffChatConversation> =>
      (await api.call(calls.staffChatConversation, { params: { id } })).data,
  });
}

export function useStaffThread(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: threadKey(id),
    queryFn: async (): Promise<StaffThread> => {
      const page = await api.call(calls.staffChatMessages, { params: { id }, query: { limit: THREAD_PAGE } });
      return {
        messages: page.data.map((message) => ({ ...message, delivery: 'stored' })),
        hasMore: page.meta.hasMore,
      };
    },
    // Pushes keep it current; a new read would drop the messages on their way.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePlayerContext(id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...CHAT_QUERY_KEY, 'player-context', id],
    queryFn: async () => (await api.call(calls.chatPlayerContext, { params: { id } })).data,
    enabled,
  });
}

export function useChatAgents() {
  const api = useApi();
  return useQuery({
    queryKey: [...CHAT_QUERY_KEY, 'agents'],
    queryFn: async () => (await api.call(calls.chatAgents, {})).data,
  });
}

/** The canned replies of one locale, or of every locale (the editor). */
export function useCannedReplies(locale?: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...CANNED_KEY, locale ?? 'all'],
    queryFn: async () => (await api.call(calls.chatCannedReplies, { query: locale ? { locale } : {} })).data,
  });
}

export function useChatFigures(range: { from: string; to: string }) {
  const api = useApi();
  return useQuery({
    queryKey: [...CHAT_QUERY_KEY, 'figures', range],
    queryFn: async (): Promise<ChatFigures> => (await api.call(calls.chatFigures, { query: range })).data,
  });
}

/** The site's locales, for the canned replies' locale choice. */
export function useSiteLocales() {
  const api = useApi();
  return useQuery({
    queryKey: ['backoffice', 'locales'],
    queryFn: async () => (await api.call(settingsRoutes.locales, {})).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A subscription token for the staff queue channel, or for one conversation's. */
export const staffChannelToken = async (api: BackofficeClient, conversationId?: string) =>
  (await api.call(calls.staffChatSubscriptionToken, { body: conversationId ? { conversationId } : {} })).data
    .token;
