import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export function localChatAttachmentStorage(folder: string): ChatAttachmentStorage {
  const root = path.resolve(folder);
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a chat attachment key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      return readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
