import { type Message, MessageState, type MessagesPage } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { INBOX_KEY } from '../api/notifications-api.ts';

export const isUnread = (message: Message) => message.state !== MessageState.read;

const asRead = (message: Message, at: string): Message =>
  isUnread(message) ? { ...message, state: MessageState.read, readAt: at, updatedAt: at } : message;

/** A page with the messages `ids` read (all of them when `ids` is null) and the server's unread count. */
export function withRead(
  page: MessagesPage,
  ids: ReadonlySet<string> | null,
  totalUnread: number,
  at: string,
): MessagesPage {
  return {
    data: page.data.map((message) => (ids === null || ids.has(message.id) ? asRead(message, at) : message)),
    meta: { ...page.meta, totalUnread },
  };
}

/** A page without the messages `ids` (the pages behind it shift: the caller fetches them again). */
export function withDeleted(page: MessagesPage, ids: ReadonlySet<string>, totalUnread: number): MessagesPage {
  const data = page.data.filter((message) => !ids.has(message.id));
  const totalRows = Math.max(0, page.meta.totalRows - (page.data.length - data.length));
  return { data, meta: { ...page.meta, totalRows, totalUnread } };
}

/**
 * A page once a new message arrived (`message.received`): counted in every page's meta, and on the
 * first page put on top, the last one of a full page moving on. A message already listed changes nothing.
 */
export function withReceived(page: MessagesPage, message: Message): MessagesPage {
  if (page.data.some((listed) => listed.id === message.id)) return page;
  const totalRows = page.meta.totalRows + 1;
  const meta = {
    ...page.meta,
    totalRows,
    totalPages: Math.ceil(totalRows / page.meta.perPage),
    totalUnread: page.meta.totalUnread + (isUnread(message) ? 1 : 0),
  };
  const data = page.meta.page === 1 ? [message, ...page.data].slice(0, page.meta.perPage) : page.data;
  return { data, meta };
}

/** Applies a change to every cached page of the inbox (the header's newest and the profile's pages). */
export function updateInbox(queryClient: QueryClient, change: (page: MessagesPage) => MessagesPage) {
  queryClient.setQueriesData<MessagesPage>({ queryKey: INBOX_KEY }, (page) => (page ? change(page) : page));
}

/** The first pages take a new message in place; the later ones shift by one and load again. */
export function receiveMessage(queryClient: QueryClient, message: Message) {
  updateInbox(queryClient, (page) => withReceived(page, message));
  void queryClient.invalidateQueries({
    queryKey: INBOX_KEY,
    predicate: (query) => (query.state.data as MessagesPage | undefined)?.meta.page !== 1,
  });
}
