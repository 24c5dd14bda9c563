import autocannon from 'autocannon';
import { startServer } from './server-process';

// What the GraphQL gateway costs: the same health check (one database round trip, a small JSON
// answer) through a plain Fastify route and through the gateway, one after the other, same server.
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

export async function benchGateway(args: { duration: number; connections: number }): Promise<void> {
  const server = await startServer(
    process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
  );
  try {
    const common = { duration: args.duration, connections: args.connections };
    // A short warm-up lets the JIT and graphql-jit compile both paths before they are measured.
    await measure('warm-up', { ...common, url: `${server.url}/healthz`, duration: 2 });
    const plain = await measure('REST GET /healthz', { ...common, url: `${server.url}/healthz` });
    const body = JSON.stringify({ query: '{ health { status database } }' });
    const request = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body };
    await measure('warm-up', { ...common, url: `${server.url}/web/v1/experience`, ...request, duration: 2 });
    const gateway = await measure('GraphQL { health }', {
      ...common,
      url: `${server.url}/web/v1/experience`,
      ...request,
    });

    console.log(
      `\ngateway benchmark (${args.connections} connections, ${args.duration} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    );
    for (const r of [plain, gateway]) {
      console.log(
        `  ${r.name.padEnd(22)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   non-2xx ${r.non2xx}`,
      );
    }
    const ratio = gateway.requestsPerSecond / plain.requestsPerSecond;
    console.log(`  ratio GraphQL / REST: ${ratio.toFixed(2)} (budget: at least 0.70)`);
    if (plain.errors + gateway.errors + plain.non2xx + gateway.non2xx > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
