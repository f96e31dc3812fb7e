import type { MessagesPage } from '@casino/contracts';
import { messengerRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/**
 * The inbox calls (client contract section 8). Every page of messages is cached under INBOX_KEY, a
 * player key, so a sign-out drops them with the rest of the player's data, and a push or a read can
 * reach the header's newest three and the profile page's pages together.
 */
export const INBOX_KEY = [PLAYER_QUERY_KEY, 'notifications'] as const;

/** The header's popover shows the three newest (spec section 7); its meta carries the unread count. */
export const LATEST_QUERY = { page: 1, perPage: 3 } as const;

/** Messages per page of /profile/notifications. */
export const PAGE_SIZE = 10;

export type InboxPageQuery = { page: number; perPage: number };

export const notificationsQueries = {
  /** One page of messages, newest first. */
  page: (api: ApiClient, query: InboxPageQuery) =>
    queryOptions({
      queryKey: [...INBOX_KEY, 'page', query.page, query.perPage],
      queryFn: (): Promise<MessagesPage> => api.call(messengerRoutes.messages, { query }),
    }),
  latest: (api: ApiClient) => notificationsQueries.page(api, LATEST_QUERY),
};

/** The inbox's changes; each answers the unread count that follows. */
export const notificationsCalls = {
  read: async (api: ApiClient, messageIds: string[]) =>
    (await api.call(messengerRoutes.readMessages, { body: { messageIds } })).data.totalUnread,
  readAll: async (api: ApiClient) => (await api.call(messengerRoutes.readAllMessages, {})).data.totalUnread,
  remove: async (api: ApiClient, messageIds: string[]) =>
    (await api.call(messengerRoutes.deleteMessages, { body: { messageIds } })).data.totalUnread,
};

/** `?page=N` of /profile/notifications; anything else is the first page. */
export function inboxPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** What /profile/notifications renders first: the page of messages the URL asks for. */
export async function loadNotificationsPage(api: ApiClient, page: number) {
  return {
    page,
    messages: await api.call(messengerRoutes.messages, { query: { page, perPage: PAGE_SIZE } }),
  };
}

export type NotificationsPageData = Awaited<ReturnType<typeof loadNotificationsPage>>;
