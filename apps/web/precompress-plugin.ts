import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing: scripts, styles, the page, the manifest, the basemap's GeoJSON. */
const compressible = /\.(?:js|css|html|json|webmanifest|geojson|svg|txt|md)$/;
/** Below a kilobyte a compressed copy saves less than a packet (the server's threshold too). */
export const precompressMinBytes = 1024;

export type PrecompressedFile = { file: string; bytes: number; brotliBytes?: number; gzipBytes?: number };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, level 9) beside every compressible file
 * of `dir` of at least `precompressMinBytes`, each only when it is smaller than the file. The server
 * sends them as they are to clients that accept them (decision 053): compressed once at build time,
 * at a quality no server could afford per request.
 */
export async function precompressFolder(dir: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  return Promise.all(
    files.map(async (file): Promise<PrecompressedFile> => {
      const content = await readFile(file);
      const relative = file.slice(dir.length).replace(/^[/\\]/, '');
      if (content.length < precompressMinBytes) return { file: relative, bytes: content.length };
      const [brotliBytes, gzipBytes] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      const written: PrecompressedFile = { file: relative, bytes: content.length };
      if (brotliBytes.length < content.length) {
        await writeFile(`${file}.br`, brotliBytes);
        written.brotliBytes = brotliBytes.length;
      }
      if (gzipBytes.length < content.length) {
        await writeFile(`${file}.gz`, gzipBytes);
        written.gzipBytes = gzipBytes.length;
      }
      return written;
    }),
  );
}

/** Compresses the build's output once it is all written, public files included. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'freight-precompress',
    apply: 'build',
    configResolved(config) {
      // The folder the build writes to, also when `--outDir` names another one.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const written = await precompressFolder(outDir);
      const count = written.filter((file) => file.brotliBytes !== undefined).length;
      this.info(`precompressed ${count} files (brotli and gzip)`);
    },
  };
}
