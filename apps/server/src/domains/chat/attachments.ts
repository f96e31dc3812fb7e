import { randomUUID } from 'node:crypto';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { imageUploadLimits, readImageUpload } from '../../plugins/image-upload.ts';
import { cleanDocument } from '../verification/document-files.ts';
import type { ChatAttachmentStorage } from './attachment-storage.ts';
import { type ChatAttachmentRow, chatAttachments } from './tables.ts';

export const ATTACHMENT_LIMITS = imageUploadLimits(CHAT_ATTACHMENT_MAX_BYTES);

/** The upload's `file` part, whole (413 over the chat's image size). */
export const readChatImage = (request: FastifyRequest) => readImageUpload(request, CHAT_ATTACHMENT_MAX_BYTES);

/**
 * Checks the bytes as a KYC document is checked (verification's sniffing and re-encoding: type from
 * the bytes, decoded and written again without metadata), images only, then stores the file and its
 * row, not yet part of a message.
 */
export async function addAttachment(
  db: Db,
  storage: ChatAttachmentStorage,
  conversationId: string,
  uploadedBy: 'visitor' | 'staff',
  bytes: Buffer,
): Promise<ChatAttachmentRow> {
  const clean = await cleanDocument(bytes);
  if (clean.mimeType === 'application/pdf') throw AppError.validation([{ field: 'file', rule: 'fileType' }]);
  const { width = 0, height = 0 } = await sharp(clean.bytes).metadata();
  const key = `${randomUUID()}.${clean.extension}`;
  await storage.put(key, clean.bytes);
  const [row] = await db
    .insert(chatAttachments)
    .values({
      conversationId,
      uploadedBy,
      storageKey: key,
      mimeType: clean.mimeType,
      size: clean.bytes.length,
      width,
      height,
    })
    .returning();
  return row!;
}

export async function attachmentOf(db: Db, conversationId: string, id: string): Promise<ChatAttachmentRow> {
  if (!isUuid(id)) throw AppError.notFound('No such attachment.');
  const [row] = await db
    .select()
    .from(chatAttachments)
    .where(and(eq(chatAttachments.id, id), eq(chatAttachments.conversationId, conversationId)));
  if (!row) throw AppError.notFound('No such attachment.');
  return row;
}
