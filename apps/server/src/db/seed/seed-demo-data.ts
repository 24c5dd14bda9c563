import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../platform/file-store';
import type { Database } from '../client';
import { carriers } from '../schema/index';
import { insertDemoEngagement } from './demo-engagement';
import { insertDemoHelpContent } from './demo-help-content';
import { loadHubs } from './demo-hubs';
import { activeCarrierCommonId } from './demo-carriers';
import { insertDemoCredentials } from './demo-credentials';
import { insertDemoDocuments } from './demo-documents';
import { insertDemoLaneHistory } from './demo-lane-history';
import { insertDemoPeople } from './demo-people';
import { generateDemoPostings, insertDemoPostings } from './demo-postings';
import { indexHubs } from './demo-routes';
import { insertDemoShipments } from './demo-shipments';
import { createRandom } from './prng';

export type SeedDemoOptions = {
  /** The same seed and `now` give the same load ids, rates and shipments. */
  seed?: number;
  now?: Date;
  postingCount?: number;
  /** Where the demo documents' files go (the app's store); without one, the shipments have none. */
  fileStore?: FileStore;
};

export type DemoSeedSummary = {
  postings: number;
  shipments: number;
  documents: number;
  hubs: number;
  ms: number;
};

export const defaultDemoSeed = 20_417;
/** Open postings on the demo board (decision 052): a week around Chicago shows thousands, as real boards do. */
export const defaultPostingCount = 50_000;

/** Serialises whatever writes demo data: two servers on one PostgreSQL take turns here. */
export const lockDemoData = (tx: Pick<Database, 'execute'>) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('freight-demo-seed'))`);

/**
 * Statistics of the postings table, which search plans read (nothing runs ANALYZE on its own in
 * PGlite); its stops and accessorials are only ever read by posting, through their indexes.
 */
const analyzePostings = (tx: Pick<Database, 'execute'>) => tx.execute(sql`analyze load_postings`);

const isLoaded = async (db: Pick<Database, 'select'>) =>
  (
    await db
      .select({ id: carriers.id })
      .from(carriers)
      .where(eq(carriers.commonCarrierId, activeCarrierCommonId))
  ).length > 0;

/**
 * Loads the demo data once: the source-system clients with their demo keys, two carriers and their
 * people, ~50,000 open postings, shipments in every My Loads bucket, and a dispatcher's watched loads,
 * searches, capacity and notifications (see DEMO.md). Everything goes in one transaction, so a start
 * interrupted half-way leaves nothing behind and the "already there" check is a single row.
 */
export async function seedDemoData(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
  options: SeedDemoOptions = {},
): Promise<DemoSeedSummary | null> {
  if (await isLoaded(db)) {
    log.info('demo data: already loaded');
    return null;
  }
  const started = performance.now();
  const seed = options.seed ?? defaultDemoSeed;
  const now = options.now ?? new Date();
  const hubs = await loadHubs(db);
  const index = indexHubs(hubs);
  // Separate streams: the data, the ids, the shipments. Adding a field to one leaves the others as they were.
  const idRandom = createRandom(seed ^ 0x5bd1e995);
  const postings = generateDemoPostings(
    createRandom(seed),
    index,
    now,
    options.postingCount ?? defaultPostingCount,
  );

  // The documents' files are put in the store inside the transaction (a file before its row, as a
  // booking's rate confirmation); if the transaction does not commit, they are deleted again.
  const writtenKeys: string[] = [];
  const summary = await db
    .transaction(async (tx) => {
      // Two servers starting together against one PostgreSQL: the second waits here, then finds the data.
      await lockDemoData(tx);
      if (await isLoaded(tx)) return null;
      const people = await insertDemoPeople(tx, now);
      await insertDemoCredentials(tx, people);
      const posted = await insertDemoPostings(tx, postings, idRandom);
      // Lane rates show from the first start (decision 058).
      await insertDemoLaneHistory(tx, people.activeCarrierId, now);
      const shipments = await insertDemoShipments(tx, createRandom(seed + 1), idRandom, index, now);
      const idsByState = (state: string) =>
        shipments
          .filter((s) => s.state === state && s.carrier === activeCarrierCommonId)
          .map((s) => s.shipmentId);
      await insertDemoEngagement(tx, people, hubs, now, [
        idsByState('TENDERED')[0]!,
        idsByState('DRIVER_ASSIGNMENT')[0]!,
        idsByState('DELIVERED_NEEDS_PPWK')[0]!,
      ]);
      await insertDemoHelpContent(tx);
      const documents = options.fileStore
        ? await insertDemoDocuments(
            tx,
            options.fileStore,
            shipments.filter((s) => s.carrier === activeCarrierCommonId).map((s) => s.shipmentId),
            writtenKeys,
          )
        : 0;
      // Fresh statistics, so that the planner knows the size of the board it searches.
      await analyzePostings(tx);
      return { postings: posted.length, shipments: shipments.length, documents, hubs: hubs.length };
    })
    .catch(async (error: unknown) => {
      await Promise.allSettled(writtenKeys.map((key) => options.fileStore?.delete(key)));
      throw error;
    });
  if (!summary) return null;
  const result = { ...summary, ms: Math.round(performance.now() - started) };
  log.info(result, 'demo data loaded');
  return result;
}
