import { parseArgs } from 'node:util';
import { benchGateway } from './gateway';

// `npm run bench -- <name> [--duration s] [--connections n]`. Benchmarks start the built server
// themselves and talk to it on 127.0.0.1 only.
const benchmarks: Record<string, (args: { duration: number; connections: number }) => Promise<void>> = {
  gateway: benchGateway,
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
});
const name = positionals[0] ?? 'gateway';
const run = benchmarks[name];
if (!run) {
  console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
await run({ duration: Number(values.duration), connections: Number(values.connections) });
