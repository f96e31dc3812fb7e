import type { ChatCannedReply } from '@casino/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Audited } from '../audit/audited.ts';
import { type ChatCannedReplyRow, chatCannedReplies } from './tables.ts';

type CannedReplyInput = { locale: string; title: string; text: string };

export const cannedReplyView = (row: ChatCannedReplyRow): ChatCannedReply => ({
  id: row.id,
  locale: row.locale,
  title: row.title,
  text: row.text,
  updatedAt: row.updatedAt.toISOString(),
});

const target = (id: string) => ({ type: 'chat_canned_reply', id });

export async function listCannedReplies(db: Db, locale?: string): Promise<ChatCannedReply[]> {
  const rows = await db
    .select()
    .from(chatCannedReplies)
    .where(locale ? eq(chatCannedReplies.locale, locale) : undefined)
    .orderBy(asc(chatCannedReplies.locale), asc(chatCannedReplies.title));
  return rows.map(cannedReplyView);
}

export async function createCannedReply(tx: Db, input: CannedReplyInput): Promise<Audited<ChatCannedReply>> {
  const [row] = await tx.insert(chatCannedReplies).values(input).returning();
  const view = cannedReplyView(row!);
  return { value: view, audit: { action: 'chat.cannedReply.create', target: target(row!.id), after: input } };
}

async function lockCannedReply(tx: Db, id: string): Promise<ChatCannedReplyRow> {
  if (!isUuid(id)) throw AppError.notFound('No such canned reply.');
  const [row] = await tx.select().from(chatCannedReplies).where(eq(chatCannedReplies.id, id)).for('update');
  if (!row) throw AppError.notFound('No such canned reply.');
  return row;
}

export async function updateCannedReply(
  tx: Db,
  id: string,
  input: CannedReplyInput,
): Promise<Audited<ChatCannedReply>> {
  const before = await lockCannedReply(tx, id);
  const [row] = await tx
    .update(chatCannedReplies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(chatCannedReplies.id, id))
    .returning();
  const { locale, title, text } = before;
  return {
    value: cannedReplyView(row!),
    audit: {
      action: 'chat.cannedReply.update',
      target: target(id),
      before: { locale, title, text },
      after: input,
    },
  };
}

export async function deleteCannedReply(tx: Db, id: string): Promise<Audited<{ id: string }>> {
  const before = await lockCannedReply(tx, id);
  await tx.delete(chatCannedReplies).where(eq(chatCannedReplies.id, id));
  const { locale, title, text } = before;
  return {
    value: { id },
    audit: { action: 'chat.cannedReply.delete', target: target(id), before: { locale, title, text } },
  };
}
