import type { ChatAuthorKind, ChatMessage } from '@casino/contracts';

/** How far a message got: stored by the server, on its way, or refused (the visitor may send it again). */
export type Delivery = 'stored' | 'sending' | 'failed';

/** A message of the thread as the widget shows it: a stored one, or the visitor's own on its way. */
export type ThreadMessage = ChatMessage & { delivery: Delivery };

const OWN_AUTHORS: readonly ChatAuthorKind[] = ['player', 'guest'];

/** Whether the visitor (player or guest) wrote the message. */
export const isOwn = (message: Pick<ChatMessage, 'authorKind'>) => OWN_AUTHORS.includes(message.authorKind);

/** The visitor's message before the server stored it: it has no id of its own yet. */
export function pendingMessage(
  draft: Pick<ChatMessage, 'clientMessageId' | 'text' | 'attachments' | 'conversationId'>,
  authorKind: 'player' | 'guest',
  now = new Date(),
): ThreadMessage {
  return {
    ...draft,
    id: `pending:${draft.clientMessageId}`,
    authorKind,
    authorName: null,
    staffId: null,
    createdAt: now.toISOString(),
    delivery: 'sending',
  };
}

const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a.id === b.id || (isOwn(a) && isOwn(b) && a.clientMessageId === b.clientMessageId);

/**
 * The thread with `incoming` stored messages in it: a message already there (by id, or the visitor's
 * own by its client message id, answered by the send and pushed on the channel) is replaced, not
 * repeated; the order is the time the server gave, the visitor's unsent ones last.
 */
export function mergeMessages(
  thread: readonly ThreadMessage[],
  incoming: readonly ChatMessage[],
): ThreadMessage[] {
  let merged = [...thread];
  for (const message of incoming) {
    const stored: ThreadMessage = { ...message, delivery: 'stored' };
    const at = merged.findIndex((known) => sameMessage(known, message));
    if (at === -1) merged.push(stored);
    else merged[at] = stored;
  }
  merged = merged.filter(
    (message, index) => merged.findIndex((other) => sameMessage(other, message)) === index,
  );
  return merged.sort(byTime);
}

function byTime(a: ThreadMessage, b: ThreadMessage): number {
  const unsent = Number(a.delivery !== 'stored') - Number(b.delivery !== 'stored');
  return unsent || a.createdAt.localeCompare(b.createdAt);
}

/** The thread with one of the visitor's messages marked as on its way again, or refused. */
export function setDelivery(
  thread: readonly ThreadMessage[],
  clientMessageId: string,
  delivery: Delivery,
): ThreadMessage[] {
  return thread.map((message) =>
    message.delivery !== 'stored' && message.clientMessageId === clientMessageId
      ? { ...message, delivery }
      : message,
  );
}

/** Messages from staff (or the system) after the last one the visitor read. */
export function unreadCount(thread: readonly ThreadMessage[], lastReadMessageId: string | null): number {
  const readAt = lastReadMessageId ? thread.findIndex((message) => message.id === lastReadMessageId) : -1;
  return thread.slice(readAt + 1).filter((message) => message.delivery === 'stored' && !isOwn(message))
    .length;
}

/** The newest stored message not written by the visitor: the one to mark read. */
export function latestOtherMessage(thread: readonly ThreadMessage[]): ThreadMessage | null {
  return thread.findLast((message) => message.delivery === 'stored' && !isOwn(message)) ?? null;
}

/** The visitor's newest message that the staff have read (read state reaches up to a message). */
export function lastOwnReadByStaff(
  thread: readonly ThreadMessage[],
  staffLastReadMessageId: string | null,
): string | null {
  if (!staffLastReadMessageId) return null;
  const readAt = thread.findIndex((message) => message.id === staffLastReadMessageId);
  if (readAt === -1) return null;
  return thread.slice(0, readAt + 1).findLast(isOwn)?.id ?? null;
}
