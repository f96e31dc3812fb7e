import {
  CHAT_EVENTS,
  CHAT_QUEUE_CHANNEL,
  type ChatConversation,
  type ChatMessage,
  type ChatSide,
  chatConversationChannel,
  type StaffChatConversation,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { publishEvents } from '../events/outbox.ts';

/**
 * What a conversation's change tells the realtime gateway, through the outbox in the change's
 * transaction (it leaves when the change commits, never for one rolled back). Typing is the one
 * publication sent straight to the gateway: it is stored nowhere and worth nothing a moment later.
 */
export async function publishMessage(tx: Db, message: ChatMessage, queue: StaffChatConversation) {
  await publishEvents(tx, [
    {
      type: CHAT_EVENTS.message,
      channel: chatConversationChannel(message.conversationId),
      payload: { message: { ...message, staffId: null } },
    },
    { type: CHAT_EVENTS.queue, channel: CHAT_QUEUE_CHANNEL, payload: { conversation: queue } },
  ]);
}

export async function publishConversation(
  tx: Db,
  conversation: ChatConversation,
  queue: StaffChatConversation,
) {
  await publishEvents(tx, [
    {
      type: CHAT_EVENTS.conversation,
      channel: chatConversationChannel(conversation.id),
      payload: { conversation },
    },
    { type: CHAT_EVENTS.queue, channel: CHAT_QUEUE_CHANNEL, payload: { conversation: queue } },
  ]);
}

export async function publishRead(tx: Db, conversationId: string, side: ChatSide, lastReadMessageId: string) {
  await publishEvents(tx, [
    {
      type: CHAT_EVENTS.read,
      channel: chatConversationChannel(conversationId),
      payload: { conversationId, side, lastReadMessageId },
    },
  ]);
}

export async function publishTyping(
  app: FastifyInstance,
  conversationId: string,
  typing: { side: ChatSide; name: string | null; typing: boolean },
) {
  await app.realtime.publish(chatConversationChannel(conversationId), {
    event: CHAT_EVENTS.typing,
    conversationId,
    ...typing,
  });
}
