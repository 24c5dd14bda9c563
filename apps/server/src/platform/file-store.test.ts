import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, createLocalFileStore, fileStoreDir, type FileStore } from './file-store';
import { itBehavesAsAFileStore } from '../test-support/file-store-contract';

describe('local file store', () => {
  let dataDir: string;
  let store: FileStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'file-store-'));
    store = createLocalFileStore(fileStoreDir(dataDir));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  itBehavesAsAFileStore(() => store);

  it('keeps each file under DATA_DIR/files by its key, and nothing half written', async () => {
    const key = await store.put(new TextEncoder().encode('%PDF-1.7 hello'), 'pdf');
    const names = await readdir(join(dataDir, 'files'));
    expect(names).toContain(key);
    expect(names.filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});

describe('type of a stored file', () => {
  it('follows the extension of its key, and is plain bytes for any other', () => {
    expect(contentTypeOf('00000000-0000-4000-8000-000000000000.pdf')).toBe('application/pdf');
    expect(contentTypeOf('00000000-0000-4000-8000-000000000000.png')).toBe('image/png');
    expect(contentTypeOf('00000000-0000-4000-8000-000000000000.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('00000000-0000-4000-8000-000000000000.jpeg')).toBe('image/jpeg');
    for (const key of ['a.bin', 'a.constructor', 'a.__proto__', 'pdf'])
      expect(contentTypeOf(key), key).toBe('application/octet-stream');
  });
});
