import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// From Node 25 on, Node has a localStorage and sessionStorage of its own (unavailable without
// --localstorage-file), and Vitest 4 keeps a global that Node already has instead of jsdom's. The web
// tests turn Node's off there, so that they get jsdom's, as on Node 22 and 24.
const nodeWebStorage = 'localStorage' in globalThis;

// Vitest 4 has no per-glob environment any more; every web test runs in jsdom, which costs the pure
// `.test.ts` files little and leaves one way to write a test.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    execArgv: nodeWebStorage ? ['--no-experimental-webstorage'] : [],
  },
});
