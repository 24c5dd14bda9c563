import type { SearchRequest } from '@freight/domain/search/request';
import { defaultSortDirection, type SortColumn } from '@freight/domain/search/sorting';
import { formatInZone, instantOfWallTime, wallTimeOf } from '@freight/domain/zoned-dates';
import type { Hub } from '../../apps/server/src/db/seed/demo-hubs';
import { greatCircleMiles } from '../../apps/server/src/db/seed/demo-routes';
import { createRandom, type Random } from '../../apps/server/src/db/seed/prng';

// The benchmark's searches: a fixed list, the same for every engine and every run with the same
// seed and day. What a dispatcher does: a city with a radius and a few days of pick-up, sometimes a
// destination city or a few destination states, every sort the results screen offers, the first
// pages mostly and now and then a deep one.

export const searchKinds = ['origin', 'origin+destination', 'origin+states'] as const;
export type SearchKind = (typeof searchKinds)[number];

export type MixSearch = {
  id: number;
  kind: SearchKind;
  isDeepPage: boolean;
  /** One line for the report: where, how far, when, what, how sorted, which page. */
  label: string;
  /** The input of searchLoadPostingV2, without skipUserSearchHistory. */
  input: SearchRequest & {
    page: number;
    size: number;
    sortColumn: SortColumn;
    sortDirection: 'ASC' | 'DESC';
  };
};

// 200 searches in all.
const kindCounts: Record<SearchKind, number> = { origin: 90, 'origin+destination': 60, 'origin+states': 50 };
const radii = [50, 75, 100, 125, 150, 175, 200, 225, 250];
const pageSize = 25;

// About the shares of the generated postings, so that each trailer's searches find what it would.
const trailerWeights = [
  ['Dry Van', 40],
  ['Refrigerated', 18],
  ['Flatbed', 8],
  ['Power Only', 22],
  ['Container', 9],
  ['Specialty', 3],
] as const;

const sortWeights: readonly (readonly [SortColumn, number])[] = [
  ['pickUpStartDate', 40],
  ['price', 20],
  ['total_distance', 15],
  ['originDeadHead', 15],
  ['destinationDeadHead', 10],
  // Beyond the spec (decision 058): net profit and net per day with the carrier's cost profile.
  ['netProfit', 10],
  ['netPerDay', 10],
];

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Hubs at a driving distance from the origin, weighted like origins (bigger cities more often). */
function hubsBetween(hubs: Hub[], origin: Hub, minMiles: number, maxMiles: number) {
  return hubs
    .filter((hub) => hub !== origin)
    .map((hub) => ({ hub, miles: greatCircleMiles(origin, hub) }))
    .filter(({ miles }) => miles >= minMiles && miles <= maxMiles)
    .map(({ hub }) => [hub, Math.sqrt(Math.max(hub.population, 10_000))] as const);
}

/** Pick-up (and drop) dates as the form sends them: local days of the origin, with its offset. */
function datesOf(random: Random, origin: Hub, now: Date, hasDrop: boolean) {
  const today = wallTimeOf(now, origin.timeZone);
  // Today only while there is a working day left, so that a long run never searches yesterday.
  const earliest = today.hour < 18 ? 0 : 1;
  const startDay = random.chance(0.3) ? earliest : random.chance(0.6) ? random.int(1, 3) : random.int(4, 14);
  const days = random.int(3, 7);
  const at = (day: number, hour: number, minute: number) =>
    formatInZone(
      instantOfWallTime(
        { year: today.year, month: today.month, day: today.day + day, hour, minute },
        origin.timeZone,
      ),
      origin.timeZone,
    );
  const lastPickUpDay = startDay + days - 1;
  return {
    pickUpStartDate: at(startDay, 0, 0),
    pickUpEndDate: at(lastPickUpDay, 23, 55),
    days,
    ...(hasDrop
      ? { dropStartDate: at(startDay, 0, 0), dropEndDate: at(lastPickUpDay + random.int(2, 6), 23, 55) }
      : {}),
  };
}

