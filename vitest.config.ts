import { defineConfig } from 'vitest/config';
import { webNodeProject, webProject } from './apps/web/vitest.config';

// One runner, five projects: pure domain rules, the catalogues of every language, the server through app.inject on a fresh database
// per file (a copy of one migrated at the start of the run), and the web app's unit tests: those that
// render in jsdom (web), the pure ones in node (web-node).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'locales', root: './packages/locales', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['./src/test-support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A test file is a short-lived process: V8's optimising tier would compile PGlite's
          // WebAssembly in the background for longer than the file runs. Its baseline compiler alone
          // starts and queries the database with less CPU in all.
          execArgv: ['--liftoff-only'],
        },
      },
      webProject,
      webNodeProject,
    ],
  },
});
