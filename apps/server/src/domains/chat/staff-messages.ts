import { ErrorCode, hasPermission } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { audited } from '../audit/audited.ts';
import { type Agent, conversationTarget } from './console.ts';
import { lockConversation, updateConversation } from './conversations.ts';
import { assertOwnLinks } from './links.ts';
import { appendMessage, messageOf, type Outgoing } from './messages.ts';
import { emailOfflineReply, tellPlayerOffline } from './offline-reply.ts';
import { staffConversationView } from './views.ts';

/**
 * An agent's answer, audited in its transaction: links only to our site, a waiting conversation taken
 * by the agent first, someone else's only with chat.manage. When the visitor wrote while no agent was
 * online, a player also gets the answer in the inbox (same transaction) and by e-mail (after it).
 */
export async function sendStaffMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  agent: Agent,
  conversationId: string,
  outgoing: Outgoing,
) {
  assertOwnLinks(outgoing.text, new URL(app.env.PUBLIC_URL).origin);
  const now = new Date();
  const { message, conversation, told } = await audited(app.db, request, async (tx) => {
    let row = await lockConversation(tx, conversationId);
    if (
      row.status === 'assigned' &&
      row.assignedStaffId !== agent.id &&
      !hasPermission(agent.role, 'chat.manage')
    )
      throw new AppError(ErrorCode.conflict, 'Another agent has this conversation.');
    if (row.status === 'waiting')
      row = await updateConversation(tx, row.id, { status: 'assigned', assignedStaffId: agent.id });
    const sent = await appendMessage(
      tx,
      row,
      { kind: 'staff', staffId: agent.id, name: agent.name },
      outgoing,
      now,
    );
    let toldPlayer = null;
    if (sent.created && row.offlineSince) {
      toldPlayer = await tellPlayerOffline(tx, row, sent.message);
      row = await updateConversation(tx, row.id, { offlineSince: null });
    }
    const value = {
      message: await messageOf(tx, sent.message, 'staff'),
      conversation: await staffConversationView(tx, await lockConversation(tx, row.id)),
      told: toldPlayer,
    };
    return {
      value,
      audit: {
        action: 'chat.message',
        target: conversationTarget(row.id),
        after: {
          messageId: sent.message.id,
          created: sent.created,
          attachments: outgoing.attachmentIds.length,
        },
      },
    };
  });
  app.events.wake();
  if (told) await emailOfflineReply(app, told);
  return { message, conversation };
}
