import { localFileStorage } from '../../plugins/local-file-storage.ts';

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
export const localDocumentStorage = (folder: string): DocumentStorage =>
  localFileStorage(folder, { key: KEY, what: 'document storage' });
