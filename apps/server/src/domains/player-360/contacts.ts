import { type PageMeta, type PageQuery, type PlayerContact, pageMeta, pageOffset } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { countOutboxEmails, listOutboxEmails, type OutboxEmail } from '../messaging/outbox.ts';
import { listMessages } from '../messenger/inbox.ts';

/**
 * The newest rows of each channel a merged page may draw from. A page of both channels reads this
 * page's end from each and merges them; further back, staff filter by one channel, which pages
 * through that channel's own list without a limit.
 */
export const MERGED_WINDOW = 2000;

type Channel = PlayerContact['channel'];

const emailContact = (row: OutboxEmail): PlayerContact => ({
  id: row.id,
  channel: 'email',
  title: row.subject,
  to: row.to,
  read: null,
  readAt: null,
  createdAt: row.createdAt.toISOString(),
});

async function inboxPage(db: Db, playerId: string, query: PageQuery) {
  const page = await listMessages(db, playerId, query);
  return {
    rows: page.data.map(
      (message): PlayerContact => ({
        id: message.id,
        channel: 'inbox',
        title: message.content.title,
        to: null,
        read: message.readAt !== null,
        readAt: message.readAt,
        createdAt: message.createdAt,
      }),
    ),
    total: page.meta.totalRows,
  };
}

async function emailPage(db: Db, email: string | null, limit: number, offset: number) {
  if (!email) return { rows: [], total: 0 };
  const [rows, total] = await Promise.all([
    listOutboxEmails(db, { to: email, limit, offset }),
    countOutboxEmails(db, email),
  ]);
  return { rows: rows.map(emailContact), total };
}

/**
 * What the player was sent, newest first: their inbox messages (messenger) and the e-mails the
 * built-in outbox kept for their address (messaging; none when SMTP sends them, and only those sent to
 * the address the player has now). Titles and subjects only: an e-mail's body holds reset links.
 */
export async function playerContacts(
  db: Db,
  player: { id: string; email: string | null },
  query: PageQuery & { channel?: Channel },
): Promise<{ data: PlayerContact[]; meta: PageMeta }> {
  const offset = pageOffset(query);
  if (query.channel === 'inbox') {
    const inbox = await inboxPage(db, player.id, query);
    return { data: inbox.rows, meta: pageMeta(query, inbox.total) };
  }
  if (query.channel === 'email') {
    const emails = await emailPage(db, player.email, query.perPage, offset);
    return { data: emails.rows, meta: pageMeta(query, emails.total) };
  }
  const reach = Math.min(offset + query.perPage, MERGED_WINDOW);
  const [inbox, emails] = await Promise.all([
    inboxPage(db, player.id, { page: 1, perPage: reach }),
    emailPage(db, player.email, reach, 0),
  ]);
  const merged = [...inbox.rows, ...emails.rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    data: merged.slice(offset, offset + query.perPage),
    meta: pageMeta(query, inbox.total + emails.total),
  };
}
