// Starts the built server on a fresh embedded database: a new temporary DATA_DIR for every run, removed
// when the server stops. Playwright's webServer runs this with PORT and HOST set.
// Before the server, it starts an SMTP sink (a real SMTP server on 127.0.0.1, no auth, no TLS) and points
// the server's SMTP_URL at it; every message received is written as a JSON file into E2E_MAILBOX_DIR,
// where the tests read it (support/mailbox.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: build first (npm run build at the repository root).`);
  process.exit(1);
}

const mailboxDir = process.env.E2E_MAILBOX_DIR;
if (!mailboxDir) {
  console.error('E2E_MAILBOX_DIR is not set (playwright.config.ts sets it).');
  process.exit(1);
}
rmSync(mailboxDir, { recursive: true, force: true });
mkdirSync(mailboxDir, { recursive: true });

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const message = {
        receivedAt: new Date().toISOString(),
        to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      // Written under another name, then renamed: a reader never sees half a message.
      const name = `${Date.now()}-${String(received).padStart(4, '0')}`;
      writeFileSync(join(mailboxDir, `${name}.tmp`), JSON.stringify(message));
      renameSync(join(mailboxDir, `${name}.tmp`), join(mailboxDir, `${name}.json`));
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  sink.once('error', reject);
  sink.listen(0, '127.0.0.1', resolve);
});
const smtpPort = sink.server.address().port;

const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-'));

const server = spawn(process.execPath, [serverEntry], {
  // Every browser test signs in and loads the app from 127.0.0.1: the per-address limits (requests and
  // sign-in forms) are raised here; their own behaviour is tested on the server. At the default request
  // limit the whole suite, one address, ran into 429s on the app's scripts.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    RATE_LIMIT_MAX: '100000',
    SIGN_IN_RATE_LIMIT_MAX: '10000',
    // The tests expect the seeded demo data as it is: no loads or tenders appear behind their back.
    DEMO_SUPPLY_INTERVAL_MS: '0',
    // The arrival geofence checks a standing truck every 2 s rather than every 120 s (D2-4.52), so
    // that a replayed dwell at a dock takes seconds; the rule itself is tested in the domain.
    CONFIG_OVERRIDES: JSON.stringify({ gps: { arrivalCheckIntervalMs: 2_000 } }),
    // Web Push (decision 060): the push spec's receiver is a push service on 127.0.0.1 with a
    // certificate of its own, which the server trusts.
    WEB_PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com,127.0.0.1',
    NODE_EXTRA_CA_CERTS: fileURLToPath(
      new URL('../../apps/server/src/test-support/push-receiver.cert.pem', import.meta.url),
    ),
  },
  stdio: 'inherit',
});

function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  sink.close();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}

server.on('error', (error) => {
  console.error(`Could not start ${serverEntry}: ${error.message}`);
  cleanUp();
  process.exit(1);
});

server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
