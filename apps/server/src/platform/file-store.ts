import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { notFound } from './errors';
import { message } from './i18n';

/**
 * The object store of documents (decision 042): a local folder by default, an S3-compatible bucket with
 * S3_BUCKET. Keys are made here, a UUID and an extension, so no text from a request ever becomes part of
 * a path or an object name.
 */
export type FileStore = {
  /** Stores the bytes under a new key and answers the key. */
  put: (bytes: Uint8Array, extension: string) => Promise<string>;
  /** The bytes of a key; NOT_FOUND when nothing is stored under it (or the key is not one of ours). */
  get: (key: string) => Promise<Buffer>;
  /** Removes a key's bytes; removing a missing key is not an error. */
  delete: (key: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's object store (app.ts), for start-up work outside a request: the demo documents. */
    fileStore: FileStore;
  }
}

export const fileNotFoundMessage = message('fileNotFound');

const extensionPattern = /^[a-z0-9]{1,10}$/;
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,10}$/;

export function isFileKey(key: string): boolean {
  return keyPattern.test(key);
}

/** A new key for a file of this extension (any case); a programming error for anything else. */
export function newFileKey(extension: string): string {
  const normalised = extension.toLowerCase();
  if (!extensionPattern.test(normalised)) throw new Error(`Not a file extension: ${extension}`);
  return `${randomUUID()}.${normalised}`;
}

const contentTypes = new Map([
  ['pdf', 'application/pdf'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
]);

/** The media type of a stored file, from its key's extension (the bytes were checked when stored). */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (extension && contentTypes.get(extension)) ?? 'application/octet-stream';
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
      const key = newFileKey(extension);
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
