import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { loadPostings, loadPostingStops, places, type carriers } from '../../db/schema/index';
import { createCarrier } from '../../test-support/sign-in';
import type { LoadPostingPayload } from './load-posting.schemas';

// Factories for the tests of every list of loads (search, recommendations, watched loads, booking): a
// small gazetteer, postings written straight into the tables (many per test, fast) and every field of
// a load posting to ask for. Callers whose ID tokens are valid at the test app's fixed clock: signInAt.

export type TestPlace = {
  name: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  postalCode?: string;
  population?: number;
};

export const testPlaces = {
  chicago: {
    name: 'Chicago',
    state: 'IL',
    country: 'USA',
    latitude: 41.8781,
    longitude: -87.6298,
    timeZone: 'America/Chicago',
    postalCode: '60601',
    population: 2_700_000,
  },
  gary: {
    name: 'Gary',
    state: 'IN',
    country: 'USA',
    latitude: 41.5934,
    longitude: -87.3464,
    timeZone: 'America/Chicago',
    population: 70_000,
  },
  milwaukee: {
    name: 'Milwaukee',
    state: 'WI',
    country: 'USA',
    latitude: 43.0389,
    longitude: -87.9065,
    timeZone: 'America/Chicago',
    population: 577_000,
  },
  indianapolis: {
    name: 'Indianapolis',
    state: 'IN',
    country: 'USA',
    latitude: 39.7684,
    longitude: -86.1581,
    timeZone: 'America/Indiana/Indianapolis',
    population: 887_000,
  },
  dallas: {
    name: 'Dallas',
    state: 'TX',
    country: 'USA',
    latitude: 32.7767,
    longitude: -96.797,
    timeZone: 'America/Chicago',
    postalCode: '75201',
    population: 1_300_000,
  },
  fortWorth: {
    name: 'Fort Worth',
    state: 'TX',
    country: 'USA',
    latitude: 32.7555,
    longitude: -97.3308,
    timeZone: 'America/Chicago',
    population: 950_000,
  },
  houston: {
    name: 'Houston',
    state: 'TX',
    country: 'USA',
    latitude: 29.7604,
    longitude: -95.3698,
    timeZone: 'America/Chicago',
    population: 2_300_000,
  },
  losAngeles: {
    name: 'Los Angeles',
    state: 'CA',
    country: 'USA',
    latitude: 34.0522,
    longitude: -118.2437,
    timeZone: 'America/Los_Angeles',
    population: 3_900_000,
  },
  atlanta: {
    name: 'Atlanta',
    state: 'GA',
    country: 'USA',
    latitude: 33.749,
    longitude: -84.388,
    timeZone: 'America/New_York',
    population: 500_000,
  },
  montreal: {
    name: 'Montréal',
    state: 'QC',
    country: 'CAN',
    latitude: 45.5017,
    longitude: -73.5673,
    timeZone: 'America/Toronto',
    population: 1_760_000,
  },
  toronto: {
    name: 'Toronto',
    state: 'ON',
    country: 'CAN',
    latitude: 43.6532,
    longitude: -79.3832,
    timeZone: 'America/Toronto',
    population: 2_700_000,
  },
} satisfies Record<string, TestPlace>;
export type TestPlaceName = keyof typeof testPlaces;

export async function insertPlaces(
  db: Executor,
  list: TestPlace[] = Object.values(testPlaces),
): Promise<void> {
  await db.insert(places).values(
    list.map((place) => ({
      ...place,
      population: place.population ?? 0,
      searchText: `${place.name}, ${place.state}`.toLowerCase(),
    })),
  );
}

type PostingRow = typeof loadPostings.$inferInsert;

export type TestPosting = Partial<Omit<PostingRow, 'loadId'>> & {
  loadId: string;
  from?: TestPlace;
  to?: TestPlace;
  /** ISO date-times of the first pick-up and of the last drop. */
  pickup?: string;
  drop?: string;
};

const hours = (iso: string, count: number) => new Date(Date.parse(iso) + count * 3_600_000);

/**
 * Postings with a pick-up and a drop stop each: Chicago to Dallas, picking up on 2030-03-04 at 08:00
 * and dropping 30 hours after the pick-up, unless told otherwise.
 */
export async function insertPostings(db: Executor, postings: TestPosting[]): Promise<void> {
  if (postings.length === 0) return;
  const rows: PostingRow[] = postings.map(
    ({ from = testPlaces.chicago, to = testPlaces.dallas, pickup, drop, ...row }) => {
      const pickupStart = new Date(pickup ?? '2030-03-04T08:00:00-06:00');
      const dropStart = drop ? new Date(drop) : hours(pickupStart.toISOString(), 30);
      return {
        sourceSystem: 'MERCURYGATE',
        sourceReference: `ref-${row.loadId}`,
        loadType: 'Brokerage',
        transportMode: 'Dry Van',
        totalDistance: 968.4,
        totalWeight: 38_000,
        numberOfStops: 2,
        totalChargeCents: 250_000,
        lineHaulCents: 250_000,
        originCity: from.name,
        originState: from.state,
        originCountry: from.country,
        originLat: from.latitude,
        originLng: from.longitude,
        originTimeZone: from.timeZone,
        pickupStart,
        pickupEnd: hours(pickupStart.toISOString(), 2),
        destinationCity: to.name,
        destinationState: to.state,
        destinationCountry: to.country,
        destinationLat: to.latitude,
        destinationLng: to.longitude,
        destinationTimeZone: to.timeZone,
        dropStart,
        dropEnd: hours(dropStart.toISOString(), 2),
        ...row,
      };
    },
  );
  const inserted = await db
    .insert(loadPostings)
    .values(rows)
    .returning({ id: loadPostings.id, loadId: loadPostings.loadId });
  const idOf = new Map(inserted.map((row) => [row.loadId, row.id]));
  await db.insert(loadPostingStops).values(
    rows.flatMap((row) => {
      const end = (stopType: 'P' | 'D') => {
        const isPickUp = stopType === 'P';
        return {
          loadPostingId: idOf.get(row.loadId)!,
          stopId: `${row.loadId}-${isPickUp ? 1 : 2}`,
          sequence: isPickUp ? 1 : 2,
          stopType,
          city: isPickUp ? row.originCity : row.destinationCity,
          state: isPickUp ? row.originState : row.destinationState,
          country: isPickUp ? row.originCountry : row.destinationCountry,
          latitude: isPickUp ? row.originLat : row.destinationLat,
          longitude: isPickUp ? row.originLng : row.destinationLng,
          timeZone: isPickUp ? row.originTimeZone : row.destinationTimeZone,
          appointmentFrom: isPickUp ? row.pickupStart! : row.dropStart!,
          appointmentTo: isPickUp ? row.pickupEnd! : row.dropEnd!,
        };
      };
      return [end('P'), end('D')];
    }),
  );
}

