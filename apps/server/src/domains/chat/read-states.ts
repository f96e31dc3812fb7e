import type { ChatSide } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishRead } from './events.ts';
import { chatReadStates } from './tables.ts';
import { seqOf } from './views.ts';

/** Moves a side's read state up to the message, never back; publishes chat.read when it moved. */
export async function markRead(tx: Db, conversationId: string, side: ChatSide, messageId: string) {
  const seq = await seqOf(tx, conversationId, messageId, 'messageId');
  const moved = await tx
    .insert(chatReadStates)
    .values({ conversationId, side, lastReadMessageId: messageId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [chatReadStates.conversationId, chatReadStates.side],
      set: { lastReadMessageId: messageId, lastReadSeq: seq, updatedAt: sql`now()` },
      setWhere: sql`${chatReadStates.lastReadSeq} < ${seq}`,
    })
    .returning({ seq: chatReadStates.lastReadSeq });
  if (moved.length > 0) await publishRead(tx, conversationId, side, messageId);
}
