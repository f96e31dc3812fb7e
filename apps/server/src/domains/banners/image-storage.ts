import { localFileStorage } from '../../plugins/local-file-storage.ts';

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

export const localBannerImageStorage = (folder: string): BannerImageStorage =>
  localFileStorage(folder, { key: BANNER_IMAGE_KEY, what: 'banner image', contentAddressed: true });
