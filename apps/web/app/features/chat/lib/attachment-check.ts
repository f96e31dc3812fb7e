import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_MIME_TYPES } from '@casino/contracts';

export type AttachmentProblem = 'type' | 'size';

/**
 * Why a picked file cannot go, before it is uploaded: not one of the image types, or too large. The
 * server sniffs the bytes again (the browser's type comes from the name); this only spares a wait.
 */
export function attachmentProblem(file: Pick<File, 'type' | 'size'>): AttachmentProblem | null {
  if (!(CHAT_ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}

export const ATTACHMENT_ACCEPT = CHAT_ATTACHMENT_MIME_TYPES.join(',');
export const ATTACHMENT_MAX_MB = CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024;
