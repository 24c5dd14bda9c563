import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { fileNotFoundMessage, type FileStore } from '../platform/file-store';
import { inEnglish } from './in-english';

/**
 * What every object store does, whatever it keeps the bytes in (decision 042): run inside a describe
 * by the test of each store, with that store.
 */
export function itBehavesAsAFileStore(store: () => FileStore): void {
  const missing = { code: 'NOT_FOUND', message: inEnglish(fileNotFoundMessage) };

  it('stores bytes under a key it makes and reads them back', async () => {
    const key = await store().put(new TextEncoder().encode('%PDF-1.7 hello'), 'PDF');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/);
    expect((await store().get(key)).toString('utf8')).toBe('%PDF-1.7 hello');
  });

  it('gives every file its own key', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const [a, b] = await Promise.all([store().put(bytes, 'bin'), store().put(bytes, 'bin')]);
    expect(a).not.toBe(b);
    expect([...(await store().get(a))]).toEqual([1, 2, 3]);
    expect([...(await store().get(b))]).toEqual([1, 2, 3]);
  });

  it('keeps every byte value as it was, and an empty file', async () => {
    const everyByte = Uint8Array.from({ length: 512 }, (_, index) => (index * 7) % 256);
    const key = await store().put(everyByte, 'jpg');
    expect(Buffer.compare(await store().get(key), everyByte)).toBe(0);
    const empty = await store().put(new Uint8Array(0), 'pdf');
    expect((await store().get(empty)).length).toBe(0);
  });

  it('keeps a 5 MB document whole', async () => {
    const large = randomBytes(5 * 1024 * 1024);
    const key = await store().put(large, 'pdf');
    const read = await store().get(key);
    expect(read.length).toBe(large.length);
    expect(read.equals(large)).toBe(true);
  });

  it('deletes a file, and deleting it again is not an error', async () => {
    const key = await store().put(new Uint8Array([7]), 'bin');
    await store().delete(key);
    await store().delete(key);
    await expect(store().get(key)).rejects.toMatchObject(missing);
  });

  it('answers NOT_FOUND for a key of its form that holds nothing', async () => {
    await expect(store().get('00000000-0000-4000-8000-000000000000.pdf')).rejects.toMatchObject(missing);
  });

  it('never turns a key that it did not make into a path or an object name', async () => {
    const kept = await store().put(new Uint8Array([9]), 'pdf');
    const notOurs = [
      '../secret.pdf',
      '/etc/passwd',
      'a/b.pdf',
      `${'0'.repeat(36)}.pdf`,
      '',
      `${kept}/../${kept}`,
      `${kept.toUpperCase()}`,
      `x${kept}`,
      `${kept}.pdf`,
    ];
    for (const key of notOurs) {
      await expect(store().get(key), key).rejects.toMatchObject(missing);
      await expect(store().delete(key), key).rejects.toMatchObject(missing);
    }
    // None of them reached the file they resemble.
    expect([...(await store().get(kept))]).toEqual([9]);
    for (const extension of ['../x', 'pdf/x', '', 'a.b', 'x'.repeat(11)])
      await expect(store().put(new Uint8Array([1]), extension), extension).rejects.toThrow(
        'Not a file extension',
      );
  });
}
