import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pickBenchPort, startServer } from './server-process';

// The start-up benchmark (decision 052: the first start under 60 s, a restart under 10 s).
//
//   npm run build                     # the server bundle that `npm start` runs
//   npm run bench -- startup          # 2 rounds
//   npm run bench -- startup --rounds 5
//
// Each round starts the built server as `npm start` does after its build (embedded PGlite, demo data
// on, the default NODE_ENV) on a fresh data folder, and times it until /healthz answers: the first
// start creates the database, applies the migrations, loads the gazetteer and the demo board. It
// stops it and starts it again on the same folder: the restart. Besides the wall-clock time, the CPU
// seconds the server used by then (Linux: /proc/<pid>/stat), which other work on a shared machine
// moves far less. The build itself (`npm start` runs it first, a few seconds) is not counted.

export type StartupBenchArgs = { rounds?: number };

type Start = { seconds: number; cpuSeconds: number | null };

/** CPU seconds (user and system) a process has used, or null where /proc is not there. */
function cpuSecondsOf(pid: number): number | null {
  const statFile = `/proc/${pid}/stat`;
  if (!existsSync(statFile)) return null;
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  const clockTicksPerSecond = 100; // USER_HZ, 100 on every Linux this runs on
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}

async function timeStart(dataDir: string): Promise<Start> {
  const started = performance.now();
  const server = await startServer({
    dataDir,
    port: pickBenchPort(),
    env: { NODE_ENV: 'development', SEED_DEMO_DATA: 'true', DEMO_SUPPLY_INTERVAL_MS: '0' },
    readyTimeoutMs: 600_000,
    pollMs: 50,
  });
  const seconds = (performance.now() - started) / 1_000;
  const cpuSeconds = cpuSecondsOf(server.pid);
  await server.stop();
  return { seconds, cpuSeconds };
}

/** The middle value, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const format = (value: number | null) => (value === null ? '-' : value.toFixed(1));

function summarise(name: string, starts: Start[]): void {
  const wall = starts.map((start) => start.seconds);
  const cpu = starts.flatMap((start) => (start.cpuSeconds === null ? [] : [start.cpuSeconds]));
  const stats = (values: number[]) =>
    values.length === 0 ? '-' : `min ${format(Math.min(...values))} s, median ${format(median(values))} s`;
  console.log(`  ${name.padEnd(12)} wall ${stats(wall)}; CPU ${stats(cpu)}`);
}

export async function benchStartup(args: StartupBenchArgs): Promise<void> {
  const rounds = args.rounds ?? 2;
  const firsts: Start[] = [];
  const restarts: Start[] = [];
  console.log(`start-up of the built server with the demo data, ${rounds} rounds`);
  for (let round = 1; round <= rounds; round += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-startup-'));
    try {
      const load = loadavg()[0]!;
      const first = await timeStart(dataDir);
      const restart = await timeStart(dataDir);
      firsts.push(first);
      restarts.push(restart);
      console.log(
        `  round ${round}: first start ${format(first.seconds)} s (CPU ${format(first.cpuSeconds)} s), ` +
          `restart ${format(restart.seconds)} s (CPU ${format(restart.cpuSeconds)} s); ` +
          `load average ${load.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  summarise('first start', firsts);
  summarise('restart', restarts);
  console.log('  budgets: first start under 60 s, restart under 10 s (wall clock, decision 052)');
}
