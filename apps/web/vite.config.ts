import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellScrollClassNames } from './app-shell-scroll-class-names-plugin';
import { webCatalogueBlocks } from './catalogue-blocks-plugin';
import { graphqlDocuments } from './graphql-documents-plugin';
import { mantineStylesPerComponent } from './mantine-styles-plugin';
import { notificationsContainerAlias } from './notifications-container-alias';
import { precompress } from './precompress-plugin';
import { serviceWorker } from './service-worker-plugin';

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
  '/live',
  '/devicemanage',
  '/masterdata',
  '/laneandtruck',
];

export default defineConfig({
  root: appRoot,
  base: '/carrier/',
  resolve: { alias: [notificationsContainerAlias] },
  plugins: [
    graphqlDocuments({
      generatedModule: fileURLToPath(new URL('./src/graphql/graphql.ts', import.meta.url)),
    }),
    react(),
    webCatalogueBlocks(),
    mantineStylesPerComponent(),
    appShellScrollClassNames(),
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
    rolldownOptions: {
      output: {
        // Every module the entry imports statically is needed before the first screen: one file rather
        // than some thirty, so that a phone does not wait on round trips for them (decision 053).
        // Modules are moved, never copied: lazily loaded code still shares them.
        codeSplitting: { groups: [{ name: 'frame', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
});
