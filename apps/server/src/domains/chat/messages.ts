import { type ChatAuthorKind, type ChatMessage, ErrorCode } from '@casino/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { updateConversation } from './conversations.ts';
import { publishMessage } from './events.ts';
import { type ChatConversationRow, type ChatMessageRow, chatAttachments, chatMessages } from './tables.ts';
import { type Audience, attachmentsOf, messageView, staffConversationView } from './views.ts';

export type Author =
  | { kind: Extract<ChatAuthorKind, 'player' | 'guest'> }
  | { kind: 'staff'; staffId: string; name: string };

export type Outgoing = { clientMessageId: string; text: string; attachmentIds: string[] };

/**
 * Appends a message to a conversation locked by the caller. The client's message id is unique per
 * conversation: a second send of it (after a retry, or two at once: the insert waits for the first
 * and then does nothing) writes nothing and answers the first message. `created` says which.
 */
export async function appendMessage(
  tx: Db,
  conversation: ChatConversationRow,
  author: Author,
  outgoing: Outgoing,
  now: Date,
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const text = outgoing.text.trim();
  const [inserted] = await tx
    .insert(chatMessages)
    .values({
      conversationId: conversation.id,
      clientMessageId: outgoing.clientMessageId,
      authorKind: author.kind,
      staffId: author.kind === 'staff' ? author.staffId : null,
      authorName: author.kind === 'staff' ? author.name : null,
      text,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted)
    return {
      message: await firstSend(tx, conversation.id, author, outgoing.clientMessageId),
      created: false,
    };
  if (conversation.status === 'closed') throw new AppError(ErrorCode.conflict, 'The conversation is closed.');
  if (!text && outgoing.attachmentIds.length === 0)
    throw AppError.validation([{ field: 'text', rule: 'required' }]);
  await attach(
    tx,
    conversation.id,
    inserted.id,
    author.kind === 'staff' ? 'staff' : 'visitor',
    outgoing.attachmentIds,
  );
  const visitorWrote = author.kind !== 'staff';
  const updated = await updateConversation(tx, conversation.id, {
    lastMessageAt: now,
    ...(visitorWrote && !conversation.firstMessageAt ? { firstMessageAt: now } : {}),
    ...(!visitorWrote && !conversation.firstReplyAt ? { firstReplyAt: now } : {}),
  });
  const view = await messageOf(tx, inserted, 'visitor');
  await publishMessage(tx, view, await staffConversationView(tx, updated));
  return { message: inserted, created: true };
}

/** The first send of a client message id; 409 when someone else's message has it. */
async function firstSend(tx: Db, conversationId: string, author: Author, clientMessageId: string) {
  const [first] = await tx
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientMessageId, clientMessageId)),
    );
  const same =
    first &&
    first.authorKind === author.kind &&
    (author.kind !== 'staff' || first.staffId === author.staffId);
  if (!same) throw new AppError(ErrorCode.conflict, 'Another message has this clientMessageId.');
  return first;
}

/** Links the sender's own unsent uploads of the conversation to the message (422 attachmentIds otherwise). */
async function attach(
  tx: Db,
  conversationId: string,
  messageId: string,
  side: 'visitor' | 'staff',
  ids: string[],
) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const linked = await tx
    .update(chatAttachments)
    .set({ messageId })
    .where(
      and(
        eq(chatAttachments.conversationId, conversationId),
        eq(chatAttachments.uploadedBy, side),
        isNull(chatAttachments.messageId),
        inArray(sql`${chatAttachments.id}::text`, unique),
      ),
    )
    .returning({ id: chatAttachments.id });
  if (linked.length !== unique.length) throw AppError.validation([{ field: 'attachmentIds', rule: 'in' }]);
}

export async function messageOf(db: Db, row: ChatMessageRow, audience: Audience): Promise<ChatMessage> {
  return messageView(row, await attachmentsOf(db, [row.id]), audience);
}