/**
 * The mix: 200 searches from the hubs of the gazetteer (the demo seed's, which the generated
 * postings also start and end at). Deep pages go to wide origin-only searches, which have them.
 */
export function buildSearchMix(hubs: Hub[], now: Date, seed: number): MixSearch[] {
  const random = createRandom(seed);
  const weightedHubs = hubs.map((hub) => [hub, Math.sqrt(Math.max(hub.population, 10_000))] as const);
  const kinds = shuffle(
    random,
    searchKinds.flatMap((kind) => Array.from({ length: kindCounts[kind] }, () => kind)),
  );
  return kinds.map((kind, index) => {
    const origin = random.weighted(weightedHubs);
    const originRadius = random.pick(radii);
    const trailerType = random.weighted(trailerWeights);
    let destination: Hub | null = null;
    let destinationRadius: number | null = null;
    let destinationStates: string[] = [];
    let destinationCountry: string | null = null;
    if (kind === 'origin+destination') {
      const lanes = hubsBetween(hubs, origin, 100, 900);
      destination = lanes.length > 0 ? random.weighted(lanes) : random.weighted(weightedHubs);
      destinationRadius = random.pick(radii);
    } else if (kind === 'origin+states') {
      // States and provinces that loads from here go to: those of the hubs within 900 miles.
      const country = origin.country;
      const reachable = hubsBetween(hubs, origin, 50, 900).filter(([hub]) => hub.country === country);
      const count = random.int(1, 3);
      while (destinationStates.length < count && reachable.length > 0) {
        const state = random.weighted(reachable).state;
        if (!destinationStates.includes(state)) destinationStates.push(state);
        else if (reachable.every(([hub]) => destinationStates.includes(hub.state))) break;
      }
      if (destinationStates.length === 0) destinationStates = [origin.state];
      destinationCountry = country;
    }
    const available = sortWeights.filter(
      ([column]) => column !== 'destinationDeadHead' || kind === 'origin+destination',
    );
    const sortColumn = random.weighted(available);
    const flipped = random.chance(0.2);
    const direction = defaultSortDirection(sortColumn);
    const sortDirection = flipped ? (direction === 'ASC' ? 'DESC' : 'ASC') : direction;
    const isDeepPage = kind === 'origin' && originRadius >= 150 && random.chance(0.14);
    const page = isDeepPage
      ? random.int(8, 20)
      : random.weighted([
          [0, 55],
          [1, 20],
          [2, 13],
          [3, 12],
        ] as const);
    const dates = datesOf(random, origin, now, kind !== 'origin');
    const where = [
      `${origin.name}, ${origin.state} ${originRadius} mi`,
      destination ? `to ${destination.name}, ${destination.state} ${destinationRadius} mi` : '',
      destinationStates.length > 0 ? `to ${destinationStates.join('/')}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const input: MixSearch['input'] = {
      ...placeFields('origin', origin),
      originRadius,
      pickUpStartDate: dates.pickUpStartDate,
      pickUpEndDate: dates.pickUpEndDate,
      ...(destination ? { ...placeFields('destination', destination), destinationRadius } : {}),
      ...(destinationStates.length > 0 ? { destinationStates, destinationCountry } : {}),
      ...(dates.dropStartDate ? { dropStartDate: dates.dropStartDate, dropEndDate: dates.dropEndDate } : {}),
      trailerType,
      page,
      size: pageSize,
      sortColumn,
      sortDirection,
    };
    return {
      id: index + 1,
      kind,
      isDeepPage,
      label: `${where}, ${dates.days} d, ${trailerType}, ${sortColumn} ${sortDirection}, page ${page}`,
      input,
    };
  });
}

/** A side of the request, as the typeahead fills it: the gazetteer's spelling and postal code. */
function placeFields(side: 'origin' | 'destination', hub: Hub): SearchRequest {
  return side === 'origin'
    ? {
        originCity: hub.name,
        originState: hub.state,
        originCountry: hub.country,
        originPostalCode: hub.postalCode,
      }
    : {
        destinationCity: hub.name,
        destinationState: hub.state,
        destinationCountry: hub.country,
        destinationPostalCode: hub.postalCode,
      };
}
