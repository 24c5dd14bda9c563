import { formatCents } from '@freight/domain/money';
import type { TrailerType } from '@freight/domain/trailer-types';
import type { Hub } from './demo-hubs';
import type { Random } from './prng';

// Geography, timing and pricing of demo loads: realistic enough that search, sorting by price or
// distance and the pre-book warnings behave as they would with real freight.

const earthRadiusMiles = 3_958.8;
const roadFactor = 1.2; // roads are about a fifth longer than the great circle
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleMiles(a: Hub, b: Hub): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.sqrt(h));
}

/** Road miles in tenths (the column keeps one decimal), so sums and prices stay integers. */
export const roadTenths = (a: Hub, b: Hub) =>
  Math.max(1, Math.round(greatCircleMiles(a, b) * roadFactor * 10));

export type HubIndex = {
  hubs: Hub[];
  weighted: (readonly [Hub, number])[];
  ports: Hub[];
  canadian: Hub[];
  near: (hub: Hub, minMiles: number, maxMiles: number) => Hub[];
};

export function indexHubs(hubs: Hub[]): HubIndex {
  const distances = new Map<Hub, { hub: Hub; miles: number }[]>();
  const sorted = (hub: Hub) => {
    let list = distances.get(hub);
    if (!list) {
      list = hubs
        .filter((other) => other !== hub)
        .map((other) => ({ hub: other, miles: greatCircleMiles(hub, other) }));
      list.sort((a, b) => a.miles - b.miles);
      distances.set(hub, list);
    }
    return list;
  };
  return {
    hubs,
    // Bigger cities ship more, but not in proportion to their size (square root keeps the map lively).
    weighted: hubs.map((hub) => [hub, Math.sqrt(Math.max(hub.population, 10_000))] as const),
    ports: hubs.filter((hub) => hub.isPort),
    canadian: hubs.filter((hub) => hub.country === 'CAN'),
    near: (hub, minMiles, maxMiles) =>
      sorted(hub)
        .filter((entry) => entry.miles >= minMiles && entry.miles <= maxMiles)
        .map((entry) => entry.hub),
  };
}

export type RouteKind = 'regular' | 'dray' | 'intraCanada';
export type RouteStop = { hub: Hub; stopType: 'P' | 'D' };

function pickOther(random: Random, candidates: Hub[], used: Hub[]): Hub | undefined {
  const free = candidates.filter((hub) => !used.includes(hub));
  return free.length > 0 ? random.pick(free) : undefined;
}

/** Origin, destination and, for multi-stop loads, an extra pick-up near the origin or drop near the destination. */
export function planRoute(random: Random, index: HubIndex, kind: RouteKind, stopCount: number): RouteStop[] {
  let origin: Hub;
  let destination: Hub | undefined;
  if (kind === 'dray' && index.ports.length > 0) {
    origin = random.pick(index.ports);
    destination =
      pickOther(random, index.near(origin, 10, 250), [origin]) ?? index.near(origin, 1, 100_000)[0];
  } else if (kind === 'intraCanada' && index.canadian.length >= 2) {
    origin = random.pick(index.canadian);
    destination = pickOther(
      random,
      index.canadian.filter((hub) => greatCircleMiles(origin, hub) >= 80),
      [origin],
    );
  } else {
    origin = random.weighted(index.weighted);
    const regional = random.chance(0.5) ? index.near(origin, 80, 600) : [];
    destination = pickOther(random, regional.length > 0 ? regional : index.near(origin, 80, 100_000), [
      origin,
    ]);
  }
  destination ??= index.hubs.find((hub) => hub !== origin)!;
  const route: RouteStop[] = [{ hub: origin, stopType: 'P' }];
  const extraPick = stopCount >= 3 && (stopCount === 4 || random.chance(0.5));
  const extraDrop = stopCount === 4 || (stopCount === 3 && !extraPick);
  const secondPick = extraPick
    ? pickOther(random, index.near(origin, 15, 150), [origin, destination])
    : undefined;
  if (secondPick) route.push({ hub: secondPick, stopType: 'P' });
  const firstDrop = extraDrop
    ? pickOther(random, index.near(destination, 15, 150), [origin, destination, ...route.map((s) => s.hub)])
    : undefined;
  if (firstDrop) route.push({ hub: firstDrop, stopType: 'D' });
  route.push({ hub: destination, stopType: 'D' });
  return route;
}

