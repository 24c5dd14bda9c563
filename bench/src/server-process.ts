import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type RunningServer = {
  url: string;
  /** The server's process id (its CPU time is in /proc/<pid>/stat on Linux). */
  pid: number;
  stop: () => Promise<void>;
};

/** A new, empty database on the PostgreSQL server of `adminUrl`, dropped again by `drop`. */
export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${Date.now()}_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

export type StartServerOptions = {
  /** A PostgreSQL server: the server gets a fresh database on it, dropped when it stops. */
  postgresUrl?: string;
  /** An existing PostgreSQL database to use as it is (the caller loaded it and drops it). */
  databaseUrl?: string;
  /** An existing embedded database folder to use as it is (the caller loaded it and removes it). */
  dataDir?: string;
  /** The port to listen on; the caller needs it in advance to sign tokens for the issuer URL. */
  port?: number;
  env?: Record<string, string>;
  /** How long to wait for /healthz (120 s unless told): a first start that loads the demo takes longer. */
  readyTimeoutMs?: number;
  /** How often to ask /healthz while waiting (250 ms unless told). */
  pollMs?: number;
};

/** A port in the range the benchmarks use (the same choice `startServer` makes when given none). */
export function pickBenchPort(): number {
  return 18_000 + Math.floor(Math.random() * 1_000);
}

/**
 * Starts the built server as its own process (the load generator must not share its event loop) on
 * a fresh embedded database, or on a fresh database of the PostgreSQL server at `postgresUrl`, or on
 * a database the caller prepared (`databaseUrl`, `dataDir`), and waits until /healthz answers.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error('The server is not built: run `npm run build` first.');
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'freight-bench-'));
  const scratch = options.postgresUrl ? await createScratchDatabase(options.postgresUrl) : undefined;
  const databaseUrl = options.databaseUrl ?? scratch?.url;
  const port = options.port ?? pickBenchPort();
  // The engine is chosen here, never inherited: a DATABASE_URL of the shell must not turn an
  // embedded run into a PostgreSQL one.
  const { DATABASE_URL: _inherited, ...inheritedEnv } = process.env;
  // BENCH_SERVER_NODE_ARGS: options for the server's Node only (`--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it), which NODE_OPTIONS cannot carry without reaching the load generator too.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, serverEntry], {
    env: {
      ...inheritedEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_MAX: '100000000',
      BOOKING_LIMIT_MAX: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server did not become healthy within ${readyTimeoutMs / 1_000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}
