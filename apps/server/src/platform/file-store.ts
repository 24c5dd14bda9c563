import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { notFound } from './errors';
import { message } from './i18n';

/**
 * The object store of documents (architecture: local folder by default). Keys are made here, a UUID
 * and an extension, so no text from a request ever becomes part of a path.
 */
export type FileStore = {
  /** Stores the bytes under a new key and answers the key. */
  put: (bytes: Uint8Array, extension: string) => Promise<string>;
  /** The bytes of a key; NOT_FOUND when nothing is stored under it. */
  get: (key: string) => Promise<Buffer>;
  /** Removes a key's bytes; removing a missing key is not an error. */
  delete: (key: string) => Promise<void>;
};

export const fileNotFoundMessage = message('fileNotFound');

const extensionPattern = /^[a-z0-9]{1,10}$/;
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,10}$/;

export function isFileKey(key: string): boolean {
  return keyPattern.test(key);
}

/** The folder of the local store under the server's data folder. */
export function fileStoreDir(dataDir: string): string {
  return join(resolve(dataDir), 'files');
}

/** A store of files in one local folder, created when the first file is written. */
export function createLocalFileStore(dir: string): FileStore {
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw notFound(fileNotFoundMessage);
    return join(dir, key);
  };
  return {
    put: async (bytes, extension) => {
      const normalised = extension.toLowerCase();
      if (!extensionPattern.test(normalised)) throw new Error(`Not a file extension: ${extension}`);
      const key = `${randomUUID()}.${normalised}`;
      await mkdir(dir, { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = join(dir, `.${key}.partial`);
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, join(dir, key));
      return key;
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') throw notFound(fileNotFoundMessage);
        throw error;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}
