import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

// Everything the SPA calls lives on the server; in development Vite forwards these prefixes to it.
const apiTarget = 'http://127.0.0.1:8080';
const apiPrefixes = ['/web', '/mobile', '/v1', '/load', '/contentstack', '/identity', '/healthz'];

export default defineConfig({
  root: appRoot,
  base: '/carrier/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
});
