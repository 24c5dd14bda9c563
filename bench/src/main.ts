import { parseArgs } from 'node:util';
import { benchBooking } from './booking';
import { benchBundle } from './bundle';
import { benchCapacity } from './capacity';
import { benchGateway } from './gateway';
import { benchLaneRates } from './lane-rates';
import { benchLighthouse } from './lighthouse';
import { benchLive } from './live';
import { benchMap } from './map';
import { benchNotifications } from './notifications';
import { benchMembers } from './members';
import { benchSearch } from './search';
import { benchStartup } from './startup';
import { benchTracking } from './tracking';

// `npm run bench -- <name> [--duration s] [--connections n]`; the search benchmark also takes
// [--postings n] [--pglite-postings n] [--rounds n] [--engines postgres,pglite] [--explain] (see
// search.ts); the booking benchmark takes [--postings n] [--engines postgres,pglite] (see booking.ts); the
// tracking benchmark takes [--trucks n] [--rounds n] [--batch n] [--engines postgres,pglite] (see tracking.ts);
// the capacity benchmark takes [--postings n] [--rounds n] [--engines postgres,pglite] (see capacity.ts);
// the lane-rates benchmark [--postings n] (settled shipments) [--rounds n] [--engines postgres,pglite];
// the start-up, map and Lighthouse benchmarks [--rounds n] (see startup.ts, map.ts, lighthouse.ts); the
// notifications benchmark [--shipments n] [--rounds n] [--engines postgres,pglite] (see notifications.ts); the
// gateway benchmark [--rounds n] (see gateway.ts); the live benchmark [--connections n] (streams)
// [--shipments n] (tenders) [--engines postgres,pglite] (see live.ts).
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
  shipments?: number;
};

const benchmarks: Record<string, { connections: number; run: (args: BenchArgs) => Promise<void> }> = {
  gateway: { connections: 20, run: benchGateway },
  // Few connections: the search budget is a latency at a modest load, not a throughput.
  search: { connections: 4, run: benchSearch },
  // Many clients on one load: the contention budget is about correctness under a burst.
  booking: { connections: 200, run: benchBooking },
  // See results and the list's counts of capacity (decision 050): latencies at a modest load, as search.
  capacity: { connections: 4, run: benchCapacity },
  // A page of cards' lane rate history (decision 058): a latency at a modest load, as search.
  'lane-rates': { connections: 4, run: benchLaneRates },
  // No load generator: the size of the built web app's initial scripts, and of what a browser loads
  // for the search results page.
  bundle: { connections: 0, run: benchBundle },
  // No load generator: Lighthouse on the search results page, desktop and mobile presets.
  lighthouse: { connections: 0, run: benchLighthouse },
  // No load generator: a browser times the load markers of the search map on the demo board.
  map: { connections: 0, run: benchMap },
  // No load generator: the first start of the built server with the demo data, and a restart.
  startup: { connections: 0, run: benchStartup },
  // Many trucks, each its own token: the ingestion budget is positions per second (decision 038). More
  // clients than this add latency, not throughput, on two cores.
  tracking: { connections: 16, run: benchTracking },
  // No server: the notifications' relay and dispatch as the server's pipeline runs them (decision 057).
  notifications: { connections: 0, run: benchNotifications },
  // No load generator: Manage Users' pages of a carrier of 5,000 members, one call at a time (decision 055).
  members: { connections: 0, run: benchMembers },
  // Live streams held open (decision 061): --connections is the number of streams, --shipments the tenders.
  live: { connections: 1_000, run: benchLive },
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
    shipments: { type: 'string' },
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
  shipments: count(values.shipments),
});
