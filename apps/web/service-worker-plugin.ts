import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The worker's source for one build: the template with its version and file list in place of the
 * placeholders' assignments. Only a placeholder that is a value is replaced: the template names them
 * in its `global` comment too, and replacing that one instead left the worker's code with an undefined
 * name, which stopped it at evaluation (no worker was ever installed).
 */
export function renderServiceWorker(template: string, version: string, files: readonly string[]): string {
  return template
    .replace(/'__BUILD_VERSION__'/, JSON.stringify(version))
    .replace(/=\s*__PRECACHE_FILES__;/, `= ${JSON.stringify(files, null, 2)};`);
}

/** A short stable hash (FNV-1a) of the file list: hashed names change whenever content does. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Emits `sw.js` next to index.html with the build's own file list, so the worker precaches exactly
 * the hashed assets of this release (and its cache name changes with them).
 */
export function serviceWorker({
  templateFile,
  publicFiles,
}: {
  templateFile: string;
  publicFiles: string[];
}): Plugin {
  return {
    name: 'freight-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => !file.endsWith('.map'));
      const files = ['index.html', ...built.filter((file) => file !== 'index.html'), ...publicFiles];
      const source = renderServiceWorker(
        readFileSync(templateFile, 'utf8'),
        hashText(files.join('\n')),
        files,
      );
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
