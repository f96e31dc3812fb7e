import type { ChatAuthorKind, ChatMessage, ChatSide } from './chat.ts';

/**
 * A conversation's thread as a chat screen holds it, the visitor's widget and the staff console
 * alike: stored messages and the viewer's own on their way, merged from pages, answers and pushes.
 * Type-only imports: the browser gets no schema from here.
 */

/** How far a message got: stored by the server, on its way, or refused (it may be sent again). */
export type Delivery = 'stored' | 'sending' | 'failed';

export type ThreadMessage = ChatMessage & { delivery: Delivery };

const SIDE_AUTHORS: Record<ChatSide, readonly ChatAuthorKind[]> = {
  visitor: ['player', 'guest'],
  staff: ['staff'],
};

/** Whether a side (the visitor, or the staff) wrote the message. */
export const writtenBy = (side: ChatSide, message: Pick<ChatMessage, 'authorKind'>) =>
  SIDE_AUTHORS[side].includes(message.authorKind);

/** The viewer's message before the server stored it: it has no id of its own yet. */
export function pendingMessage(
  draft: Pick<ChatMessage, 'clientMessageId' | 'text' | 'attachments' | 'conversationId'>,
  author: Pick<ChatMessage, 'authorKind' | 'authorName' | 'staffId'>,
  now = new Date(),
): ThreadMessage {
  return {
    ...draft,
    ...author,
    id: `pending:${draft.clientMessageId}`,
    createdAt: now.toISOString(),
    delivery: 'sending',
  };
}

// A client message id is the sender's own: the same one from the same kind of author is one message.
const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a.id === b.id || (a.authorKind === b.authorKind && a.clientMessageId === b.clientMessageId);

/**
 * The thread with `incoming` stored messages in it: one already there (by id, or by its author's
 * client message id: answered by the send and pushed on the channel) is replaced, not repeated; the
 * order is the server's time, the unsent ones last.
 */
export function mergeMessages(
  thread: readonly ThreadMessage[],
  incoming: readonly ChatMessage[],
): ThreadMessage[] {
  const merged = [...thread];
  for (const message of incoming) {
    const stored: ThreadMessage = { ...message, delivery: 'stored' };
    const at = merged.findIndex((known) => sameMessage(known, message));
    if (at === -1) merged.push(stored);
    else merged[at] = stored;
  }
  return merged
    .filter((message, index) => merged.findIndex((other) => sameMessage(other, message)) === index)
    .sort(byTime);
}

function byTime(a: ThreadMessage, b: ThreadMessage): number {
  const unsent = Number(a.delivery !== 'stored') - Number(b.delivery !== 'stored');
  return unsent || a.createdAt.localeCompare(b.createdAt);
}

/** The thread with one unsent message marked as on its way again, or refused. */
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

/** Stored messages from anyone but `side` after the last one `side` read. */
export function unreadCount(
  thread: readonly ThreadMessage[],
  side: ChatSide,
  lastReadMessageId: string | null,
): number {
  const readAt = lastReadMessageId ? thread.findIndex((message) => message.id === lastReadMessageId) : -1;
  return thread
    .slice(readAt + 1)
    .filter((message) => message.delivery === 'stored' && !writtenBy(side, message)).length;
}

/** The newest stored message not written by `side`: the one `side` marks read. */
export function latestFromOthers(thread: readonly ThreadMessage[], side: ChatSide): ThreadMessage | null {
  return thread.findLast((message) => message.delivery === 'stored' && !writtenBy(side, message)) ?? null;
}

/** `side`'s newest message that the other side's read state reaches. */
export function lastReadByOthers(
  thread: readonly ThreadMessage[],
  side: ChatSide,
  othersLastReadMessageId: string | null,
): string | null {
  if (!othersLastReadMessageId) return null;
  const readAt = thread.findIndex((message) => message.id === othersLastReadMessageId);
  if (readAt === -1) return null;
  return thread.slice(0, readAt + 1).findLast((message) => writtenBy(side, message))?.id ?? null;
}
