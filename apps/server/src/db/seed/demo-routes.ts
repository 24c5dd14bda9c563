import { formatCents } from '@freight/domain/money';
import type { TrailerType } from '@freight/domain/trailer-types';
import { freightLanes, freightMarkets, laneShare } from './demo-freight-lanes';
import type { Hub } from './demo-hubs';
import type { Random } from './prng';

// Geography, timing and pricing of demo loads: realistic enough that search, sorting by price or
// distance and the pre-book warnings behave as they would with real freight.

const earthRadiusMiles = 3_958.8;
const roadFactor = 1.2; // roads are about a fifth longer than the great circle
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

type Point = Pick<Hub, 'latitude' | 'longitude'>;

export function greatCircleMiles(a: Point, b: Point): number {
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

/** Hubs within this distance of a bigger one belong to its metro (Dallas and Fort Worth are one market). */
export const metroRadiusMiles = 40;
/** A regional haul's destination lies this far from the origin; longer ones are long haul. */
const regionalMiles: [number, number] = [60, 500];

/** A freight market: a main hub and the hubs around it, with how much freight it ships and receives. */
export type Metro = {
  core: Hub;
  hubs: Hub[];
  /** The sum of its hubs' populations: what it receives. */
  population: number;
  /** Its population times its freight factor: what it ships. */
  outbound: number;
};

/** Items and their running total of weights: a weighted draw is one binary search. */
type WeightedList<T> = { items: T[]; totals: Float64Array };

function toWeightedList<T>(entries: readonly (readonly [T, number])[]): WeightedList<T> {
  const totals = new Float64Array(entries.length);
  let sum = 0;
  entries.forEach(([, weight], i) => {
    sum += Math.max(0, weight);
    totals[i] = sum;
  });
  return { items: entries.map(([item]) => item), totals };
}

function drawFrom<T>(random: Random, list: WeightedList<T>): T | undefined {
  const total = list.totals[list.totals.length - 1];
  if (total === undefined || total <= 0) return undefined;
  const roll = random.next() * total;
  let low = 0;
  let high = list.totals.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list.totals[middle]! > roll) high = middle;
    else low = middle + 1;
  }
  return list.items[low];
}

/** Hubs by 1-degree cell of latitude and longitude: the hubs near one are a few cells' worth. */
type HubGrid = Map<string, Hub[]>;
const cellKey = (latitude: number, longitude: number) => `${latitude},${longitude}`;
const milesPerDegree = 69;

function buildGrid(hubs: Hub[]): HubGrid {
  const grid: HubGrid = new Map();
  for (const hub of hubs) {
    const key = cellKey(Math.floor(hub.latitude), Math.floor(hub.longitude));
    const cell = grid.get(key);
    if (cell) cell.push(hub);
    else grid.set(key, [hub]);
  }
  return grid;
}

/** The hubs between minMiles and maxMiles of a hub, in the grid's order (not sorted by distance). */
function hubsWithin(grid: HubGrid, hub: Hub, minMiles: number, maxMiles: number): Hub[] {
  const latitudeCells = Math.ceil(maxMiles / milesPerDegree);
  const cosine = Math.cos((Math.min(Math.abs(hub.latitude) + latitudeCells, 89) * Math.PI) / 180);
  const longitudeCells = Math.min(180, Math.ceil(maxMiles / (milesPerDegree * cosine)));
  const found: Hub[] = [];
  const row = Math.floor(hub.latitude);
  const column = Math.floor(hub.longitude);
  for (let latitude = row - latitudeCells; latitude <= row + latitudeCells; latitude += 1) {
    for (let longitude = column - longitudeCells; longitude <= column + longitudeCells; longitude += 1) {
      for (const other of grid.get(cellKey(latitude, longitude)) ?? []) {
        if (other === hub) continue;
        const miles = greatCircleMiles(hub, other);
        if (miles >= minMiles && miles <= maxMiles) found.push(other);
      }
    }
  }
  return found;
}

