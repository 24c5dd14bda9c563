import type { LoadType, SourceSystem } from '@freight/domain/source-systems';
import type { TrailerType } from '@freight/domain/trailer-types';
import { loadPostingSchema, type LoadPostingPayload } from '../../modules/postings/load-posting.schemas';
import {
  createBatchSize,
  createLoadPostings,
  type NewLoadPosting,
} from '../../modules/postings/create-load-postings';
import type { Transaction } from '../client';
import { makeReadableId } from '../readable-id';
import {
  planRoute,
  priceLoad,
  routeTenths,
  scheduleStops,
  type HubIndex,
  type RouteKind,
} from './demo-routes';
import { toStopPayload } from './demo-stops';
import type { Random } from './prng';
import { instantOfWallTime, wallTimeOf } from '@freight/domain/zoned-dates';

// About 50,000 open postings over the next 30 days, from every source system and each load type it
// carries (D1-1.10, D1-1.11), between the freight markets of demo-routes.ts, checked by the integration
// API's schema and written by the postings' bulk use case (decision 052).

export type PostingKind = {
  sourceSystem: SourceSystem;
  loadType: LoadType;
  share: number;
  prefix: string;
  trailers: [TrailerType, number][];
};
/** Shares of source systems and load types, and the trailers each carries (the benchmark draws from it too). */
export const postingMix: PostingKind[] = [
  {
    sourceSystem: 'MERCURYGATE',
    loadType: 'Brokerage',
    share: 38,
    prefix: 'MG',
    trailers: [
      ['Dry Van', 50],
      ['Refrigerated', 25],
      ['Flatbed', 15],
      ['Specialty', 10],
    ],
  },
  {
    sourceSystem: 'OTMNONASSET',
    loadType: 'Freight Under Management',
    share: 17,
    prefix: 'OTM',
    trailers: [
      ['Dry Van', 60],
      ['Refrigerated', 30],
      ['Flatbed', 10],
    ],
  },
  { sourceSystem: 'ASL', loadType: 'Power Only', share: 12, prefix: 'ASL', trailers: [['Power Only', 1]] },
  {
    sourceSystem: 'MASTERMIND',
    loadType: 'Power Only',
    share: 12,
    prefix: 'MMP',
    trailers: [['Power Only', 1]],
  },
  {
    sourceSystem: 'MASTERMIND',
    loadType: 'PO Dray',
    share: 8,
    prefix: 'MMD',
    trailers: [
      ['Container', 70],
      ['Power Only', 30],
    ],
  },
  { sourceSystem: 'TRINIUM', loadType: 'Port Dray', share: 13, prefix: 'TRN', trailers: [['Container', 1]] },
];
export const termsKeys: Record<LoadType, string> = {
  Brokerage: 'brokerage',
  'Power Only': 'power-only',
  'PO Dray': 'po-dray',
  'Freight Under Management': 'freight-under-management',
  'Port Dray': 'port-dray',
};

export type DemoPosting = { sourceSystem: SourceSystem; payload: LoadPostingPayload };

/**
 * How many loads pick up on each of the next 29 days, against the first: real boards fill the next few
 * days and thin out beyond two weeks. A Saturday or Sunday has a third of a weekday's loads.
 */
export const pickupDayWeights: readonly number[] = Array.from({ length: 29 }, (_, i) => {
  const day = i + 1;
  return day <= 3 ? 1 : day <= 7 ? 0.75 : day <= 14 ? 0.4 : day <= 21 ? 0.18 : 0.08;
});
const weekendFactor = 1 / 3;
/** Loads that pick up later today (the same-day warning of D1-4.20). */
const sameDayShare = 0.05;
/** Loads without a rate: Contact to Book, a minority as on real boards. */
export const contactToBookShare = 0.1;

type Calendar = { year: number; month: number; day: number };
/** The weighted days (1 to 29 days ahead) for loads picking up from a place whose date today is `today`. */
type PickupDays = (today: Calendar) => readonly (readonly [number, number])[];

/** Day weights by today's date: the weekends fall on other days of the list each day of the week. */
function createPickupDays(): PickupDays {
  const byDate = new Map<string, (readonly [number, number])[]>();
  return (today) => {
    const key = `${today.year}-${today.month}-${today.day}`;
    let days = byDate.get(key);
    if (!days) {
      days = pickupDayWeights.map((weight, i) => {
        const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day + i + 1)).getUTCDay();
        return [i + 1, weekday === 0 || weekday === 6 ? weight * weekendFactor : weight] as const;
      });
      byDate.set(key, days);
    }
    return days;
  };
}

/** The first pick-up: some later today, the rest over the next 29 days in local business hours. */
function firstPickup(random: Random, now: Date, timeZone: string, pickupDays: PickupDays): Date {
  if (random.chance(sameDayShare)) {
    const halfHour = 1_800_000;
    return new Date(Math.ceil((now.getTime() + random.int(2, 6) * 3_600_000) / halfHour) * halfHour);
  }
  const today = wallTimeOf(now, timeZone);
  return instantOfWallTime(
    {
      year: today.year,
      month: today.month,
      day: today.day + random.weighted(pickupDays(today)),
      hour: random.int(6, 15),
      minute: random.pick([0, 30]),
    },
    timeZone,
  );
}

