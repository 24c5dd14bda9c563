import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the built SPA served by the real server, which
// starts on a fresh embedded database for every run (see support/start-server.mjs). No API is mocked.
const port = 8181;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node support/start-server.mjs',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM first, so the wrapper can stop the server and remove its temporary database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
