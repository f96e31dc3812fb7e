import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatOperatorSettings } from '../settings/operator-settings.ts';
import type { ChatAttachmentStorage } from './attachment-storage.ts';
import { chatAttachments, chatConversations, chatMessages, chatReadStates } from './tables.ts';

/** The retention job: every hour; `asOf` (ISO) for tests, the fake clock. */
export const RETENTION_JOB = { name: 'chat.retention' } as const;
export const RETENTION_CRON = '17 * * * *';

const DAY_MS = 86_400_000;
const BATCH = 200;

/**
 * Deletes the transcripts (messages, attachments and their files, read states) of conversations
 * closed longer than the operator's retention period before `asOf`. The conversation row stays,
 * marked purged, so the figures keep their times and ratings. Runs in the job's transaction;
 * the files go last, so a failure before them leaves everything to the job's retry.
 */
export async function purgeTranscripts(tx: Db, storage: ChatAttachmentStorage, asOf: Date): Promise<number> {
  const { retentionDays } = await chatOperatorSettings(tx);
  const cutoff = new Date(asOf.getTime() - retentionDays * DAY_MS);
  const due = await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.status, 'closed'),
        lt(chatConversations.closedAt, cutoff),
        isNull(chatConversations.purgedAt),
      ),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const ids = due.map((row) => row.id);
  if (ids.length === 0) return 0;
  const files = await tx
    .delete(chatAttachments)
    .where(inArray(chatAttachments.conversationId, ids))
    .returning({ key: chatAttachments.storageKey });
  await tx.delete(chatReadStates).where(inArray(chatReadStates.conversationId, ids));
  await tx.delete(chatMessages).where(inArray(chatMessages.conversationId, ids));
  await tx
    .update(chatConversations)
    .set({ purgedAt: asOf, ratingComment: null, guestName: null })
    .where(inArray(chatConversations.id, ids));
  for (const file of files) await storage.delete(file.key);
  return ids.length;
}