export const routeTenths = (route: RouteStop[]) =>
  route.slice(1).reduce((sum, stop, i) => sum + roadTenths(route[i]!.hub, stop.hub), 0);

export type ScheduledStop = RouteStop & { from: Date; to: Date; isConfirmed: boolean };
const hourMs = 3_600_000;

/** Appointments: the first pick-up as given, each next stop after a dwell, the drive (47 mph) and the rest breaks. */
export function scheduleStops(
  random: Random,
  route: RouteStop[],
  firstFrom: Date,
  firstWindowHours: number,
): ScheduledStop[] {
  const stops: ScheduledStop[] = [];
  route.forEach((stop, i) => {
    const previous = stops[i - 1];
    let from = firstFrom;
    let windowHours = firstWindowHours;
    if (previous) {
      const driveHours = roadTenths(previous.hub, stop.hub) / 10 / 47;
      const restHours = Math.floor(driveHours / 11) * 10;
      const arrival = previous.from.getTime() + (2 + driveHours + restHours) * hourMs;
      from = new Date(Math.ceil(arrival / hourMs) * hourMs);
      windowHours = random.pick([0, 2, 2, 4]);
    }
    const isConfirmed = random.chance(stop.stopType === 'P' ? 0.85 : 0.95);
    stops.push({ ...stop, from, to: new Date(from.getTime() + windowHours * hourMs), isConfirmed });
  });
  return stops;
}

/** Line-haul cents per mile by trailer (low, high). */
export const perMileCents: Record<TrailerType, [number, number]> = {
  'Dry Van': [200, 260],
  Refrigerated: [250, 320],
  Flatbed: [240, 300],
  'Power Only': [200, 240],
  Container: [220, 280],
  Specialty: [270, 320],
};
const minimumLineHaulCents = 35_000;
const tenthsText = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}`;

export type DemoAccessorial = { code: string; description: string; type: string; charge: string };

/** Line haul by the mile (a flat minimum on short hauls), fuel by the mile, and the usual extras. */
export function priceLoad(
  random: Random,
  trailerType: TrailerType,
  tenths: number,
  stopCount: number,
  currency: 'USD' | 'CAD',
) {
  const [low, high] = perMileCents[trailerType];
  // A Canadian dollar buys less: CAD rates are about a third higher for the same haul.
  const factor = currency === 'CAD' ? 1.35 : 1;
  const unitCents = Math.round(random.int(low, high) * factor);
  const perMile = Math.round((unitCents * tenths) / 10);
  const isFlat = perMile < minimumLineHaulCents;
  const lineHaulCents = isFlat ? Math.round(minimumLineHaulCents * factor) : perMile;
  const fuelUnitCents = random.int(45, 65);
  const accessorials: DemoAccessorial[] = [];
  if (stopCount > 2)
    accessorials.push({
      code: 'STOP',
      description: 'Stop-off charge',
      type: 'FLAT',
      charge: formatCents(7_500 * (stopCount - 2)),
    });
  if (trailerType === 'Flatbed' && random.chance(0.6))
    accessorials.push({
      code: 'TARP',
      description: 'Tarp charge',
      type: 'FLAT',
      charge: formatCents(random.pick([10_000, 12_500, 15_000])),
    });
  if ((trailerType === 'Dry Van' || trailerType === 'Refrigerated') && random.chance(0.1)) {
    accessorials.push({
      code: 'LUM',
      description: 'Lumper fee',
      type: 'REIMBURSABLE',
      charge: formatCents(random.int(15, 35) * 1_000),
    });
  }
  if (random.chance(0.08))
    accessorials.push({
      code: 'DET',
      description: 'Detention (2 hours)',
      type: 'ESTIMATE',
      charge: '150.00',
    });
  return {
    currency,
    lineHaul: isFlat
      ? {
          charge: formatCents(lineHaulCents),
          unitCharge: formatCents(lineHaulCents),
          quantity: '1',
          rateQualifier: 'FLAT',
        }
      : {
          charge: formatCents(lineHaulCents),
          unitCharge: formatCents(unitCents),
          quantity: tenthsText(tenths),
          rateQualifier: 'PM',
        },
    fuel: {
      charge: formatCents(Math.round((fuelUnitCents * tenths) / 10)),
      unitCharge: formatCents(fuelUnitCents),
      quantity: tenthsText(tenths),
      rateQualifier: 'PM',
    },
    accessorials,
  };
}
