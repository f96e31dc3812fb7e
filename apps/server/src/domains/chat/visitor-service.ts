import type { ChatMessage } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { chatSettings } from '../settings/changes.ts';
import { lockConversation, updateConversation, visitorConversation } from './conversations.ts';
import { appendMessage, messageOf, type Outgoing } from './messages.ts';
import { agentsOnline } from './presence.ts';
import { conversationView } from './views.ts';
import type { Visitor } from './visitors.ts';

/** Whether an agent is online now, and the notice in the visitor's locale when none is. */
export async function onlineState(app: FastifyInstance, locale: string, now: Date) {
  const online = (await agentsOnline(app.db, now)) > 0;
  if (online) return { agentsOnline: true, offlineNotice: null };
  const { offlineNotice } = await chatSettings(app.db);
  const base = locale.split('-')[0] ?? locale;
  return {
    agentsOnline: false,
    offlineNotice: offlineNotice[locale] ?? offlineNotice[base] ?? offlineNotice.en ?? null,
  };
}

/**
 * The visitor's message. While no agent is online the conversation remembers it (offlineSince), so
 * that the next staff answer also reaches a player off the site; the answer says so too.
 */
export async function sendVisitorMessage(
  app: FastifyInstance,
  visitor: Visitor,
  conversationId: string,
  outgoing: Outgoing,
  now: Date,
) {
  const own = await visitorConversation(app.db, visitor, conversationId);
  const online = await onlineState(app, own.locale, now);
  const { message, conversation } = await app.db.transaction(async (tx) => {
    const row = await lockConversation(tx, conversationId);
    const author = { kind: visitor.kind } as const;
    const sent = await appendMessage(tx, row, author, outgoing, now);
    const after =
      sent.created && !online.agentsOnline && !row.offlineSince
        ? await updateConversation(tx, row.id, { offlineSince: now })
        : await lockConversation(tx, conversationId);
    return {
      message: await messageOf(tx, sent.message, 'visitor'),
      conversation: await conversationView(tx, after),
    };
  });
  app.events.wake();
  return { message: message as ChatMessage, conversation, ...online };
}
