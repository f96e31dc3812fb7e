import { ErrorCode } from '@casino/contracts';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { uniqueViolation } from '../identity/players.ts';
import { publishConversation } from './events.ts';
import { type ChatConversationRow, chatConversations } from './tables.ts';
import { conversationView, staffConversationView } from './views.ts';
import { credentialHash, newCredential, type Visitor } from './visitors.ts';

const notFound = () => AppError.notFound('No such conversation.');

/** Only the visitor's own conversation is found: another's is answered as if it did not exist. */
export async function visitorConversation(
  db: Db,
  visitor: Visitor,
  id: string,
): Promise<ChatConversationRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row || !isVisitorOf(visitor, row)) throw notFound();
  return row;
}

export function isVisitorOf(visitor: Visitor, row: ChatConversationRow): boolean {
  if (visitor.kind === 'player') return row.playerId === visitor.playerId;
  return (
    visitor.credentialHash !== null &&
    row.playerId === null &&
    row.guestCredentialHash === visitor.credentialHash
  );
}

/**
 * A guest who signs in keeps their conversation: the open one their cookie holds becomes the player's
 * (its credential dropped), unless the player has an open conversation already.
 */
export async function claimGuestConversation(db: Db, playerId: string, credentialHash: string) {
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(and(eq(chatConversations.playerId, playerId), ne(chatConversations.status, 'closed')));
    if (open) return;
    await tx
      .update(chatConversations)
      .set({ playerId, guestCredentialHash: null })
      .where(
        and(
          eq(chatConversations.guestCredentialHash, credentialHash),
          isNull(chatConversations.playerId),
          ne(chatConversations.status, 'closed'),
        ),
      );
  });
}

/** The open conversation, else the latest closed one; null without any. */
export async function currentConversation(db: Db, visitor: Visitor): Promise<ChatConversationRow | null> {
  if (visitor.kind === 'player' && visitor.credentialHash)
    await claimGuestConversation(db, visitor.playerId, visitor.credentialHash).catch((error: unknown) => {
      // Two claims at once: the one-open-conversation index lets one through; the other keeps its own.
      if (uniqueViolation(error) === null) throw error;
    });
  if (visitor.kind === 'guest') {
    if (!visitor.credentialHash) return null;
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.guestCredentialHash, visitor.credentialHash));
    return row ?? null;
  }
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.playerId, visitor.playerId))
    .orderBy(sql`${chatConversations.status} = 'closed'`, desc(chatConversations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function playerConversations(db: Db, playerId: string): Promise<ChatConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.playerId, playerId))
    .orderBy(desc(chatConversations.createdAt))
    .limit(50);
}

/**
 * The visitor's open conversation, or a new one. A player has one open conversation at most (a
 * partial unique index: two starts at once make one); a guest's new one comes with its credential.
 */
export async function startConversation(
  db: Db,
  visitor: Visitor,
  options: { locale: string; guestName?: string },
): Promise<{ row: ChatConversationRow; credential: string | null }> {
  const current = await currentConversation(db, visitor);
  if (current && current.status !== 'closed') return { row: current, credential: null };
  return db.transaction(async (tx) => {
    const credential = visitor.kind === 'guest' ? newCredential() : null;
    const [created] = await tx
      .insert(chatConversations)
      .values({
        playerId: visitor.kind === 'player' ? visitor.playerId : null,
        guestCredentialHash: credential ? credentialHash(credential) : null,
        guestName: visitor.kind === 'guest' ? (options.guestName ?? null) : null,
        locale: options.locale,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      // Another start of the same player won: theirs is the open conversation.
      const open = await currentConversation(tx, visitor);
      if (!open) throw new Error('A conflicting open conversation vanished');
      return { row: open, credential: null };
    }
    await publishConversation(
      tx,
      await conversationView(tx, created),
      await staffConversationView(tx, created),
    );
    return { row: created, credential };
  });
}

/** Locks the conversation's row to the end of the transaction. */
export async function lockConversation(tx: Db, id: string): Promise<ChatConversationRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function updateConversation(
  tx: Db,
  id: string,
  values: Partial<ChatConversationRow>,
): Promise<ChatConversationRow> {
  const [row] = await tx
    .update(chatConversations)
    .set(values)
    .where(eq(chatConversations.id, id))
    .returning();
  return row!;
}

/** Closes an open conversation (a closed one stays as it is) and tells both sides. */
export async function closeConversation(tx: Db, id: string, now: Date): Promise<ChatConversationRow> {
  const row = await lockConversation(tx, id);
  if (row.status === 'closed') return row;
  const closed = await updateConversation(tx, id, { status: 'closed', closedAt: now });
  await publishConversation(tx, await conversationView(tx, closed), await staffConversationView(tx, closed));
  return closed;
}

/** The visitor's rating of a closed conversation, once. */
export async function rateConversation(
  db: Db,
  id: string,
  rating: { rating: number; comment?: string },
): Promise<ChatConversationRow> {
  return db.transaction(async (tx) => {
    const [rated] = await tx
      .update(chatConversations)
      .set({ rating: rating.rating, ratingComment: rating.comment?.trim() || null })
      .where(
        and(
          eq(chatConversations.id, id),
          eq(chatConversations.status, 'closed'),
          sql`${chatConversations.rating} is null`,
        ),
      )
      .returning();
    if (!rated) throw new AppError(ErrorCode.conflict, 'Only a closed conversation is rated, and only once.');
    await publishConversation(tx, await conversationView(tx, rated), await staffConversationView(tx, rated));
    return rated;
  });
}
