import { parseArgs } from 'node:util';
import { benchBooking } from './booking';
import { benchBundle } from './bundle';
import { benchCapacity } from './capacity';
import { benchGateway } from './gateway';
import { benchMap } from './map';
import { benchSearch } from './search';
import { benchStartup } from './startup';
import { benchTracking } from './tracking';

// `npm run bench -- <name> [--duration s] [--connections n]`; the search benchmark also takes
// [--postings n] [--pglite-postings n] [--rounds n] [--engines postgres,pglite] [--explain] (see
// search.ts); the booking benchmark takes [--postings n] [--engines postgres,pglite] (see booking.ts); the
// tracking benchmark takes [--trucks n] [--rounds n] [--batch n] [--engines postgres,pglite] (see tracking.ts);
// the capacity benchmark takes [--postings n] [--rounds n] [--engines postgres,pglite] (see capacity.ts);
// the start-up and map benchmarks [--rounds n] (see startup.ts, map.ts); the gateway benchmark
// [--rounds n] (see gateway.ts).
// Benchmarks start the built server themselves and talk to it on 127.0.0.1 only.
type BenchArgs = {
  duration: number;
  connections: number;
  postings?: number;
  pglitePostings?: number;
  rounds?: number;
  engines?: string;
  explain: boolean;
  trucks?: number;
  batch?: number;
};

const benchmarks: Record<string, { connections: number; run: (args: BenchArgs) => Promise<void> }> = {
  gateway: { connections: 20, run: benchGateway },
  // Few connections: the search budget is a latency at a modest load, not a throughput.
  search: { connections: 4, run: benchSearch },
  // Many clients on one load: the contention budget is about correctness under a burst.
  booking: { connections: 200, run: benchBooking },
  // See results and the list's counts of capacity (decision 050): latencies at a modest load, as search.
  capacity: { connections: 4, run: benchCapacity },
  // No server: the size of the built web app's initial scripts.
  bundle: { connections: 0, run: benchBundle },
  // No load generator: a browser times the load markers of the search map on the demo board.
  map: { connections: 0, run: benchMap },
  // No load generator: the first start of the built server with the demo data, and a restart.
  startup: { connections: 0, run: benchStartup },
  // Many trucks, each its own token: the ingestion budget is positions per second (decision 038). More
  // clients than this add latency, not throughput, on two cores.
  tracking: { connections: 16, run: benchTracking },
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string' },
    postings: { type: 'string' },
    'pglite-postings': { type: 'string' },
    rounds: { type: 'string' },
    engines: { type: 'string' },
    explain: { type: 'boolean', default: false },
    trucks: { type: 'string' },
    batch: { type: 'string' },
  },
});
const name = positionals[0] ?? 'gateway';
const benchmark = benchmarks[name];
if (!benchmark) {
  console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
// "1000000", "1_000_000" and "1,000,000" all mean a million.
const count = (value: string | undefined) =>
  value === undefined ? undefined : Number(value.replace(/[_,]/g, ''));
await benchmark.run({
  duration: Number(values.duration),
  connections: count(values.connections) ?? benchmark.connections,
  postings: count(values.postings),
  pglitePostings: count(values['pglite-postings']),
  rounds: count(values.rounds),
  engines: values.engines,
  explain: values.explain,
  trucks: count(values.trucks),
  batch: count(values.batch),
});
