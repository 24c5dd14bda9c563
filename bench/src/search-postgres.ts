import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A PostgreSQL server for the search benchmark when BENCH_POSTGRES_URL names none: started from the
// Debian packages the way .ci/run starts one (initdb in a temporary folder, trust authentication,
// 127.0.0.1 on a free port), and removed again afterwards.

export type LocalPostgres = { url: string; description: string; stop: () => Promise<void> };

/** Settings of the server this benchmark starts; everything else is PostgreSQL's default. */
const serverSettings: Record<string, string> = {
  // A quarter of a small database server's memory, as a deployment would configure it; the default
  // 128 MB would make the benchmark measure the kernel's page cache instead.
  shared_buffers: '1GB',
  max_connections: '100',
};

function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions[versions.length - 1];
  return newest ? join(root, newest, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a throw-away PostgreSQL server, or returns undefined when none is installed. */
export async function startLocalPostgres(): Promise<LocalPostgres | undefined> {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  // initdb refuses to run as root: as root, run the server as the packages' postgres user.
  const isRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-pg-'));
  if (isRoot) {
    execFileSync('chown', ['postgres', dataDir]);
    chmodSync(dataDir, 0o700);
  }
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  const options = [
    `-h 127.0.0.1 -p ${port} -k ${dataDir}`,
    ...Object.entries(serverSettings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  run('pg_ctl', ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-o', options, 'start']);
  const version = execFileSync(join(bin, 'postgres'), ['--version']).toString().trim();
  const settings = Object.entries(serverSettings)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    description: `${version}, started by the benchmark (${settings}, other settings default)`,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
