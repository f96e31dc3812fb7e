import { ACKNOWLEDGED, chatRoutes as calls, chatConversationChannel, ErrorCode } from '@casino/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { chatSettings } from '../settings/changes.ts';
import { type ChatAttachmentStorage, localChatAttachmentStorage } from './attachment-storage.ts';
import { ATTACHMENT_LIMITS, addAttachment, attachmentOf, readChatImage } from './attachments.ts';
import { staffChatRoutes } from './backoffice-routes.ts';
import {
  closeConversation,
  currentConversation,
  playerConversations,
  rateConversation,
  startConversation,
  visitorConversation,
} from './conversations.ts';
import { publishTyping } from './events.ts';
import { sendFile } from './files.ts';
import { markRead } from './read-states.ts';
import { purgeTranscripts, RETENTION_CRON, RETENTION_JOB } from './retention.ts';
import { attachmentView, conversationView, listMessages } from './views.ts';
import { onlineState, sendVisitorMessage } from './visitor-service.ts';
import { assertMayChat, realtimeUserOf, setGuestCookie, type Visitor, visitorOf } from './visitors.ts';

/**
 * The built-in live chat (issue 32, decision 0051): the visitor's calls here, the staff console's in
 * backoffice-routes.ts, and the retention job. Every visitor call finds only the caller's own
 * conversation (a player's by their id, a guest's by the hash of the chat-guest cookie).
 */
export async function chatRoutes(app: FastifyInstance, options: { storage?: ChatAttachmentStorage } = {}) {
  const storage = options.storage ?? localChatAttachmentStorage(app.env.CHAT_ATTACHMENTS_DIR);
  app.jobs.define<{ asOf?: string }>(
    RETENTION_JOB.name,
    async (tx, job) => {
      await purgeTranscripts(tx, storage, job.data.asOf ? new Date(job.data.asOf) : new Date());
    },
    { cron: RETENTION_CRON },
  );
  await app.register(visitorChatRoutes, { storage });
  await app.register(staffChatRoutes, { storage });
}

async function allowed(app: FastifyInstance, request: FastifyRequest): Promise<Visitor> {
  const visitor = visitorOf(request);
  await assertMayChat(app.db, visitor);
  return visitor;
}

