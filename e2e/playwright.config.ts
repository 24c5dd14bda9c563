import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the built SPA served by the real server, which
// starts on a fresh embedded database for every run (see support/start-server.mjs). No API is mocked.
// E2E_PORT lets two checkouts on one machine run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// The launcher's SMTP sink writes every e-mail it receives here; the tests read them (support/mailbox.ts).
// Set in the environment so that the launcher and the test workers, which load this file too, agree.
const mailboxDir = join(tmpdir(), `freight-e2e-mailbox-${port}`);
process.env.E2E_MAILBOX_DIR = mailboxDir;

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
    // The app's service worker precaches the whole release (about 1.5 MB) in every new context, which
    // loads the shared machine for nothing: it is blocked here (the app's registration then fails, and
    // it says so with a warning), and allowed in the specs of what it does (push, the installed app).
    serviceWorkers: 'block',
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
    env: { PORT: String(port), HOST: '127.0.0.1', E2E_MAILBOX_DIR: mailboxDir },
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM first, so the wrapper can stop the server and remove its temporary database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
