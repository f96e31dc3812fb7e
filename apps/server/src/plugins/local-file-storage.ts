import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files by key in one folder outside the web root, readable by the server's user only: the built-in
 * store behind the identity documents', chat images' and banner images' ports (an object store takes
 * its place with several nodes). Keys are names the server generated, checked against `key`, never
 * anything a visitor typed.
 */
export type LocalFileStorage = {
  /** Stores the file; a key already there is refused, or left as it is when `contentAddressed`. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file, or null when it is gone. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

type Options = {
  /** The keys this store holds: anything else is a programming error. */
  key: RegExp;
  /** What the files are, for that error. */
  what: string;
  /** Keys are the bytes' hash: putting one again is the same file. */
  contentAddressed?: boolean;
};

export function localFileStorage(folder: string, { key, what, contentAddressed = false }: Options) {
  const root = path.resolve(folder);
  const fileOf = (name: string) => {
    if (!key.test(name)) throw new Error(`Not a ${what} key: ${name}`);
    return path.join(root, name);
  };
  const storage: LocalFileStorage = {
    async put(name, bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      // `wx`: a generated name is never written twice.
      await writeFile(fileOf(name), bytes, { flag: 'wx', mode: 0o600 }).catch(
        (error: NodeJS.ErrnoException) => {
          if (!(contentAddressed && error.code === 'EEXIST')) throw error;
        },
      );
    },
    async get(name) {
      return readFile(fileOf(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
  };
  return storage;
}