async function visitorChatRoutes(app: FastifyInstance, options: { storage: ChatAttachmentStorage }) {
  const { storage } = options;
  await app.register(multipart, { limits: ATTACHMENT_LIMITS, throwFileSizeLimit: true });
  const own = async (request: FastifyRequest, id: string) => {
    const visitor = await allowed(app, request);
    return { visitor, row: await visitorConversation(app.db, visitor, id) };
  };

  route(app, calls.chatAvailability, async (_input, request) => {
    const settings = await chatSettings(app.db);
    const visitor = visitorOf(request);
    const canChat = settings.enabled && (visitor.kind === 'player' || settings.guestAvailable);
    const online = await onlineState(app, request.locale, new Date());
    return {
      data: { enabled: settings.enabled, guestAvailable: settings.guestAvailable, canChat, ...online },
    };
  });

  route(app, calls.currentChatConversation, async (_input, request) => {
    const row = await currentConversation(app.db, await allowed(app, request));
    return { data: row ? await conversationView(app.db, row) : null };
  });

  route(app, calls.chatConversations, async (_input, request) => {
    const visitor = await allowed(app, request);
    if (visitor.kind !== 'player') throw AppError.unauthorized();
    const rows = await playerConversations(app.db, visitor.playerId);
    return { data: await Promise.all(rows.map((row) => conversationView(app.db, row))) };
  });

  route(app, calls.startChatConversation, async ({ body }, request, reply) => {
    const visitor = await allowed(app, request);
    const { row, credential } = await startConversation(app.db, visitor, {
      locale: body.locale ?? request.locale,
      guestName: body.guestName,
    });
    app.events.wake();
    if (credential) setGuestCookie(reply, credential);
    return {
      data: {
        conversation: await conversationView(app.db, row),
        ...(await onlineState(app, row.locale, new Date())),
      },
    };
  });

  route(app, calls.chatMessages, async ({ params, query }, request) => {
    const { row } = await own(request, params.id);
    return listMessages(app.db, row.id, query, 'visitor');
  });

  // Its own context: only here do the rate limits count (per visitor, then per address).
  const perVisitor = app.createRateLimit({
    max: app.env.CHAT_SEND_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-send:${senderKey(request)}`,
  });
  const perAddress = app.createRateLimit({
    max: app.env.CHAT_SEND_PER_MINUTE_PER_IP,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-send-ip:${request.ip}`,
  });
  await app.register(async (sending) => {
    sending.addHook('onRequest', async (request) => {
      for (const limit of [perVisitor, perAddress]) {
        const counted = await limit(request);
        if (!counted.isAllowed && counted.isExceeded)
          throw new AppError(ErrorCode.rateLimited, 'Too many messages: wait a moment.');
      }
    });
    route(sending, calls.sendChatMessage, async ({ params, body }, request) => {
      const { visitor } = await own(request, params.id);
      return { data: await sendVisitorMessage(app, visitor, params.id, body, new Date()) };
    });
  });

  route(app, calls.uploadChatAttachment, async ({ params }, request) => {
    const { row } = await own(request, params.id);
    if (row.status === 'closed') throw new AppError(ErrorCode.conflict, 'The conversation is closed.');
    const bytes = await readChatImage(request);
    return {
      data: attachmentView(await addAttachment(app.db, storage, row.id, 'visitor', bytes), 'visitor'),
    };
  });

  route(app, calls.chatAttachmentFile, async ({ params }, request, reply) => {
    // An <img> sends no Bearer token: the session cookie stands in, as for the player's documents.
    if (!request.player) await app.authenticate(request, { cookie: true }).catch(() => undefined);
    const { row } = await own(request, params.id);
    const attachment = await attachmentOf(app.db, row.id, params.attachmentId);
    return sendFile(reply, storage, attachment);
  });

  route(app, calls.chatTyping, async ({ params, body }, request) => {
    const { row } = await own(request, params.id);
    if (row.status !== 'closed')
      await publishTyping(app, row.id, { side: 'visitor', name: null, typing: body.typing });
    return ACKNOWLEDGED;
  });

  route(app, calls.markChatRead, async ({ params, body }, request) => {
    const { row } = await own(request, params.id);
    await app.db.transaction((tx) => markRead(tx, row.id, 'visitor', body.messageId));
    app.events.wake();
    return { data: await conversationView(app.db, row) };
  });

  route(app, calls.closeChatConversation, async ({ params }, request) => {
    const { row } = await own(request, params.id);
    const closed = await app.db.transaction((tx) => closeConversation(tx, row.id, new Date()));
    app.events.wake();
    return { data: await conversationView(app.db, closed) };
  });

  route(app, calls.rateChatConversation, async ({ params, body }, request) => {
    const { row } = await own(request, params.id);
    const rated = await rateConversation(app.db, row.id, body);
    app.events.wake();
    return { data: await conversationView(app.db, rated) };
  });

  route(app, calls.chatSubscriptionToken, async ({ params }, request) => {
    const { visitor, row } = await own(request, params.id);
    const channel = chatConversationChannel(row.id);
    const { token, expiresAt } = await app.realtime.subscriptionToken(realtimeUserOf(visitor), channel);
    return { data: { channel, token, expiresAt: expiresAt.toISOString() } };
  });
}

/** Whom a send counts against: the player's token or the guest's cookie, else the address alone. */
function senderKey(request: FastifyRequest): string {
  const bearer = request.headers.authorization ?? '';
  const guest = request.cookies?.['chat-guest'] ?? '';
  return bearer || guest ? `${bearer.slice(-32)}|${guest.slice(0, 16)}` : request.ip;
}
