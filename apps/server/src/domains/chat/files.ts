import type { FastifyReply } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import type { ChatAttachmentStorage } from './attachment-storage.ts';
import type { ChatAttachmentRow } from './tables.ts';

/** An image to a party of its conversation: inline, as its sniffed type, never cached or executed. */
export async function sendFile(
  reply: FastifyReply,
  storage: ChatAttachmentStorage,
  attachment: ChatAttachmentRow,
) {
  const bytes = await storage.get(attachment.storageKey);
  if (!bytes) throw AppError.notFound('The file is gone.');
  return reply
    .type(attachment.mimeType)
    .header(
      'content-disposition',
      `inline; filename="chat-${attachment.id}.${attachment.storageKey.split('.').pop()}"`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}
