import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder, precompressMinBytes } from './precompress-plugin';

describe('the build compresses its files once', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies beside each text file that decompress to the same bytes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'freight-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const loads = ['.concat('"a load from Chicago",'.repeat(200), '];');
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>text</p>'.repeat(200)}`);

    const written = await precompressFolder(dir);

    expect(written.map((file) => file.file).sort()).toEqual(['assets/index-abc.js', 'index.html']);
    const base = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${base}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${base}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${base}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves small files, images and files that would not shrink as they are', async () => {
    dir = mkdtempSync(join(tmpdir(), 'freight-precompress-'));
    writeFileSync(join(dir, 'small.js'), 'x'.repeat(precompressMinBytes - 1));
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    // Random bytes do not compress: a copy would be larger than the file.
    writeFileSync(join(dir, 'noise.txt'), new Uint8Array(randomBytes(4096)));

    await precompressFolder(dir);

    expect(existsSync(join(dir, 'small.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'small.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.txt.gz'))).toBe(false);
  });
});
