import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { defaultConfig } from '@freight/domain/config';
import type { Role } from '@freight/domain/roles';
import { openDatabase, type Executor } from '../../apps/server/src/db/client';
import { applyMigrations } from '../../apps/server/src/db/migrate';
import { carriers, memberRoles, members } from '../../apps/server/src/db/schema/index';
import { createRandom } from '../../apps/server/src/db/seed/prng';
import { getMembers } from '../../apps/server/src/modules/users/get-members';
import { loadCaller } from '../../apps/server/src/platform/caller';
import { runOnEngines, type BenchEngine } from './bench-engines';
import { percentile } from './search-stats';

// The Manage Users benchmark (issue 16, decision 055).
//
//   npm run bench -- members                     # PostgreSQL then PGlite
//   npm run bench -- members --rounds 3 --engines pglite
//
// For each engine, a fresh database with one carrier of 5,000 members and 200 other carriers of 100
// (25,000 members in all), each with one or two roles and a mobile number. Timed, as the getMembers
// use case on a connection of this process (the gateway's own cost is measured by the gateway
// benchmark): the first page, a deep page, a name search, a mobile search and a role filter of the
// big carrier's admin, 200 calls of each kind per round; then the same once more without the index
// that hands members out by carrier and name (members_carrier_name_idx), to show what it buys.
// Budget (issue 16): a page p95 at most 20 ms on PostgreSQL.

export type MembersBenchArgs = { rounds?: number; engines?: string };

const bigCarrierMembers = 5_000;
const otherCarriers = 200;
const membersPerOtherCarrier = 100;
const callsPerKind = 200;
const seed = 16_055;
const budgetMs = 20;
const log = (message: string) => console.log(message);

