import { z } from 'zod';
import { chatConversationSchema, chatMessageSchema, chatSides, staffChatConversationSchema } from './chat.ts';
import { ONLINE_EVENT } from './realtime-channels.ts';
import { defineRoute } from './routes/define.ts';

/** POST /api/connection/token: the token the realtime client connects (and reconnects) with. */
export const connectionTokenResponseSchema = z.object({ data: z.object({ token: z.string() }) });

/** What global:online publishes (and its subscribe reply carries): `{event: 'global.online', count}`. */
export const onlineCountSchema = z.object({
  event: z.literal(ONLINE_EVENT),
  count: z.number().int().nonnegative(),
});

/**
 * Every publication is `{ event, ...fields }`: the event name beside the fields client contract section
 * 13 records for it (`{ event: 'account.balance.updated', account }`).
 */
export const realtimePublicationSchema = z.looseObject({ event: z.string() });
export type RealtimePublication = z.infer<typeof realtimePublicationSchema>;

export const connectionRoutes = {
  token: defineRoute({
    method: 'POST',
    path: '/api/connection/token',
    access: 'player',
    tag: 'Realtime',
    summary:
      'A realtime connection token for the signed-in player (the gateway also takes the access token itself).',
    response: connectionTokenResponseSchema,
  }),
};

/**
 * The live chat's publications (decision 0051). On `chat:conversation:{id}`: chat.message,
 * chat.typing, chat.read and chat.conversation.updated; staff-only fields (staffId) are never in them,
 * since the visitor subscribes too. On `chat:queue`: chat.queue.updated, whenever a conversation is
 * opened, taken, transferred, answered or closed (the console refetches or patches its queue).
 */
export const CHAT_EVENTS = {
  message: 'chat.message',
  typing: 'chat.typing',
  read: 'chat.read',
  conversation: 'chat.conversation.updated',
  queue: 'chat.queue.updated',
} as const;

export const chatMessageEventSchema = z.object({
  event: z.literal(CHAT_EVENTS.message),
  message: chatMessageSchema,
});
export const chatTypingEventSchema = z.object({
  event: z.literal(CHAT_EVENTS.typing),
  conversationId: z.string(),
  /** Who is typing: the visitor, or the staff (with the agent's display name). */
  side: z.enum(chatSides),
  name: z.string().nullable(),
  typing: z.boolean(),
});
export const chatReadEventSchema = z.object({
  event: z.literal(CHAT_EVENTS.read),
  conversationId: z.string(),
  side: z.enum(chatSides),
  lastReadMessageId: z.string(),
});
export const chatConversationEventSchema = z.object({
  event: z.literal(CHAT_EVENTS.conversation),
  conversation: chatConversationSchema,
});
export const chatQueueEventSchema = z.object({
  event: z.literal(CHAT_EVENTS.queue),
  conversation: staffChatConversationSchema,
});
export const chatEventSchema = z.discriminatedUnion('event', [
  chatMessageEventSchema,
  chatTypingEventSchema,
  chatReadEventSchema,
  chatConversationEventSchema,
  chatQueueEventSchema,
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