export type HubIndex = {
  hubs: Hub[];
  ports: Hub[];
  canadian: Hub[];
  metros: Metro[];
  metroOf: (hub: Hub) => Metro;
  /** The hub nearest to a hub (another one), or undefined when there is no other. */
  nearest: (hub: Hub) => Hub | undefined;
  /** A hub between minMiles and maxMiles of a hub that is not in `used`, or undefined when there is none. */
  pickNear: (random: Random, hub: Hub, minMiles: number, maxMiles: number, used: Hub[]) => Hub | undefined;
  /** The origin of a load: a metro by the freight it ships, then one of its hubs; in Canada, or anywhere. */
  pickOrigin: (random: Random, inCanada?: boolean) => Hub;
  /**
   * A destination for a load from `origin`: regional or long haul, a metro by its size, then one of
   * its hubs; in Canada, or anywhere.
   */
  pickDestination: (random: Random, origin: Hub, isRegional: boolean, inCanada?: boolean) => Hub | undefined;
  /** One of the busy lanes of demo-freight-lanes.ts, by its weight; undefined when none is known. */
  pickLane: (random: Random) => [Hub, Hub] | undefined;
};

const keyOf = (name: string, state: string) => `${name}|${state}`;

/** Groups the hubs into metros: biggest first, each joins the nearest metro core within metroRadiusMiles. */
function groupMetros(hubs: Hub[]): { metros: Metro[]; metroByHub: Map<Hub, Metro> } {
  const factors = new Map(freightMarkets.map(([name, state, factor]) => [keyOf(name, state), factor]));
  const metros: Metro[] = [];
  const metroByHub = new Map<Hub, Metro>();
  const byPopulation = [...hubs].sort((a, b) => b.population - a.population);
  for (const hub of byPopulation) {
    let home: Metro | undefined;
    let homeMiles = metroRadiusMiles;
    for (const metro of metros) {
      const miles = greatCircleMiles(hub, metro.core);
      if (miles <= homeMiles && metro.core.country === hub.country) {
        home = metro;
        homeMiles = miles;
      }
    }
    if (!home) {
      home = { core: hub, hubs: [], population: 0, outbound: 0 };
      metros.push(home);
    }
    home.hubs.push(hub);
    home.population += Math.max(hub.population, 10_000);
    metroByHub.set(hub, home);
  }
  for (const metro of metros) {
    // A market named by any of its hubs (Ontario, CA lies in the Los Angeles metro) counts, the largest factor.
    const factor = Math.max(0, ...metro.hubs.map((hub) => factors.get(keyOf(hub.name, hub.state)) ?? 0));
    metro.outbound = metro.population * (factor || 1);
  }
  return { metros, metroByHub };
}

