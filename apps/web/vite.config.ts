import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { webCatalogueBlocks } from './catalogue-blocks-plugin';
import { notificationsContainerAlias } from './notifications-container-alias';
import { graphqlDocuments } from './graphql-documents-plugin';
import { mantineStylesPerComponent } from './mantine-styles-plugin';
import { precompress } from './precompress-plugin';

/**
 * Emits `sw.js` next to index.html with the build's own file list, so the worker precaches exactly
 * the hashed assets of this release (and its cache name changes with them).
 */
function serviceWorker({
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
      const version = hashText(files.join('\n'));
      const source = readFileSync(templateFile, 'utf8')
        .replace('__BUILD_VERSION__', version)
        // Every occurrence: the template's first line names the placeholder in a comment too, and the
        // first replacement alone left the list itself undefined (the worker then failed to start).
        .replaceAll('__PRECACHE_FILES__', JSON.stringify(files, null, 2));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/** A short stable hash (FNV-1a) of the file list: hashed names change whenever content does. */
function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const appRoot = fileURLToPath(new URL('.', import.meta.url));

// Everything the SPA calls lives on the server; in development Vite forwards these prefixes to it.
const apiTarget = 'http://127.0.0.1:8080';
const apiPrefixes = [
  '/web',
  '/mobile',
  '/v1',
  '/load',
  '/contentstack',
  '/identity',
  '/notifications',
  '/healthz',
];

export default defineConfig({
  root: appRoot,
  resolve: { alias: [notificationsContainerAlias] },
  base: '/carrier/',
  plugins: [
    graphqlDocuments({
      generatedModule: fileURLToPath(new URL('./src/graphql/graphql.ts', import.meta.url)),
    }),
    react(),
    webCatalogueBlocks(),
    mantineStylesPerComponent(),
    serviceWorker({
      templateFile: fileURLToPath(new URL('./service-worker/sw-template.js', import.meta.url)),
      publicFiles: [
        'manifest.webmanifest',
        'icons/icon.svg',
        'icons/icon-192.png',
        'icons/icon-512.png',
        'icons/apple-touch-icon.png',
        'basemap/states-provinces.geojson',
        'basemap/place-labels.geojson',
      ],
    }),
    // Every file the server sends, compressed once here (decision 053).
    precompress(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
});
