import {
  ACKNOWLEDGED,
  CHAT_QUEUE_CHANNEL,
  backofficeChatRoutes as calls,
  chatConversationChannel,
  ErrorCode,
  pageMeta,
} from '@casino/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import type { ChatAttachmentStorage } from './attachment-storage.ts';
import { ATTACHMENT_LIMITS, addAttachment, attachmentOf, readChatImage } from './attachments.ts';
import {
  createCannedReply,
  deleteCannedReply,
  listCannedReplies,
  updateCannedReply,
} from './canned-replies.ts';
import {
  type Agent,
  chatAgents,
  conversationTarget,
  listConversations,
  queueOf,
  staffConversation,
  takeConversation,
  transferConversation,
} from './console.ts';
import { closeConversation } from './conversations.ts';
import { publishTyping } from './events.ts';
import { chatFigures } from './figures.ts';
import { sendFile } from './files.ts';
import { chatPlayerContext } from './player-context.ts';
import { agentsOnline, heartbeat } from './presence.ts';
import { markRead } from './read-states.ts';
import { sendStaffMessage } from './staff-messages.ts';
import { attachmentView, listMessages, staffConversationView, staffConversationViews } from './views.ts';

/** The staff member at the console; the back office's access check (domains/staff/access.ts) set it. */
function agentOf(request: FastifyRequest): Agent {
  const staff = request.staffSession?.staff;
  // An API key has no person behind it: nothing here is done in nobody's name.
  if (!staff) throw AppError.forbidden('The chat console is for staff members signed in.');
  return { id: staff.id, name: staff.name, role: staff.role };
}

