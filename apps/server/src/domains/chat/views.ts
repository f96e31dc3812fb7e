import type { ChatAttachment, ChatConversation, ChatMessage, StaffChatConversation } from '@casino/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { nicknamesOf } from '../identity/players.ts';
import { staffNamesOf } from '../staff/members.ts';
import {
  type ChatAttachmentRow,
  type ChatConversationRow,
  type ChatMessageRow,
  chatAttachments,
  chatMessages,
  chatReadStates,
} from './tables.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Whose file route an attachment's url names. */
export type Audience = 'visitor' | 'staff';

type ReadState = { visitor: string | null; staff: string | null };

export async function readStatesOf(db: Db, conversationId: string): Promise<ReadState> {
  const rows = await db
    .select()
    .from(chatReadStates)
    .where(eq(chatReadStates.conversationId, conversationId));
  const of = (side: 'visitor' | 'staff') => rows.find((row) => row.side === side)?.lastReadMessageId ?? null;
  return { visitor: of('visitor'), staff: of('staff') };
}

export async function conversationView(db: Db, row: ChatConversationRow): Promise<ChatConversation> {
  const [reads, names] = await Promise.all([
    readStatesOf(db, row.id),
    staffNamesOf(db, row.assignedStaffId ? [row.assignedStaffId] : []),
  ]);
  return visitorConversation(
    row,
    reads,
    row.assignedStaffId ? (names.get(row.assignedStaffId) ?? null) : null,
  );
}

function visitorConversation(
  row: ChatConversationRow,
  reads: ReadState,
  agentName: string | null,
): ChatConversation {
  return {
    id: row.id,
    status: row.status,
    locale: row.locale,
    agentName,
    createdAt: row.createdAt.toISOString(),
    firstReplyAt: iso(row.firstReplyAt),
    closedAt: iso(row.closedAt),
    rating: row.rating,
    ratingComment: row.ratingComment,
    visitorLastReadMessageId: reads.visitor,
    staffLastReadMessageId: reads.staff,
  };
}

/** Staff views of several conversations, with four queries whatever their number. */
export async function staffConversationViews(
  db: Db,
  rows: ChatConversationRow[],
): Promise<StaffChatConversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [reads, staffNames, nicknames, lastMessages, unread] = await Promise.all([
    db.select().from(chatReadStates).where(inArray(chatReadStates.conversationId, ids)),
    staffNamesOf(
      db,
      rows.flatMap((row) => (row.assignedStaffId ? [row.assignedStaffId] : [])),
    ),
    nicknamesOf(
      db,
      rows.flatMap((row) => (row.playerId ? [row.playerId] : [])),
    ),
    db
      .selectDistinctOn([chatMessages.conversationId], {
        conversationId: chatMessages.conversationId,
        text: chatMessages.text,
      })
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, ids))
      .orderBy(chatMessages.conversationId, sql`${chatMessages.seq} desc`),
    db
      .select({ conversationId: chatMessages.conversationId, count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .leftJoin(
        chatReadStates,
        and(eq(chatReadStates.conversationId, chatMessages.conversationId), eq(chatReadStates.side, 'staff')),
      )
      .where(
        and(
          inArray(chatMessages.conversationId, ids),
          inArray(chatMessages.authorKind, ['player', 'guest']),
          sql`${chatMessages.seq} > coalesce(${chatReadStates.lastReadSeq}, 0)`,
        ),
      )
      .groupBy(chatMessages.conversationId),
  ]);
  return rows.map((row) => {
    const read = (side: 'visitor' | 'staff') =>
      reads.find((state) => state.conversationId === row.id && state.side === side)?.lastReadMessageId ??
      null;
    const agentName = row.assignedStaffId ? (staffNames.get(row.assignedStaffId) ?? null) : null;
    const last = lastMessages.find((message) => message.conversationId === row.id)?.text ?? null;
    return {
      ...visitorConversation(row, { visitor: read('visitor'), staff: read('staff') }, agentName),
      playerId: row.playerId,
      visitorName: row.playerId ? (nicknames.get(row.playerId) ?? null) : row.guestName,
      guest: row.playerId === null,
      assignedStaffId: row.assignedStaffId,
      lastMessageAt: iso(row.lastMessageAt),
      lastMessagePreview: last === null ? null : [...last].slice(0, 140).join(''),
      unreadCount: unread.find((item) => item.conversationId === row.id)?.count ?? 0,
    };
  });
}

export async function staffConversationView(
  db: Db,
  row: ChatConversationRow,
): Promise<StaffChatConversation> {
  const [view] = await staffConversationViews(db, [row]);
  return view!;
}

export function attachmentView(row: ChatAttachmentRow, audience: Audience): ChatAttachment {
  const base = audience === 'staff' ? '/api/backoffice/chat' : '/api/chat';
  return {
    id: row.id,
    mimeType: row.mimeType as ChatAttachment['mimeType'],
    size: row.size,
    width: row.width,
    height: row.height,
    url: `${base}/conversations/${row.conversationId}/attachments/${row.id}`,
  };
}

export function messageView(
  row: ChatMessageRow,
  attachments: ChatAttachmentRow[],
  audience: Audience,
): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    clientMessageId: row.clientMessageId,
    authorKind: row.authorKind,
    authorName: row.authorName,
    staffId: audience === 'staff' ? row.staffId : null,
    text: row.text,
    attachments: attachments
      .filter((attachment) => attachment.messageId === row.id)
      .map((attachment) => attachmentView(attachment, audience)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Messages oldest first: the latest `limit`, or the `limit` before `before`; whether older ones exist. */
export async function listMessages(
  db: Db,
  conversationId: string,
  query: { before?: string; limit: number },
  audience: Audience,
): Promise<{ data: ChatMessage[]; meta: { hasMore: boolean } }> {
  const beforeSeq = query.before ? await seqOf(db, conversationId, query.before) : null;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        beforeSeq === null ? undefined : sql`${chatMessages.seq} < ${beforeSeq}`,
      ),
    )
    .orderBy(sql`${chatMessages.seq} desc`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  const attachments = await attachmentsOf(
    db,
    page.map((row) => row.id),
  );
  return {
    data: page.map((row) => messageView(row, attachments, audience)),
    meta: { hasMore: rows.length > query.limit },
  };
}

export async function attachmentsOf(db: Db, messageIds: string[]): Promise<ChatAttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db.select().from(chatAttachments).where(inArray(chatAttachments.messageId, messageIds));
}

/** A message's place in its conversation; 422 on `field` when it is not one of its messages. */
export async function seqOf(
  db: Db,
  conversationId: string,
  messageId: string,
  field = 'before',
): Promise<number> {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationId, conversationId), sql`${chatMessages.id}::text = ${messageId}`),
    );
  if (!row) throw AppError.validation([{ field, rule: 'in' }]);
  return row.seq;
}
