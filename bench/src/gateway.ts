import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './server-process';

// What the GraphQL gateway costs: the same check through a plain Fastify route and through the
// gateway, one after the other, same server, both counted by the same rate limiter (decision 054;
// the load balancers' /livez and /healthz skip it, so they are not compared).
type Result = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function measure(name: string, options: autocannon.Options): Promise<Result> {
  const result = await autocannon({ connections: 20, duration: 10, ...options });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

type Pair = { label: string; restPath: string; query: string };

// Each pair does the same work through both doors. The budget (GraphQL at least 0.8x a plain route
// through the same limiter) applies to the first pair; the second shows the same comparison with one
// database round trip.
const pairs: Pair[] = [
  { label: 'no IO', restPath: '/v1/api/status', query: '{ gatewayInfo { status version } }' },
  { label: 'one database query', restPath: '/v1/api/health', query: '{ health { status database } }' },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const printResult = (r: Result) =>
  console.log(
    `    ${r.name.padEnd(40)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   non-2xx ${r.non2xx}`,
  );

/**
 * `--rounds n` (3 by default) alternates the two doors n times and reports each round's ratio with
 * their min and median: on a shared machine, other work moves one measurement of 10 s by 2x or more.
 */
export async function benchGateway(args: {
  duration: number;
  connections: number;
  rounds?: number;
}): Promise<void> {
  const rounds = args.rounds ?? 3;
  const server = await startServer({ postgresUrl: process.env.DATABASE_URL });
  try {
    const common = { duration: args.duration, connections: args.connections };
    const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\ngateway benchmark (${args.connections} connections, ${args.duration} s each, ${rounds} rounds, ${engine}, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')})`,
    );
    let failures = 0;
    for (const pair of pairs) {
      const body = JSON.stringify({ query: pair.query });
      const graphqlRequest = {
        url: `${server.url}/web/v1/experience`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body,
      };
      const restRequest = { url: `${server.url}${pair.restPath}` };
      // A short warm-up lets V8 and graphql-jit compile both paths before they are measured.
      await measure('warm-up', { ...common, ...restRequest, duration: 2 });
      await measure('warm-up', { ...common, ...graphqlRequest, duration: 2 });
      console.log(`  ${pair.label}`);
      const ratios: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const plain = await measure(`REST GET ${pair.restPath}`, { ...common, ...restRequest });
        const gateway = await measure(`GraphQL ${pair.query}`, { ...common, ...graphqlRequest });
        printResult(plain);
        printResult(gateway);
        const ratio = gateway.requestsPerSecond / plain.requestsPerSecond;
        ratios.push(ratio);
        console.log(`    round ${round + 1} ratio GraphQL / REST: ${ratio.toFixed(2)}`);
        failures += plain.errors + gateway.errors + plain.non2xx + gateway.non2xx;
      }
      console.log(
        `    ratio GraphQL / REST: min ${Math.min(...ratios).toFixed(2)}, median ${median(ratios).toFixed(2)}`,
      );
    }
    console.log('  budget: GraphQL at least 0.80x the plain route through the same limiter (no-IO pair)');
    if (failures > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
