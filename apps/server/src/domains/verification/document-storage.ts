import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where document files live, behind a port: a local folder by default (DOCUMENTS_DIR, outside the web
 * root, never served statically), an object store in a deployment of several nodes. Keys are names the
 * server generated (a uuid and an extension), never anything a player typed.
 */
export interface DocumentStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file, or null when it is gone. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;

/** Files in one folder, readable by the server's user only. */
export function localDocumentStorage(folder: string): DocumentStorage {
  const root = path.resolve(folder);
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a document storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      // `wx`: a generated name is never written twice.
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
