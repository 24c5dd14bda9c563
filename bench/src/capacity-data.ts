import { weekdays } from '@freight/domain/capacity/weekdays';
import { instantOfWallTime, wallTimeOf } from '@freight/domain/zoned-dates';
import type { Executor } from '../../apps/server/src/db/client';
import { capacities } from '../../apps/server/src/db/schema/capacity';
import type { Hub } from '../../apps/server/src/db/seed/demo-hubs';
import { createRandom, type Random } from '../../apps/server/src/db/seed/prng';

// The capacity benchmark's trucks and lanes: carriers' postings as dispatchers make them, between the
// gazetteer's hubs (the generated postings' ends), written through the capacities table as the API
// stores them. Seeded, so two runs compare.

export type CapacityOwner = { carrierId: string; memberId: string };

const radiusWeights = [
  [25, 1],
  [50, 2],
  [75, 2],
  [100, 6],
  [150, 2],
  [200, 1],
  [250, 1],
] as const;
// About the generated postings' shares of the capacity trailer types (search-mix.ts).
const trailerWeights = [
  ['Dry Van', 45],
  ['Refrigerated', 20],
  ['Power Only', 25],
  ['Specialty', 10],
] as const;
const destinationRadii = [100, 150, 200, 250] as const;

type Row = typeof capacities.$inferInsert;

function statesNear(random: Random, hubs: readonly Hub[], country: 'USA' | 'CAN'): string[] {
  const states = [...new Set(hubs.filter((hub) => hub.country === country).map((hub) => hub.state))];
  const count = random.int(1, 3);
  const chosen = new Set<string>();
  while (chosen.size < Math.min(count, states.length)) chosen.add(random.pick(states));
  return [...chosen];
}

function capacityOf(random: Random, hubs: readonly Hub[], owner: CapacityOwner, now: Date): Row {
  const weightedHubs = hubs.map((hub) => [hub, Math.sqrt(Math.max(hub.population, 10_000))] as const);
  const origin = random.weighted(weightedHubs);
  const isTruck = random.chance(0.6);
  const destinationKind = isTruck
    ? random.weighted([
        ['anywhere', 50],
        ['city', 30],
        ['states', 20],
      ] as const)
    : random.weighted([
        ['city', 65],
        ['states', 35],
      ] as const);
  const destination = destinationKind === 'city' ? random.weighted(weightedHubs) : null;
  const states = destinationKind === 'states' ? statesNear(random, hubs, origin.country) : [];
  const today = wallTimeOf(now, origin.timeZone);
  const day = (offset: number) =>
    instantOfWallTime(
      { year: today.year, month: today.month, day: today.day + offset, hour: 8, minute: 0 },
      origin.timeZone,
    );
  const firstDay = random.int(0, 14);
  const days = new Set<string>();
  const dayCount = random.int(1, 5);
  while (days.size < dayCount) days.add(random.pick(weekdays));
  return {
    carrierId: owner.carrierId,
    lastUpdatedBy: owner.memberId,
    capacityType: isTruck ? 'TRUCK' : 'LANE',
    trailerType: random.weighted(trailerWeights),
    originCity: origin.name,
    originState: origin.state,
    originCountry: origin.country,
    originPostalCode: origin.postalCode,
    originLatitude: origin.latitude,
    originLongitude: origin.longitude,
    originRadius: random.weighted(radiusWeights),
    destinationCity: destination?.name ?? null,
    destinationState: destination?.state ?? null,
    destinationCountry: destination?.country ?? (states.length > 0 ? origin.country : null),
    destinationPostalCode: destination?.postalCode ?? null,
    destinationLatitude: destination?.latitude ?? null,
    destinationLongitude: destination?.longitude ?? null,
    destinationRadius: destination ? random.pick(destinationRadii) : null,
    destinationStates: states,
    pickUpFromDate: isTruck ? day(firstDay) : null,
    pickUpToDate: isTruck ? day(firstDay + random.int(0, 6)) : null,
    preferredDays: isTruck ? [] : weekdays.filter((weekday) => days.has(weekday)),
  };
}

/** `perOwner` capacities for each owner, written a thousand at a time; answers how many. */
export async function insertCapacities(
  db: Executor,
  options: {
    hubs: readonly Hub[];
    owners: readonly CapacityOwner[];
    perOwner: number;
    now: Date;
    seed: number;
  },
): Promise<number> {
  const random = createRandom(options.seed);
  const rows = options.owners.flatMap((owner) =>
    Array.from({ length: options.perOwner }, () => capacityOf(random, options.hubs, owner, options.now)),
  );
  for (let start = 0; start < rows.length; start += 1_000)
    await db.insert(capacities).values(rows.slice(start, start + 1_000));
  return rows.length;
}
