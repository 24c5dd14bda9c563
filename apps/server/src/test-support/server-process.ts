import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

// The real server as a child process (main.ts through tsx, as `npm run dev` runs it), for the tests
// that kill it mid-work or run two of it on one database.

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Whether a pino line with this message was logged (stdout). */
  hasLogged: (message: string) => boolean;
  /** Stops it with SIGKILL (a crash) or SIGTERM (a graceful stop), and waits until it has exited. */
  stop: (signal: 'SIGKILL' | 'SIGTERM') => Promise<void>;
  /** What it printed, for a failing test's message. */
  output: () => string;
};

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server with this environment on a free port and waits until /healthz answers 200. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { readyWithinMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => printed;

  const deadline = Date.now() + (options.readyWithinMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output()}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(100);
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`the server did not answer /healthz in time:\n${output()}`);
  }
  return {
    url,
    hasLogged: (message) => printed.includes(`"msg":"${message}"`),
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    output,
  };
}
