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
// database round trip. The clients send a query as a GET (by its hash, decision 068; here its text,
// which the server reads the same way less one lookup of the hash), and a mutation, or a query the
// server does not know by hash, as a POST of its document: both are measured, the budget is the GET's.
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
      const gatewayUrl = `${server.url}/web/v1/experience`;
      const getRequest = { url: `${gatewayUrl}?${new URLSearchParams({ query: pair.query })}` };
      const postRequest = {
        url: gatewayUrl,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: pair.query }),
      };
      const restRequest = { url: `${server.url}${pair.restPath}` };
      // A short warm-up lets V8 and graphql-jit compile every path before they are measured.
      for (const request of [restRequest, getRequest, postRequest])
        await measure('warm-up', { ...common, ...request, duration: 2 });
      console.log(`  ${pair.label}`);
      const ratios = { GET: [] as number[], POST: [] as number[] };
      for (let round = 0; round < rounds; round += 1) {
        const plain = await measure(`REST GET ${pair.restPath}`, { ...common, ...restRequest });
        const byGet = await measure(`GraphQL GET ${pair.query}`, { ...common, ...getRequest });
        const byPost = await measure(`GraphQL POST ${pair.query}`, { ...common, ...postRequest });
        for (const result of [plain, byGet, byPost]) {
          printResult(result);
          failures += result.errors + result.non2xx;
        }
        ratios.GET.push(byGet.requestsPerSecond / plain.requestsPerSecond);
        ratios.POST.push(byPost.requestsPerSecond / plain.requestsPerSecond);
        console.log(
          `    round ${round + 1} ratio GraphQL / REST: GET ${ratios.GET.at(-1)!.toFixed(2)}, POST ${ratios.POST.at(-1)!.toFixed(2)}`,
        );
      }
      for (const [method, values] of Object.entries(ratios))
        console.log(
          `    ratio GraphQL ${method} / REST: min ${Math.min(...values).toFixed(2)}, median ${median(values).toFixed(2)}`,
        );
    }
    console.log(
      '  budget: GraphQL (a query, GET) at least 0.80x the plain route through the same limiter (no-IO pair)',
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
