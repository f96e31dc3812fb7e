import { localFileStorage } from '../../plugins/local-file-storage.ts';

/**
 * Where chat images live, as verification keeps documents: a local folder outside the web root by
 * default (CHAT_ATTACHMENTS_DIR, never served statically), an object store with several nodes. Keys
 * are names the server generated (a uuid and an extension).
 */
export interface ChatAttachmentStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export const localChatAttachmentStorage = (folder: string): ChatAttachmentStorage =>
  localFileStorage(folder, { key: KEY, what: 'chat attachment' });
