import { z } from 'zod';
import { limitSchema } from './limits.ts';
import { zId, zMultilineText, zText } from './validators/input.ts';
import { verificationLevels } from './verification.ts';
import { walletAccountSchema } from './wallet.ts';

/**
 * The built-in live chat (issue 32, decision 0051): a player, or a guest when the operator allows
 * guests, talks to staff in a conversation; messages are append-only and delivered live on the
 * conversation's realtime channel (realtime-channels.ts `chatConversationChannel`), which only its
 * player (or guest) and staff with chat.read may subscribe to, with a subscription token the chat
 * routes issue.
 */

/** The longest message text, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** The most attachments one message carries. */
export const CHAT_ATTACHMENTS_PER_MESSAGE = 4;
/** The largest attachment upload (an image; it is re-encoded before it is stored). */
export const CHAT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What an attachment may be: images only (sniffed from the bytes, never from the name). */
export const CHAT_ATTACHMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The HttpOnly cookie (path /api/chat, SameSite=Lax) holding a guest's conversation credential. */
export const CHAT_GUEST_COOKIE = 'chat-guest';

export const chatConversationStatuses = ['waiting', 'assigned', 'closed'] as const;
export type ChatConversationStatus = (typeof chatConversationStatuses)[number];

/** Who wrote a message: the player, a guest, a staff member (always named by `staffId`), the system. */
export const chatAuthorKinds = ['player', 'guest', 'staff', 'system'] as const;
export type ChatAuthorKind = (typeof chatAuthorKinds)[number];

/** Whose read state: the visitor's side (player or guest) or the staff's. */
export const chatSides = ['visitor', 'staff'] as const;
export type ChatSide = (typeof chatSides)[number];