/** The staff's chat console (chat.read, chat.reply, chat.manage); every write audited in its transaction. */
export async function staffChatRoutes(app: FastifyInstance, options: { storage: ChatAttachmentStorage }) {
  const { storage } = options;
  await app.register(multipart, { limits: ATTACHMENT_LIMITS, throwFileSizeLimit: true });
  const views = (rows: Parameters<typeof staffConversationViews>[1]) => staffConversationViews(app.db, rows);

  route(app, calls.chatQueue, async (_input, request) => {
    const { waiting, mine } = await queueOf(app.db, agentOf(request).id);
    return { data: { waiting: await views(waiting), mine: await views(mine) } };
  });

  route(app, calls.staffChatConversations, async ({ query }, request) => {
    const { rows, total } = await listConversations(app.db, agentOf(request).id, query);
    return { data: await views(rows), meta: pageMeta(query, total) };
  });

  route(app, calls.staffChatConversation, async ({ params }) => ({
    data: await staffConversationView(app.db, await staffConversation(app.db, params.id)),
  }));

  route(app, calls.staffChatMessages, async ({ params, query }) => {
    const row = await staffConversation(app.db, params.id);
    return listMessages(app.db, row.id, query, 'staff');
  });

  route(app, calls.takeChatConversation, async ({ params }, request) => {
    const agent = agentOf(request);
    const row = await audited(app.db, request, async (tx) => {
      const { row: taken, audit } = await takeConversation(tx, params.id, agent);
      return { value: taken, audit };
    });
    app.events.wake();
    return { data: await staffConversationView(app.db, row) };
  });

  route(app, calls.transferChatConversation, async ({ params, body }, request) => {
    const agent = agentOf(request);
    const row = await audited(app.db, request, async (tx) => {
      const { row: moved, audit } = await transferConversation(tx, params.id, agent, body.staffId);
      return { value: moved, audit };
    });
    app.events.wake();
    return { data: await staffConversationView(app.db, row) };
  });

  route(app, calls.sendStaffChatMessage, async ({ params, body }, request) => ({
    data: await sendStaffMessage(app, request, agentOf(request), params.id, body),
  }));

  route(app, calls.uploadStaffChatAttachment, async ({ params }, request) => {
    agentOf(request);
    const row = await staffConversation(app.db, params.id);
    if (row.status === 'closed') throw new AppError(ErrorCode.conflict, 'The conversation is closed.');
    const bytes = await readChatImage(request);
    const attachment = await audited(app.db, request, async (tx) => {
      const added = await addAttachment(tx, storage, row.id, 'staff', bytes);
      return {
        value: added,
        audit: {
          action: 'chat.attachment.upload',
          target: conversationTarget(row.id),
          after: { attachmentId: added.id },
        },
      };
    });
    return { data: attachmentView(attachment, 'staff') };
  });

  route(app, calls.staffChatAttachmentFile, async ({ params }, _request, reply) => {
    const row = await staffConversation(app.db, params.id);
    return sendFile(reply, storage, await attachmentOf(app.db, row.id, params.attachmentId));
  });

  route(app, calls.staffChatTyping, async ({ params, body }, request) => {
    const agent = agentOf(request);
    const row = await staffConversation(app.db, params.id);
    if (row.status !== 'closed')
      await publishTyping(app, row.id, { side: 'staff', name: agent.name, typing: body.typing });
    return ACKNOWLEDGED;
  });

  route(app, calls.markStaffChatRead, async ({ params, body }, request) => {
    agentOf(request);
    const row = await staffConversation(app.db, params.id);
    await audited(app.db, request, async (tx) => {
      await markRead(tx, row.id, 'staff', body.messageId);
      return {
        value: null,
        audit: {
          action: 'chat.read',
          target: conversationTarget(row.id),
          after: { messageId: body.messageId },
        },
      };
    });
    app.events.wake();
    return { data: await staffConversationView(app.db, row) };
  });

  route(app, calls.closeStaffChatConversation, async ({ params }, request) => {
    agentOf(request);
    const closed = await audited(app.db, request, async (tx) => {
      const before = await staffConversation(tx, params.id);
      const after = await closeConversation(tx, params.id, new Date());
      return {
        value: after,
        audit: {
          action: 'chat.close',
          target: conversationTarget(params.id),
          before: { status: before.status },
          after: { status: after.status },
        },
      };
    });
    app.events.wake();
    return { data: await staffConversationView(app.db, closed) };
  });

  route(app, calls.chatPlayerContext, async ({ params }, request) => {
    const row = await staffConversation(app.db, params.id);
    if (!row.playerId) throw AppError.notFound('A guest has no player account.');
    return { data: await chatPlayerContext(app.db, row.playerId, agentOf(request).role, new Date()) };
  });

  route(app, calls.staffChatSubscriptionToken, async ({ body }) => {
    const channel = body.conversationId
      ? chatConversationChannel((await staffConversation(app.db, body.conversationId)).id)
      : CHAT_QUEUE_CHANNEL;
    // The console connects without a connection token: its connection's user is ''.
    const { token, expiresAt } = await app.realtime.subscriptionToken('', channel);
    return { data: { channel, token, expiresAt: expiresAt.toISOString() } };
  });

  route(app, calls.chatHeartbeat, async (_input, request) => {
    const now = new Date();
    await heartbeat(app.db, agentOf(request).id, now);
    return { data: { agentsOnline: await agentsOnline(app.db, now) } };
  });

  route(app, calls.chatAgents, async () => ({ data: await chatAgents(app.db, new Date()) }));

  route(app, calls.chatCannedReplies, async ({ query }) => ({
    data: await listCannedReplies(app.db, query.locale),
  }));
  route(app, calls.createChatCannedReply, async ({ body }, request) => ({
    data: await audited(app.db, request, (tx) => createCannedReply(tx, body)),
  }));
  route(app, calls.updateChatCannedReply, async ({ params, body }, request) => ({
    data: await audited(app.db, request, (tx) => updateCannedReply(tx, params.id, body)),
  }));
  route(app, calls.deleteChatCannedReply, async ({ params }, request) => ({
    data: await audited(app.db, request, (tx) => deleteCannedReply(tx, params.id)),
  }));

  route(app, calls.chatFigures, async ({ query }) => ({
    data: await chatFigures(app.db, query.from, query.to),
  }));
}