/** A carrier with these search-relevant facts. */
export function createSearchCarrier(
  db: Executor,
  facts: Partial<
    Pick<
      typeof carriers.$inferInsert,
      'managedEquipmentCapability' | 'nonManagedEquipmentCapability' | 'tier' | 'name'
    >
  > = {},
) {
  return createCarrier(db, { name: `Search Carrier ${randomUUID().slice(0, 6)}`, ...facts });
}

/** The radius of earthdistance's earth(): the ground truth of the distance tests, written apart from the code. */
export const testEarthRadiusMeters = 6_378_168;

/** Great-circle distance in metres by the haversine formula. */
export function haversineMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * testEarthRadiusMeters * Math.asin(Math.sqrt(Math.min(1, h)));
}

export const haversineMiles = (
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) => haversineMeters(a, b) / 1_609.344;

/** Every field of a load posting, so that a field the contract promises but the server does not fill fails a test. */
export const loadPostingFields = /* GraphQL */ `
  fragment LoadPostingFields on LoadPosting {
    loadId
    loadPostingStatus
    sourceSystem
    loadType
    isHazardous
    isHighValue
    isTemperatureControlled
    totalDistance
    distanceUOM
    totalWeight
    weightUOM
    numberOfStops
    transportMode
    termsAndConditions
    buyAllowed
    managedEquipment
    exclusiveLoad
    rank
    similarLoads
    isWatched
    isGapForDriver
    isNextPickupLoadAvailable
    nextPickupLoadAvlSearchCriteria
    originDeadHead
    destinationDeadHead
    rate {
      binRateIdentifier
      totalCharge
      currency
      lineHaulCharge {
        charge
        unitCharge
        quantity
        rateQualifier
        chargeDescription
      }
      fuelCharge {
        charge
        unitCharge
        quantity
        rateQualifier
        chargeDescription
      }
      accessorials {
        accessorialCode
        accessorialDescription
        accessorialType
        accessorialCharge
      }
    }
    stops {
      stopId
      stopSequence
      sequenceNo
      stopType
      locationName
      addressLine1
      addressLine2
      city
      state
      postalCode
      country
      latitude
      longitude
      appointmentFrom
      appointmentTo
      appointmentState
      timeZone
      deadHead
      specialServices {
        specialServiceDesc
      }
    }
  }
`;

/** A valid posting as a source system sends it (Chicago to Dallas), that a test changes one field at a time. */
export function buildPostingPayload(
  overrides: Partial<LoadPostingPayload> = {},
): Omit<LoadPostingPayload, 'sourceReference'> {
  return {
    loadType: 'Brokerage',
    transportMode: 'Dry Van',
    isHazardous: false,
    isHighValue: false,
    isTemperatureControlled: false,
    totalDistance: 968.4,
    totalWeight: 38_000,
    termsAndConditions: 'brokerage',
    buyAllowed: true,
    managedEquipment: false,
    exclusiveLoad: false,
    rate: {
      currency: 'USD',
      binRateId: 'BIN-1',
      lineHaul: { charge: '2300.00', unitCharge: '2.375', quantity: '968.4', rateQualifier: 'PM' },
      fuel: { charge: 532.62, unitCharge: 0.55, quantity: 968.4, rateQualifier: 'PM' },
      accessorials: [{ code: 'LUM', description: 'Lumper', type: 'FLAT', charge: '150.5' }],
    },
    stops: [
      {
        sequence: 1,
        stopType: 'P',
        locationName: 'Midway Distribution Center',
        addressLine1: '4100 W 47th St',
        city: 'Chicago',
        state: 'IL',
        postalCode: '60632',
        country: 'USA',
        latitude: 41.8781,
        longitude: -87.6298,
        timeZone: 'America/Chicago',
        appointmentFrom: '2030-03-04T08:00:00-06:00',
        appointmentTo: '2030-03-04T10:00:00-06:00',
        appointmentConfirmed: false,
        specialServices: ['Driver assist'],
      },
      {
        sequence: 2,
        stopType: 'D',
        locationName: 'Trinity Foods Warehouse',
        city: 'Dallas',
        state: 'TX',
        postalCode: '75201',
        country: 'USA',
        latitude: 32.7767,
        longitude: -96.797,
        timeZone: 'America/Chicago',
        appointmentFrom: '2030-03-05T14:00:00-06:00',
        appointmentTo: '2030-03-05T16:00:00-06:00',
        appointmentConfirmed: true,
      },
    ],
    ...overrides,
  };
}
