import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, defineProject } from 'vitest/config';
import { webCatalogueBlocks } from './catalogue-blocks-plugin';
import { notificationsContainerModule } from './notifications-container-alias';

// From Node 25 on, Node has a localStorage and sessionStorage of its own (unavailable without
// --localstorage-file), and Vitest 4 keeps a global that Node already has instead of jsdom's. The web
// tests turn Node's off there, so that they get jsdom's, as on Node 22 and 24.
const nodeWebStorage = 'localStorage' in globalThis;
const execArgv = nodeWebStorage ? ['--no-experimental-webstorage'] : [];

// Two projects over the web app's tests, told apart by file name: what renders (`*.test.tsx`) runs in
// jsdom after the setup file, pure modules (`*.test.ts`) in node, without a DOM to build for each
// file. The few `.ts` tests of modules that read the browser's globals are listed here and go to jsdom.
const root = fileURLToPath(new URL('.', import.meta.url));
const needBrowser = [
  'src/lib/api-client.test.ts', // the gateway path depends on the display mode (matchMedia)
  'src/lib/log-event.test.ts', // a hook (renderHook) that reads navigator.onLine
  'src/lib/auth/user-manager.test.ts', // oidc-client-ts with the browser's storage
  'src/lib/service-worker.test.ts', // the page's worker container and its reload
];

const mantine = [
  '@mantine/core',
  '@mantine/dates',
  '@mantine/form',
  '@mantine/hooks',
  '@mantine/notifications',
];

export const webProject = defineProject({
  root,
  plugins: [react(), webCatalogueBlocks()],
  // The toasts' container from the package's entry, as the optimizer bundles Mantine for the tests: the
  // container's own module would come with a second store, which no `notifications.show` writes to.
  resolve: { alias: [{ find: notificationsContainerModule, replacement: '@mantine/notifications' }] },
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', ...needBrowser],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    execArgv,
    // Mantine is hundreds of modules, which every test file (a process of its own) would load one by
    // one; bundled once for the run, each file loads a few.
    deps: { optimizer: { client: { enabled: true, include: mantine } } },
    server: { deps: { inline: [/@mantine\//] } },
  },
});

export const webNodeProject = defineProject({
  root,
  plugins: [react(), webCatalogueBlocks()],
  test: {
    name: 'web-node',
    include: ['src/**/*.test.ts', '*.test.ts'],
    exclude: [...configDefaults.exclude, ...needBrowser],
    environment: 'node',
    execArgv,
  },
});

export default defineConfig({ test: { projects: [webProject, webNodeProject] } });
