import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findPlayerById } from '../identity/players.ts';
import { renderEmail } from '../messaging/templates.ts';
import { createMessage } from '../messenger/messages.ts';
import type { ChatConversationRow, ChatMessageRow } from './tables.ts';

/** Where the inbox message and the e-mail send the player: the page with the chat widget opened. */
export const CHAT_PAGE_PATH = '/?chat=open';

const excerpt = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= 140 ? chars.join('') : `${chars.slice(0, 139).join('')}…`;
};

/**
 * The staff answer to a player who wrote while no agent was online reaches them off the site too:
 * an inbox message (in the reply's transaction, once per message) now, and an e-mail after the
 * commit. A guest has neither: their answer waits in the conversation.
 */
export async function tellPlayerOffline(tx: Db, conversation: ChatConversationRow, reply: ChatMessageRow) {
  if (!conversation.playerId) return null;
  const agent = reply.authorName ?? '';
  await createMessage(tx, {
    playerId: conversation.playerId,
    key: `chat-reply:${reply.id}`,
    kind: 'chat.reply',
    params: { agent, excerpt: excerpt(reply.text) },
    link: CHAT_PAGE_PATH,
  });
  return { playerId: conversation.playerId, agent };
}

/** After the commit: the e-mail (the built-in outbox or SMTP); a failure is logged, the reply stands. */
export async function emailOfflineReply(app: FastifyInstance, told: { playerId: string; agent: string }) {
  const player = await findPlayerById(app.db, told.playerId);
  if (!player?.email) return;
  const siteUrl = app.env.PUBLIC_URL.replace(/\/+$/, '');
  const message = renderEmail(
    app.content,
    { locale: player.locale, defaultLocale: app.defaultLocale },
    'chatReply',
    player.email,
    { nickname: player.nickname, link: `${siteUrl}${CHAT_PAGE_PATH}`, siteUrl, agent: told.agent },
  );
  try {
    await app.mail.send(message);
  } catch (error) {
    app.log.error({ err: error }, 'chat reply e-mail not sent');
  }
}