export const chatAttachmentSchema = z.object({
  id: z.string(),
  mimeType: z.enum(CHAT_ATTACHMENT_MIME_TYPES),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /**
   * Where the caller reads the file: the visitor's or the staff's file route (each checks that the
   * caller is a party of the conversation).
   */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** The sender's own id for the message: a second send with it stores nothing and answers the first. */
  clientMessageId: z.string(),
  authorKind: z.enum(chatAuthorKinds),
  /** The agent's display name on staff messages (the visitor sees it), null otherwise. */
  authorName: z.string().nullable(),
  /** Staff messages only: who wrote it. Given to staff; null in the visitor's answers. */
  staffId: z.string().nullable(),
  text: z.string(),
  attachments: z.array(chatAttachmentSchema),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as its visitor sees it. */
export const chatConversationSchema = z.object({
  id: z.string(),
  status: z.enum(chatConversationStatuses),
  locale: z.string(),
  /** The assigned agent's display name, null while waiting. */
  agentName: z.string().nullable(),
  createdAt: z.string(),
  firstReplyAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** 1-5, given once after the conversation closed. */
  rating: z.number().int().min(1).max(5).nullable(),
  ratingComment: z.string().nullable(),
  /** The last message the visitor read, and the last one the staff read. */
  visitorLastReadMessageId: z.string().nullable(),
  staffLastReadMessageId: z.string().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** A conversation as staff see it: who the visitor is, who has it, where it stands. */
export const staffChatConversationSchema = chatConversationSchema.extend({
  /** The player, null for a guest. */
  playerId: z.string().nullable(),
  /** The player's nickname, or the name a guest gave (null when none). */
  visitorName: z.string().nullable(),
  guest: z.boolean(),
  assignedStaffId: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  /** The last message's first 140 characters. */
  lastMessagePreview: z.string().nullable(),
  /** Visitor messages after the staff's last read one. */
  unreadCount: z.number().int(),
});
export type StaffChatConversation = z.infer<typeof staffChatConversationSchema>;

export const chatCannedReplySchema = z.object({
  id: z.string(),
  locale: z.string(),
  title: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export type ChatCannedReply = z.infer<typeof chatCannedReplySchema>;

/** The operator's chat settings (the back office's settings page, group `chat`). */
export const chatSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Guests (not signed in) may open a conversation. */
  guestAvailable: z.boolean(),
  /** Transcripts (messages and attachments) of conversations closed longer than this are deleted. */
  retentionDays: z.number().int().min(1).max(3650),
  /** Told to the visitor when no agent is online, per locale (`en` is the fallback). */
  offlineNotice: z.record(zText({ max: 5 }), zMultilineText({ max: 500 })),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;
/** PUT /api/backoffice/settings/chat. */
export const chatSettingsUpdateSchema = chatSettingsSchema;

/** What the visitor's widget reads before it opens (also in the public settings' `chat`). */
export const chatAvailabilitySchema = z.object({
  enabled: z.boolean(),
  guestAvailable: z.boolean(),
  /** Whether the caller may chat now: enabled, and signed in or guests allowed. */
  canChat: z.boolean(),
  /** An agent has the console open (a heartbeat within CHAT_AGENT_ONLINE_SECONDS). */
  agentsOnline: z.boolean(),
  /** The offline notice in the caller's locale when no agent is online, else null. */
  offlineNotice: z.string().nullable(),
});
export type ChatAvailability = z.infer<typeof chatAvailabilitySchema>;

/** An agent is online while their console sent a heartbeat within this many seconds. */
export const CHAT_AGENT_ONLINE_SECONDS = 60;
/** How often the console sends its heartbeat. */
export const CHAT_HEARTBEAT_SECONDS = 20;

/** A subscription token for one chat channel (Centrifugo's `sub` + `channel` claims). */
export const chatSubscriptionTokenSchema = z.object({
  channel: z.string(),
  token: z.string(),
  /** When the token stops being accepted for a new subscription (ISO); fetch another after it. */
  expiresAt: z.string(),
});
export type ChatSubscriptionToken = z.infer<typeof chatSubscriptionTokenSchema>;

export const chatPaymentSchema = z.object({
  id: z.string(),
  /** Decimal in the currency's unit. */
  amount: z.number(),
  currency: z.string(),
  /** The invoice's status name: pending, succeeded, failed, cancelled... */
  status: z.string(),
  createdAt: z.string(),
});
export type ChatPayment = z.infer<typeof chatPaymentSchema>;

/** The agent's side panel: what the agent's role may read of the player, null for what it may not. */
export const chatPlayerContextSchema = z.object({
  playerId: z.string(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  country: z.string().nullable(),
  locale: z.string().nullable(),
  /** players.read. */
  accounts: z.array(walletAccountSchema).nullable(),
  /** payments.read: the last 5 of each, newest first. */
  lastDeposits: z.array(chatPaymentSchema).nullable(),
  lastWithdrawals: z.array(chatPaymentSchema).nullable(),
  /** players.read. */
  limits: z.array(limitSchema).nullable(),
  /** kyc.read. */
  verification: z.object({ level: z.enum(verificationLevels) }).nullable(),
});
export type ChatPlayerContext = z.infer<typeof chatPlayerContextSchema>;

/** Chat figures over a date range (UTC days, inclusive). */
export const chatFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  conversations: z.number().int(),
  closed: z.number().int(),
  /** Seconds from the conversation's start to its first agent reply: mean and median; null without any. */
  waitingSeconds: z.object({ mean: z.number().nullable(), median: z.number().nullable() }),
  /** Seconds from the first visitor message to the first staff message. */
  firstReplySeconds: z.object({ mean: z.number().nullable(), median: z.number().nullable() }),
  averageRating: z.number().nullable(),
  ratings: z.number().int(),
  perAgent: z.array(
    z.object({
      staffId: z.string(),
      name: z.string(),
      conversations: z.number().int(),
      messages: z.number().int(),
      averageRating: z.number().nullable(),
    }),
  ),
});
export type ChatFigures = z.infer<typeof chatFiguresSchema>;

export const chatAgentSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  online: z.boolean(),
  /** Conversations assigned to the agent and not closed. */
  openConversations: z.number().int(),
});
export type ChatAgent = z.infer<typeof chatAgentSchema>;

// --- Requests ---

const zClientMessageId = zId({ max: 64 });
const zChatText = zMultilineText({ max: CHAT_MESSAGE_MAX });

export const chatConversationParamsSchema = z.object({ id: zId() });
export const chatAttachmentParamsSchema = z.object({ id: zId(), attachmentId: zId() });

/** POST /api/chat/conversations: start one (or get the open one back). */
export const chatStartRequestSchema = z.object({
  /** The visitor's locale; the site's when absent. */
  locale: zText({ max: 5 })
    .regex(/^[a-z]{2}(-[a-z]{2})?$/)
    .optional(),
  /** Guests only: a name to be greeted by (ignored for a player). */
  guestName: zText({ max: 60 }).trim().optional(),
});

/**
 * A message: text, attachments (ids from the attachment upload of the same conversation), or both;
 * one of them is required.
 */
export const chatSendRequestSchema = z.object({
  clientMessageId: zClientMessageId,
  text: zChatText.default(''),
  attachmentIds: z.array(zId()).max(CHAT_ATTACHMENTS_PER_MESSAGE).default([]),
});
export type ChatSendRequest = z.input<typeof chatSendRequestSchema>;

export const chatTypingRequestSchema = z.object({ typing: z.boolean() });
export const chatReadRequestSchema = z.object({ messageId: zId() });
export const chatRatingRequestSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: zMultilineText({ max: 1000 }).optional(),
});

export const chatMessagesQuerySchema = z.object({
  /** Messages before this one (the oldest the widget has), newest pages first. */
  before: zId().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const chatTransferRequestSchema = z.object({ staffId: zId() });

export const chatCannedReplyRequestSchema = z.object({
  locale: zText({ max: 5 }).regex(/^[a-z]{2}(-[a-z]{2})?$/),
  title: zText({ max: 80 }).trim().min(1),
  text: zMultilineText({ max: CHAT_MESSAGE_MAX }).trim().min(1),
});
export const chatCannedRepliesQuerySchema = z.object({
  locale: zText({ max: 5 })
    .regex(/^[a-z]{2}(-[a-z]{2})?$/)
    .optional(),
});

export const staffChatConversationsQuerySchema = z.object({
  status: z.enum(chatConversationStatuses).optional(),
  /** `me`, or a staff id. */
  assignee: zId().optional(),
  playerId: zId().optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

const zDay = zText({ max: 10 }).pipe(z.iso.date());
export const chatFiguresQuerySchema = z.object({ from: zDay, to: zDay });

/** POST /api/backoffice/chat/subscription-token: the queue's channel, or one conversation's. */
export const staffChatSubscriptionRequestSchema = z.object({
  /** Absent: the staff queue channel. */
  conversationId: zId().optional(),
});
