import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, fileNotFoundMessage, fileStoreDir, type FileStore } from './file-store';
import { inEnglish } from '../test-support/in-english';

describe('local file store', () => {
  let dataDir: string;
  let store: FileStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'file-store-'));
    store = createLocalFileStore(fileStoreDir(dataDir));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stores bytes under a key it makes and reads them back', async () => {
    const key = await store.put(new TextEncoder().encode('%PDF-1.7 hello'), 'PDF');
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect((await store.get(key)).toString('utf8')).toBe('%PDF-1.7 hello');
    expect(await readdir(join(dataDir, 'files'))).toEqual([key]);
  });

  it('gives every file its own key', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const [a, b] = await Promise.all([store.put(bytes, 'bin'), store.put(bytes, 'bin')]);
    expect(a).not.toBe(b);
  });

  it('deletes a file, and deleting it again is not an error', async () => {
    const key = await store.put(new Uint8Array([7]), 'bin');
    await store.delete(key);
    await store.delete(key);
    await expect(store.get(key)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: inEnglish(fileNotFoundMessage),
    });
  });

  it('never turns a key that it did not make into a path', async () => {
    for (const key of ['../secret.pdf', '/etc/passwd', 'a/b.pdf', `${'0'.repeat(36)}.pdf`, '']) {
      await expect(store.get(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(store.delete(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(store.put(new Uint8Array([1]), '../x')).rejects.toThrow('Not a file extension');
  });
});
