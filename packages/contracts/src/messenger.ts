import { z } from 'zod';
import { dataEnvelope, pageMetaSchema, pagingQuerySchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zId } from './validators/input.ts';

/**
 * The player's notification inbox (spec sections 2, 3 and 7; client contract sections 8 and 13):
 * messages the site writes to a player when something happens to their account (a deposit credited,
 * a withdrawal paid, a bonus issued ...), in the player's language. State 1 unread, 2 read.
 */

export const MessageState = { unread: 1, read: 2 } as const;

export const messageSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  /** 1 unread, 2 read. */
  state: z.number().int(),
  content: z.object({
    title: z.string(),
    body: z.string(),
    /** A page of the site the message is about (a same-origin path). */
    link: z.object({ url: z.string(), label: z.string() }).nullable(),
    image: z.string().nullable(),
  }),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagesQuerySchema = pagingQuerySchema;

export const messagesPageSchema = z.object({
  data: z.array(messageSchema),
  meta: pageMetaSchema.extend({ totalUnread: z.number().int() }),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** At most one page of the largest size at a time. */
export const messageIdsRequestSchema = z.object({ messageIds: z.array(zId()).min(1).max(100) });

export const unreadCountSchema = dataEnvelope(z.object({ totalUnread: z.number().int() }));
export type UnreadCount = z.infer<typeof unreadCountSchema>['data'];

/** Published on messenger:notifications#{pid}; the client reads `message` (the event is not checked). */
export const MESSAGE_RECEIVED_EVENT = 'message.received';
export const messageReceivedPayloadSchema = z.object({
  event: z.literal(MESSAGE_RECEIVED_EVENT),
  message: messageSchema,
});

const tag = 'Notification';

export const messengerRoutes = {
  messages: defineRoute({
    method: 'GET',
    path: '/api/notification/messenger/messages',
    access: 'player',
    tag,
    summary: "The player's messages, newest first; meta.totalUnread counts every unread one.",
    query: messagesQuerySchema,
    response: messagesPageSchema,
  }),
  readMessages: defineRoute({
    method: 'POST',
    path: '/api/notification/messenger/messages/read',
    access: 'player',
    tag,
    summary: "Marks the player's messages read (ids of others are ignored); answers the unread count.",
    body: messageIdsRequestSchema,
    response: unreadCountSchema,
  }),
  readAllMessages: defineRoute({
    method: 'POST',
    path: '/api/notification/messenger/messages/read/all',
    access: 'player',
    tag,
    summary: 'Marks every message of the player read; answers the unread count (0).',
    response: unreadCountSchema,
  }),
  deleteMessages: defineRoute({
    method: 'DELETE',
    path: '/api/notification/messenger/messages',
    access: 'player',
    tag,
    summary: "Deletes the player's messages (ids of others are ignored); answers the unread count.",
    body: messageIdsRequestSchema,
    response: unreadCountSchema,
  }),
};
