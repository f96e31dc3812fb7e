import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where banner images live, behind a port like the identity documents' (verification/document-storage.ts):
 * a local folder by default (BANNER_IMAGES_DIR, outside the web root, never served statically), an
 * object store in a deployment of several nodes. A key is `{sha256}.{extension}` of the cleaned bytes.
 */
export interface BannerImageStorage {
  /** Stores the file; the same key again is the same bytes and is left as it is. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file, or null when it is gone. */
  get(key: string): Promise<Buffer | null>;
}

export const BANNER_IMAGE_KEY = /^[0-9a-f]{64}\.(png|jpg|webp)$/;

export function localBannerImageStorage(folder: string): BannerImageStorage {
  const root = path.resolve(folder);
  const fileOf = (key: string) => {
    if (!BANNER_IMAGE_KEY.test(key)) throw new Error(`Not a banner image key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o600 }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        },
      );
    },
    async get(key) {
      return readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
  };
}
