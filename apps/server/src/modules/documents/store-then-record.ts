import type { FileStore } from '../../platform/file-store';
import type { CheckedFile } from './check-upload-files';
import type { StoredFile } from './insert-shipment-documents';

/**
 * Puts checked files in the object store, then runs `record` (the transaction of their rows) with
 * them under their keys. If a put or the record fails, the objects of this call are deleted again, so
 * a failure leaves nothing behind (decisions 042, 043); the caller hears of the first failure, since a
 * store that cannot delete logs it itself.
 */
export async function storeThenRecord<T>(
  fileStore: FileStore,
  files: readonly CheckedFile[],
  record: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await fileStore.put(file.bytes, file.format));
    return await record(files.map((file, index) => ({ ...file, storageKey: keys[index]! })));
  } catch (error) {
    await Promise.allSettled(keys.map((key) => fileStore.delete(key)));
    throw error;
  }
}
