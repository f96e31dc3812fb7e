import { z } from 'zod';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  chatAttachmentParamsSchema,
  chatAttachmentSchema,
  chatAvailabilitySchema,
  chatConversationParamsSchema,
  chatConversationSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatRatingRequestSchema,
  chatReadRequestSchema,
  chatSendRequestSchema,
  chatStartRequestSchema,
  chatSubscriptionTokenSchema,
  chatTypingRequestSchema,
} from '../chat.ts';
import { acknowledgedSchema, dataEnvelope } from '../http.ts';
import { defineRoute } from './define.ts';

/**
 * The visitor's live chat (issue 32, decision 0051). Every call is `guest-or-player`: a signed-in
 * player's conversations follow the player (any device); a guest's conversation is reached only with
 * the `chat-guest` cookie (HttpOnly, SameSite=Lax, path /api/chat) that starting it set. Another
 * player's or guest's conversation answers 404 (10404), as if it did not exist. Guests get 403
 * (10403) while the setting guestAvailable is off; everyone 403 while the chat is disabled.
 */
const tag = 'Chat';

export const chatVisitorMessageAnswerSchema = dataEnvelope(
  z.object({
    message: chatMessageSchema,
    conversation: chatConversationSchema,
    /** False: no agent is online; the answer comes later (a player's also in the inbox and by e-mail). */
    agentsOnline: z.boolean(),
    offlineNotice: z.string().nullable(),
  }),
);

export const chatRoutes = {
  chatAvailability: defineRoute({
    method: 'GET',
    path: '/api/chat/availability',
    access: 'guest-or-player',
    tag,
    summary: 'Whether the chat is on, open to guests, open to the caller, and whether an agent is online.',
    response: dataEnvelope(chatAvailabilitySchema),
  }),
  currentChatConversation: defineRoute({
    method: 'GET',
    path: '/api/chat/conversations/current',
    access: 'guest-or-player',
    tag,
    summary:
      "The caller's open conversation, else the latest closed one (to rate it or read it back), else null.",
    response: dataEnvelope(chatConversationSchema.nullable()),
  }),
  chatConversations: defineRoute({
    method: 'GET',
    path: '/api/chat/conversations',
    access: 'player',
    tag,
    summary: "The signed-in player's conversations, newest first (at most 50).",
    response: dataEnvelope(z.array(chatConversationSchema)),
  }),
  startChatConversation: defineRoute({
    method: 'POST',
    path: '/api/chat/conversations',
    access: 'guest-or-player',
    tag,
    summary:
      'Starts a conversation, or answers the open one; a guest gets the chat-guest cookie. agentsOnline false: the offline notice is in the answer.',
    body: chatStartRequestSchema,
    response: dataEnvelope(
      z.object({
        conversation: chatConversationSchema,
        agentsOnline: z.boolean(),
        offlineNotice: z.string().nullable(),
      }),
    ),
  }),
  chatMessages: defineRoute({
    method: 'GET',
    path: '/api/chat/conversations/{id}/messages',
    access: 'guest-or-player',
    tag,
    summary:
      'Messages oldest first: the latest `limit`, or those before `before`; meta.hasMore says whether older ones exist.',
    params: chatConversationParamsSchema,
    query: chatMessagesQuerySchema,
    response: z.object({ data: z.array(chatMessageSchema), meta: z.object({ hasMore: z.boolean() }) }),
  }),
  sendChatMessage: defineRoute({
    method: 'POST',
    path: '/api/chat/conversations/{id}/messages',
    access: 'guest-or-player',
    tag,
    summary:
      'Sends a message (text and/or attachments); the same clientMessageId again stores nothing and answers the first. 409 (10409) on a closed conversation; 429 over the rate limit.',
    params: chatConversationParamsSchema,
    body: chatSendRequestSchema,
    response: chatVisitorMessageAnswerSchema,
  }),
  uploadChatAttachment: defineRoute({
    method: 'POST',
    path: '/api/chat/conversations/{id}/attachments',
    access: 'guest-or-player',
    tag,
    summary: `An image for the next message: multipart/form-data with \`file\` (JPEG, PNG or WebP, up to ${CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB; 413 above), sniffed and re-encoded; 422 (field file) otherwise.`,
    params: chatConversationParamsSchema,
    response: dataEnvelope(chatAttachmentSchema),
    status: 201,
  }),
  chatAttachmentFile: defineRoute({
    method: 'GET',
    path: '/api/chat/conversations/{id}/attachments/{attachmentId}',
    access: 'guest-or-player',
    tag,
    summary:
      "The image, to the conversation's visitor only (the session cookie or the chat-guest cookie), as its sniffed type, no-store.",
    params: chatAttachmentParamsSchema,
    response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  }),
  chatTyping: defineRoute({
    method: 'POST',
    path: '/api/chat/conversations/{id}/typing',
    access: 'guest-or-player',
    tag,
    summary: 'Tells the staff the visitor is typing (or stopped): a chat.typing publication, nothing stored.',
    params: chatConversationParamsSchema,
    body: chatTypingRequestSchema,
    response: acknowledgedSchema,
  }),
  markChatRead: defineRoute({
    method: 'POST',
    path: '/api/chat/conversations/{id}/read',
    access: 'guest-or-player',
    tag,
    summary: "Moves the visitor's read state up to this message (never back); publishes chat.read.",
    params: chatConversationParamsSchema,
    body: chatReadRequestSchema,
    response: dataEnvelope(chatConversationSchema),
  }),
  closeChatConversation: defineRoute({
    method: 'POST',
    path: '/api/chat/conversations/{id}/close',
    access: 'guest-or-player',
    tag,
    summary: 'The visitor ends the conversation (closing a closed one answers it as it is).',
    params: chatConversationParamsSchema,
    response: dataEnvelope(chatConversationSchema),
  }),
  rateChatConversation: defineRoute({
    method: 'POST',
    path: '/api/chat/conversations/{id}/rating',
    access: 'guest-or-player',
    tag,
    summary:
      'Rates a closed conversation 1-5 with an optional comment, once: 409 (10409) when open or already rated.',
    params: chatConversationParamsSchema,
    body: chatRatingRequestSchema,
    response: dataEnvelope(chatConversationSchema),
  }),
  chatSubscriptionToken: defineRoute({
    method: 'POST',
    path: '/api/chat/conversations/{id}/subscription-token',
    access: 'guest-or-player',
    tag,
    summary:
      "A subscription token for the conversation's channel (sub: the player's id, '' for a guest, who connects without a token).",
    params: chatConversationParamsSchema,
    response: dataEnvelope(chatSubscriptionTokenSchema),
  }),
};
