import type { ChatAuthorKind, ChatConversationStatus } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true });

/**
 * A conversation between a visitor (a player, or a guest holding the conversation's credential) and
 * staff. A guest's credential is kept only as its SHA-256 hash.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null for a guest. */
    playerId: uuid(),
    guestCredentialHash: text(),
    guestName: text(),
    locale: text().notNull(),
    status: text().$type<ChatConversationStatus>().notNull().default('waiting'),
    assignedStaffId: uuid(),
    rating: smallint(),
    ratingComment: text(),
    /** The visitor's first message (the waiting time runs from here). */
    firstMessageAt: at(),
    firstReplyAt: at(),
    lastMessageAt: at(),
    /**
     * Set when the visitor wrote while no agent was online: the next staff answer also goes to a
     * player's inbox and e-mail (they may have left the site), then it is cleared.
     */
    offlineSince: at(),
    createdAt: at().notNull().defaultNow(),
    closedAt: at(),
    /** Set when the retention job deleted the transcript. */
    purgedAt: at(),
  },
  (table) => [
    index('chat_conversations_player_idx').on(table.playerId, table.createdAt),
    uniqueIndex('chat_conversations_guest_idx').on(table.guestCredentialHash),
    // A player has at most one open conversation: two starts at once give one.
    uniqueIndex('chat_conversations_one_open_idx')
      .on(table.playerId)
      .where(sql`${table.status} <> 'closed' and ${table.playerId} is not null`),
    index('chat_conversations_queue_idx').on(table.status, table.createdAt),
    index('chat_conversations_closed_idx').on(table.closedAt),
  ],
);
export type ChatConversationRow = typeof chatConversations.$inferSelect;

/**
 * Messages, append-only (the retention job deletes a whole transcript, nothing else does). A staff
 * message names its author; the client's message id is unique per conversation.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** The order of the conversation's messages (a bigserial: ids are random). */
    seq: integer().generatedAlwaysAsIdentity(),
    clientMessageId: text().notNull(),
    authorKind: text().$type<ChatAuthorKind>().notNull(),
    staffId: uuid(),
    authorName: text(),
    text: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_messages_client_id_idx').on(table.conversationId, table.clientMessageId),
    check(
      'chat_messages_staff_attributed',
      sql`${table.authorKind} <> 'staff' or ${table.staffId} is not null`,
    ),
    index('chat_messages_order_idx').on(table.conversationId, table.seq),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Images uploaded into a conversation, files in the chat storage; linked to a message once sent. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    messageId: uuid().references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** Who uploaded it: the visitor or the staff (only the uploader's side may send it). */
    uploadedBy: text().$type<'visitor' | 'staff'>().notNull(),
    storageKey: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [index('chat_attachments_conversation_idx').on(table.conversationId)],
);
export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;

/** How far each side has read. */
export const chatReadStates = pgTable(
  'chat_read_states',
  {
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    side: text().$type<'visitor' | 'staff'>().notNull(),
    lastReadMessageId: uuid().notNull(),
    lastReadSeq: integer().notNull(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_read_states_side_idx').on(table.conversationId, table.side)],
);

/** Canned replies per locale, edited by staff (chat.manage, audited). */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    locale: text().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [index('chat_canned_replies_locale_idx').on(table.locale, table.title)],
);
export type ChatCannedReplyRow = typeof chatCannedReplies.$inferSelect;

/** The consoles' heartbeats: an agent is online while theirs is recent (CHAT_AGENT_ONLINE_SECONDS). */
export const chatAgentPresence = pgTable('chat_agent_presence', {
  staffId: uuid().primaryKey(),
  lastSeenAt: at().notNull(),
});
