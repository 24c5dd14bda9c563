// Starts the built server on a fresh embedded database: a new temporary DATA_DIR for every run, removed
// when the server stops. Playwright's webServer runs this with PORT and HOST set.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: build first (npm run build at the repository root).`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-'));

const server = spawn(process.execPath, [serverEntry], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});

function removeDataDir() {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}

server.on('error', (error) => {
  console.error(`Could not start ${serverEntry}: ${error.message}`);
  removeDataDir();
  process.exit(1);
});

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});
