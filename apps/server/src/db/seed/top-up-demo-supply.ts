import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import { selectRows, type Database, type Transaction } from '../client';
import { carriers, loadPostings, shipments } from '../schema/index';
import { activeCarrierCommonId } from './demo-carriers';
import { loadHubs } from './demo-hubs';
import { firstReferenceNumber, generateDemoPostings, insertDemoPostings } from './demo-postings';
import { indexHubs, type HubIndex } from './demo-routes';
import { demoOrderId, demoShipmentPlans, tenderDemoShipment } from './demo-shipments';
import type { Random } from './prng';
import { defaultPostingCount, lockDemoData } from './seed-demo-data';
import { expireLoadPostings } from '../../modules/postings/expire-load-postings';

// A demo server left running keeps having loads to find and tenders to answer: postings are picked up
// or booked and tenders get answered, so each pass expires what has passed, and posts and tenders what
// is missing, the way the seed did.

export type TopUpDemoSupplyOptions = {
  now: Date;
  random: Random;
  /** How many open postings with a pick-up still ahead to keep (the seed's count). */
  postingCount?: number;
};

export type DemoSupplySummary = {
  postingsExpired: number;
  postingsAdded: number;
  tendersAdded: number;
  /** The load ids of the postings added, for the notices of capacities they match (decision 050). */
  postedLoadIds: string[];
};

/** Tenders the active carrier keeps waiting: enough to show Accept and Decline side by side. */
export const tenderedTarget = 2;
/** A Brokerage tender declines without a reason, a Freight Under Management one with one (D2-4.12). */
const tenderSources: readonly SourceSystem[] = ['MERCURYGATE', 'OTMNONASSET'];
/** Top-up order numbers start here, far above the seed's shipments. */
const firstOrderNumber = 1_000;

const nothing: DemoSupplySummary = {
  postingsExpired: 0,
  postingsAdded: 0,
  tendersAdded: 0,
  postedLoadIds: [],
};
/** A posting expires a day after its pick-up window ends: nothing a search of today can show goes. */
const expiryGraceMs = 86_400_000;

/** The highest number among source references such as `MG1000123`, so new ones come after it. */
async function highestReferenceNumber(tx: Transaction): Promise<number> {
  const [row] = await selectRows<{ top: string | null }>(
    tx,
    sql`select max(substring(${loadPostings.sourceReference} from '^[A-Z]+([0-9]{1,12})$')::bigint) as top
      from ${loadPostings}`,
  );
  return Number(row?.top ?? 0);
}

async function postMissing(
  tx: Transaction,
  index: HubIndex,
  options: TopUpDemoSupplyOptions,
  missing: number,
) {
  const sequenceOffset = Math.max(0, (await highestReferenceNumber(tx)) - firstReferenceNumber);
  const postings = generateDemoPostings(options.random, index, options.now, missing, sequenceOffset);
  return insertDemoPostings(tx, postings, options.random);
}

/** An order number no shipment of the source system has (the API refuses a second tender of an order). */
async function freeOrderNumber(tx: Transaction, source: SourceSystem, from: number): Promise<number> {
  for (let n = from; ; n += 1) {
    const [taken] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.sourceSystem, source), eq(shipments.orderId, demoOrderId(source, n))))
      .limit(1);
    if (!taken) return n;
  }
}

/**
 * Tenders the missing ones, alternating the sources: the one with the fewest waiting tenders first,
 * then the one the carrier has had the fewest shipments from.
 */
async function tenderMissing(
  tx: Transaction,
  index: HubIndex,
  options: TopUpDemoSupplyOptions,
  carrierId: string,
  missing: number,
) {
  const rows = await tx
    .select({
      source: shipments.sourceSystem,
      all: count(),
      tendered: sql<number>`count(*) filter (where ${shipments.shipmentState} = 'TENDERED')`.mapWith(Number),
    })
    .from(shipments)
    .where(eq(shipments.assignedCarrierId, carrierId))
    .groupBy(shipments.sourceSystem);
  const tally = tenderSources.map((source) => {
    const row = rows.find((r) => r.source === source);
    const plan = demoShipmentPlans.find(
      (p) => p.state === 'TENDERED' && p.carrier === activeCarrierCommonId && p.source === source,
    );
    if (!plan) throw new Error(`No demo tender plan for ${source}`);
    return { plan, tendered: row?.tendered ?? 0, all: row?.all ?? 0 };
  });
  let n = firstOrderNumber + (await tx.$count(shipments));
  for (let added = 0; added < missing; added += 1) {
    tally.sort((a, b) => a.tendered - b.tendered || a.all - b.all);
    const next = tally[0]!;
    n = await freeOrderNumber(tx, next.plan.source, n);
    await tenderDemoShipment(tx, options.random, options.random, index, options.now, next.plan, n);
    next.tendered += 1;
    next.all += 1;
    n += 1;
  }
  return missing;
}

/**
 * One pass: expires the open postings whose pick-up window ended over a day ago, posts the open
 * postings missing from `postingCount` (pick-ups over the next 30 days) and tenders the active demo
 * carrier's missing tenders, through the postings' and tenders' use cases. Without demo data it does
 * nothing; when nothing has passed or is missing it only counts.
 */
export async function topUpDemoSupply(
  db: Database,
  options: TopUpDemoSupplyOptions,
): Promise<DemoSupplySummary> {
  const target = options.postingCount ?? defaultPostingCount;
  return db.transaction(async (tx) => {
    // The seed's lock: two servers on one PostgreSQL take turns, and the second counts what the first added.
    await lockDemoData(tx);
    const [carrier] = await tx
      .select({ id: carriers.id })
      .from(carriers)
      .where(eq(carriers.commonCarrierId, activeCarrierCommonId));
    if (!carrier) return nothing;
    const postingsExpired = await expireLoadPostings(tx, new Date(options.now.getTime() - expiryGraceMs));
    const openAhead = await tx.$count(
      loadPostings,
      and(eq(loadPostings.status, 'OPEN'), gt(loadPostings.pickupStart, options.now)),
    );
    const tendered = await tx.$count(
      shipments,
      and(eq(shipments.assignedCarrierId, carrier.id), eq(shipments.shipmentState, 'TENDERED')),
    );
    const missingPostings = Math.max(0, target - openAhead);
    const missingTenders = Math.max(0, tenderedTarget - tendered);
    if (missingPostings === 0 && missingTenders === 0) return { ...nothing, postingsExpired };

    const index = indexHubs(await loadHubs(tx));
    const postedLoadIds = missingPostings > 0 ? await postMissing(tx, index, options, missingPostings) : [];
    const tendersAdded =
      missingTenders > 0 ? await tenderMissing(tx, index, options, carrier.id, missingTenders) : 0;
    return { postingsExpired, postingsAdded: postedLoadIds.length, tendersAdded, postedLoadIds };
  });
}