export function indexHubs(hubs: Hub[]): HubIndex {
  const { metros, metroByHub } = groupMetros(hubs);
  const metroOf = (hub: Hub) => metroByHub.get(hub)!;
  const hubByKey = new Map(hubs.map((hub) => [keyOf(hub.name, hub.state), hub]));

  const grid = buildGrid(hubs);

  // Hubs within a metro: the main place ships most, its suburbs and satellite towns their share.
  const hubsOfMetro = new Map(
    metros.map((metro) => [metro, toWeightedList(metro.hubs.map((hub) => [hub, Math.sqrt(hub.population)]))]),
  );
  const hubIn = (random: Random, metro: Metro) => drawFrom(random, hubsOfMetro.get(metro)!) ?? metro.core;
  const origins = toWeightedList(metros.map((metro) => [metro, metro.outbound]));
  const canadianOrigins = toWeightedList(
    metros.filter((metro) => metro.core.country === 'CAN').map((metro) => [metro, metro.outbound]),
  );

  // Destinations of each origin metro, regional and long haul, by the size of the receiving metro.
  type Destinations = { regional: WeightedList<Metro>; long: WeightedList<Metro> };
  const destinations = new Map<string, Destinations>();
  const destinationsOf = (metro: Metro, inCanada: boolean) => {
    const key = `${keyOf(metro.core.name, metro.core.state)}|${inCanada}`;
    let entry = destinations.get(key);
    if (!entry) {
      const regional: [Metro, number][] = [];
      const long: [Metro, number][] = [];
      for (const other of metros) {
        if (other === metro || (inCanada && other.core.country !== 'CAN')) continue;
        const miles = greatCircleMiles(metro.core, other.core);
        if (miles < regionalMiles[0]) continue;
        (miles <= regionalMiles[1] ? regional : long).push([other, other.population]);
      }
      entry = { regional: toWeightedList(regional), long: toWeightedList(long) };
      destinations.set(key, entry);
    }
    return entry;
  };

  const lanes = toWeightedList(
    freightLanes.flatMap(([[fromName, fromState], [toName, toState], weight]) => {
      const from = hubByKey.get(keyOf(fromName, fromState));
      const to = hubByKey.get(keyOf(toName, toState));
      return from && to && from !== to ? [[[from, to] as [Hub, Hub], weight] as const] : [];
    }),
  );

  return {
    hubs,
    ports: hubs.filter((hub) => hub.isPort),
    canadian: hubs.filter((hub) => hub.country === 'CAN'),
    metros,
    metroOf,
    nearest: (hub) => {
      let best: Hub | undefined;
      let bestMiles = Infinity;
      for (const other of hubs) {
        const miles = other === hub ? Infinity : greatCircleMiles(hub, other);
        if (miles < bestMiles) [best, bestMiles] = [other, miles];
      }
      return best;
    },
    pickNear: (random, hub, minMiles, maxMiles, used) => {
      const free = hubsWithin(grid, hub, minMiles, maxMiles).filter((other) => !used.includes(other));
      return free.length > 0 ? random.pick(free) : undefined;
    },
    pickOrigin: (random, inCanada = false) =>
      hubIn(random, drawFrom(random, inCanada ? canadianOrigins : origins) ?? metros[0]!),
    pickDestination: (random, origin, isRegional, inCanada = false) => {
      const { regional, long } = destinationsOf(metroOf(origin), inCanada);
      const metro =
        drawFrom(random, isRegional ? regional : long) ?? drawFrom(random, isRegional ? long : regional);
      return metro ? hubIn(random, metro) : undefined;
    },
    pickLane: (random) => {
      const lane = drawFrom(random, lanes);
      // A lane joins two markets: its loads pick up and drop anywhere in them, not only at the main place.
      return lane ? [hubIn(random, metroOf(lane[0])), hubIn(random, metroOf(lane[1]))] : undefined;
    },
  };
}

export type RouteKind = 'regular' | 'dray' | 'intraCanada';
export type RouteStop = { hub: Hub; stopType: 'P' | 'D' };

/** The two ends of a load: a port dray, a haul within Canada, or a regular load on a busy lane or not. */
function planEnds(random: Random, index: HubIndex, kind: RouteKind): [Hub, Hub | undefined] {
  if (kind === 'dray' && index.ports.length > 0) {
    const port = random.pick(index.ports);
    return [port, index.pickNear(random, port, 10, 250, [port]) ?? index.nearest(port)];
  }
  if (kind === 'intraCanada' && index.canadian.length >= 2) {
    const origin = index.pickOrigin(random, true);
    return [origin, index.pickDestination(random, origin, random.chance(0.6), true)];
  }
  const lane = random.chance(laneShare) ? index.pickLane(random) : undefined;
  if (lane && lane[0] !== lane[1]) return lane;
  const origin = index.pickOrigin(random);
  // Half the loads are regional, as on real boards; the rest go anywhere, to the big markets most.
  return [origin, index.pickDestination(random, origin, random.chance(0.5))];
}

/** Origin, destination and, for multi-stop loads, an extra pick-up near the origin or drop near the destination. */
export function planRoute(random: Random, index: HubIndex, kind: RouteKind, stopCount: number): RouteStop[] {
  const [origin, planned] = planEnds(random, index, kind);
  const destination = planned ?? index.hubs.find((hub) => hub !== origin)!;
  const route: RouteStop[] = [{ hub: origin, stopType: 'P' }];
  const extraPick = stopCount >= 3 && (stopCount === 4 || random.chance(0.5));
  const extraDrop = stopCount === 4 || (stopCount === 3 && !extraPick);
  const secondPick = extraPick ? index.pickNear(random, origin, 15, 150, [origin, destination]) : undefined;
  if (secondPick) route.push({ hub: secondPick, stopType: 'P' });
  const firstDrop = extraDrop
    ? index.pickNear(random, destination, 15, 150, [origin, destination, ...route.map((s) => s.hub)])
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