export const isDrayLoad = (loadType: LoadType) => loadType === 'Port Dray' || loadType === 'PO Dray';
/** How many loads of a type run on managed equipment. */
export const managedShareOf = (loadType: LoadType) =>
  loadType === 'Power Only' || loadType === 'PO Dray' ? 0.45 : 0.22;

function buildPosting(
  random: Random,
  index: HubIndex,
  now: Date,
  kind: PostingKind,
  sequence: number,
  pickupDays: PickupDays,
): DemoPosting {
  const trailerType = random.weighted(kind.trailers);
  const isDray = isDrayLoad(kind.loadType);
  const routeKind: RouteKind = isDray ? 'dray' : random.chance(0.04) ? 'intraCanada' : 'regular';
  const stopCount = isDray || random.chance(0.75) ? 2 : random.pick([3, 3, 4]);
  const route = planRoute(random, index, routeKind, stopCount);
  const stops = scheduleStops(
    random,
    route,
    firstPickup(random, now, route[0]!.hub.timeZone, pickupDays),
    random.pick([0, 2, 2, 4]),
  );
  const tenths = routeTenths(route);
  const isCanadian = route.every((stop) => stop.hub.country === 'CAN');
  const currency = isCanadian && random.chance(0.85) ? 'CAD' : 'USD';
  const isReefer = trailerType === 'Refrigerated';
  const hasRate = !random.chance(contactToBookShare);
  const payload: LoadPostingPayload = {
    sourceReference: `${kind.prefix}${String(firstReferenceNumber + sequence)}`,
    loadType: kind.loadType,
    transportMode: trailerType,
    isHazardous: !isReefer && random.chance(0.065),
    isHighValue: random.chance(0.05),
    isTemperatureControlled: isReefer,
    totalDistance: tenths / 10,
    totalWeight: random.int(isReefer ? 2_000 : 500, isReefer ? 4_300 : 4_500) * 10,
    termsAndConditions: termsKeys[kind.loadType],
    buyAllowed: random.chance(0.93),
    managedEquipment: random.chance(managedShareOf(kind.loadType)),
    exclusiveLoad: random.chance(0.03),
    stops: stops.map((stop, i) =>
      toStopPayload(random, stop, i + 1, { isPort: isDray && i === 0 && stop.hub.isPort }),
    ),
  };
  if (hasRate) {
    payload.rate = {
      ...priceLoad(random, trailerType, tenths, stops.length, currency),
      binRateId: `BR${random.int(10_000_000, 99_999_999)}`,
    };
  }
  return { sourceSystem: kind.sourceSystem, payload };
}

/** The numbers of source references (`MG1000001`) are 1,000,000 + a sequence per kind. */
export const firstReferenceNumber = 1_000_000;

/**
 * The postings, in a fixed order: the same seed, hubs and `now` give the same list. Sequences start
 * after `sequenceOffset`, so a later batch does not reuse (and so update) earlier source references.
 * Made one at a time as they are read, so that a board of 50,000 never sits in memory whole.
 */
export function* generateDemoPostings(
  random: Random,
  index: HubIndex,
  now: Date,
  count: number,
  sequenceOffset = 0,
): Generator<DemoPosting> {
  const weighted = postingMix.map((kind) => [kind, kind.share] as const);
  const pickupDays = createPickupDays();
  const sequences = new Map<PostingKind, number>();
  for (let i = 0; i < count; i += 1) {
    // The first few cover every kind, so even a small demo has each source system and load type.
    const kind = i < postingMix.length ? postingMix[i]! : random.weighted(weighted);
    const sequence = (sequences.get(kind) ?? sequenceOffset) + 1;
    sequences.set(kind, sequence);
    yield buildPosting(random, index, now, kind, sequence, pickupDays);
  }
}

/**
 * Posts them through createLoadPostings inside the caller's transaction, a batch at a time, each
 * after the integration API's own validation; ids come from `idRandom`. Answers how many it posted.
 */
export async function insertDemoPostings(
  tx: Transaction,
  postings: Iterable<DemoPosting>,
  idRandom: Random,
): Promise<string[]> {
  // The seed's ids are seeded, so a seed and `now` give the same board; a clash with an id in use is
  // drawn again by the use case from the same stream.
  const newLoadId = () => makeReadableId('L', (max) => Math.floor(idRandom.next() * max));
  const posted: string[] = [];
  let batch: NewLoadPosting[] = [];
  const post = async () => {
    posted.push(...(await createLoadPostings(tx, batch, { newLoadId })));
    batch = [];
  };
  for (const { sourceSystem, payload } of postings) {
    // The same validation as the API: demo data that breaks a rule is a bug in the generator.
    batch.push({ sourceSystem, input: loadPostingSchema(sourceSystem).parse(payload) });
    if (batch.length === createBatchSize) await post();
  }
  if (batch.length > 0) await post();
  return posted;
}