const firstNames = ['Ana', 'Bob', 'Carl', 'Dana', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jo', 'Kim', 'Luc'];
const lastNames = ['Adams', 'Baker', 'Chen', 'Diaz', 'Evans', 'Fortin', 'Garcia', 'Hughes', 'Ito', 'Jones'];
const roleSets: Role[][] = [
  ['carrierDriver'],
  ['carrierDriver'],
  ['carrierDispatcher'],
  ['carrierLeasedOwnerOpr'],
  ['carrierDispatcher', 'carrierAdmin'],
];

async function loadMembers(db: Executor): Promise<{ bigCarrierId: string; adminId: string }> {
  const random = createRandom(seed);
  const carrierRows = await db
    .insert(carriers)
    .values(
      Array.from({ length: otherCarriers + 1 }, (_, index) => ({
        name: `Bench Carrier ${index}`,
        commonCarrierId: `BENCH-${index}`,
        source: 'TMS',
      })),
    )
    .returning({ id: carriers.id });
  let phone = 2_000_000_000;
  for (const [index, carrier] of carrierRows.entries()) {
    const count = index === 0 ? bigCarrierMembers : membersPerOtherCarrier;
    for (let start = 0; start < count; start += 1_000) {
      const batch = Array.from({ length: Math.min(1_000, count - start) }, (_, offset) => {
        phone += 1;
        const digits = String(phone);
        return {
          upn: `m${index}-${start + offset}@bench.freight.test`,
          carrierId: carrier.id,
          firstName: random.pick(firstNames),
          lastName: `${random.pick(lastNames)}${random.int(1, 400)}`,
          mobileNumber: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
          lastLoginAt: random.chance(0.7) ? new Date(Date.now() - random.int(0, 90) * 86_400_000) : null,
        };
      });
      const rows = await db.insert(members).values(batch).returning({ id: members.id });
      await db
        .insert(memberRoles)
        .values(rows.flatMap((row) => random.pick(roleSets).map((role) => ({ memberId: row.id, role }))));
    }
  }
  const [admin] = await db
    .insert(members)
    .values({
      upn: 'admin@bench.freight.test',
      carrierId: carrierRows[0]!.id,
      firstName: 'Bench',
      lastName: 'Admin',
    })
    .returning({ id: members.id });
  await db.insert(memberRoles).values({ memberId: admin!.id, role: 'carrierAdmin' });
  await db.execute(sql`analyze`);
  return { bigCarrierId: carrierRows[0]!.id, adminId: admin!.id };
}

type Kind = { name: string; input: (index: number) => Record<string, unknown> };

const kinds: Kind[] = [
  { name: 'first page', input: () => ({ page: 0 }) },
  { name: 'deep page (400-500)', input: (index) => ({ page: 40 + (index % 10) }) },
  {
    name: 'name search',
    input: (index) => ({ search: `${lastNames[index % lastNames.length]}${(index % 50) + 1}` }),
  },
  {
    name: 'mobile search',
    input: (index) => ({ search: `200-000-${String(1000 + index).padStart(4, '0')}` }),
  },
  { name: 'role filter', input: (index) => ({ roleName: ['carrierLeasedOwnerOpr'], page: index % 5 }) },
];

async function timeKinds(db: Executor, adminId: string, rounds: number) {
  const caller = (await loadCaller(db, adminId))!;
  const services = { db: db as never, appConfig: () => Promise.resolve(defaultConfig) };
  const results: { name: string; p50: number; p95: number; records: number }[] = [];
  for (const kind of kinds) {
    const times: number[] = [];
    let records = 0;
    for (let round = 0; round <= rounds; round += 1) {
      for (let index = 0; index < callsPerKind; index += 1) {
        const started = performance.now();
        const page = await getMembers(services, caller, kind.input(index));
        // The first round warms the caches up and is not counted.
        if (round > 0) times.push(performance.now() - started);
        records = Math.max(records, page.totalRecords);
      }
    }
    times.sort((a, b) => a - b);
    results.push({ name: kind.name, p50: percentile(times, 50), p95: percentile(times, 95), records });
  }
  return results;
}

function print(label: string, results: Awaited<ReturnType<typeof timeKinds>>) {
  log(`  ${label}`);
  for (const result of results)
    log(
      `    ${result.name.padEnd(22)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms  (${result.records.toLocaleString('en-US')} matching)`,
    );
}

async function runEngine(engine: BenchEngine, rounds: number): Promise<boolean> {
  log(`\n${engine.name} (${engine.description})`);
  const database = await engine.create();
  const handle = await openDatabase(database.target);
  try {
    await applyMigrations(handle);
    const started = performance.now();
    const { adminId } = await loadMembers(handle.db);
    log(
      `  ${(bigCarrierMembers + otherCarriers * membersPerOtherCarrier).toLocaleString('en-US')} members loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const withIndex = await timeKinds(handle.db, adminId, rounds);
    print(
      `with members_carrier_name_idx (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs)`,
      withIndex,
    );
    await handle.db.execute(sql`drop index members_carrier_name_idx`);
    await handle.db.execute(sql`analyze members`);
    const withoutIndex = await timeKinds(handle.db, adminId, rounds);
    print(`without it (load average ${loadavg()[0]!.toFixed(1)})`, withoutIndex);
    const worst = Math.max(...withIndex.map((result) => result.p95));
    const isWithin = engine.name !== 'PostgreSQL' || worst <= budgetMs;
    log(
      `  worst p95 with the index ${worst.toFixed(1)} ms; budget ${budgetMs} ms on PostgreSQL: ${isWithin ? 'met' : 'MISSED'}`,
    );
    return isWithin;
  } finally {
    await handle.close();
    await database.remove();
  }
}

export async function benchMembers(args: MembersBenchArgs): Promise<void> {
  const engines = (args.engines ?? 'postgres,pglite').split(',').map((name) => name.trim());
  await runOnEngines(
    engines,
    { urlVariables: ['DATABASE_URL'], folderPrefix: 'freight-bench-members-' },
    (engine) => runEngine(engine, args.rounds ?? 2),
  );
}
