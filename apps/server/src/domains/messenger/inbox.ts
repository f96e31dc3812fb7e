import { type MessagesPage, type PageQuery, pageMeta, pageOffset } from '@casino/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { messageView } from './messages.ts';
import { playerMessages } from './tables.ts';

/** What the player does with their inbox: every call touches the asking player's messages only. */

const mine = (playerId: string) => eq(playerMessages.playerId, playerId);
const unread = (playerId: string) => and(mine(playerId), isNull(playerMessages.readAt));
/** The player's messages among `ids`: another player's id, or no id at all, matches nothing. */
const mineAmong = (playerId: string, ids: string[]) =>
  and(mine(playerId), inArray(playerMessages.id, [...new Set(ids)].filter(isUuid)));

export const unreadCount = (db: Db, playerId: string) => db.$count(playerMessages, unread(playerId));

/** Newest first; meta.totalUnread counts every unread message of the player, not only this page's. */
export async function listMessages(db: Db, playerId: string, query: PageQuery): Promise<MessagesPage> {
  const rows = await db
    .select()
    .from(playerMessages)
    .where(mine(playerId))
    .orderBy(desc(playerMessages.createdAt), desc(playerMessages.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const [total, totalUnread] = await Promise.all([
    db.$count(playerMessages, mine(playerId)),
    unreadCount(db, playerId),
  ]);
  return { data: rows.map(messageView), meta: { ...pageMeta(query, total), totalUnread } };
}

/** Marks the player's unread messages among `ids` read; answers the unread count after it. */
export function readMessages(db: Db, playerId: string, ids: string[] | 'all'): Promise<number> {
  return db.transaction(async (tx) => {
    const which =
      ids === 'all' ? unread(playerId) : and(mineAmong(playerId, ids), isNull(playerMessages.readAt));
    const now = new Date();
    await tx.update(playerMessages).set({ readAt: now, updatedAt: now }).where(which);
    return unreadCount(tx, playerId);
  });
}

/** Deletes the player's messages among `ids`; answers the unread count after it. */
export function deleteMessages(db: Db, playerId: string, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(playerMessages).where(mineAmong(playerId, ids));
    return unreadCount(tx, playerId);
  });
}
