import type { LoadCardPosting, LoadCardStop, LoadPosting } from '../features/loads/api/load-posting';

// Load postings as the API answers them, for screens that show load cards.

export function makeStop(overrides: Partial<LoadCardStop> = {}): LoadCardStop {
  return {
    stopId: 'S1',
    stopSequence: 1,
    stopType: 'P',
    locationName: 'Acme Warehouse',
    city: 'Chicago',
    state: 'IL',
    country: 'USA',
    latitude: 41.88,
    longitude: -87.63,
    appointmentFrom: '2026-11-24T08:00:00-06:00',
    appointmentTo: '2026-11-24T16:00:00-06:00',
    appointmentState: null,
    timeZone: 'America/Chicago',
    ...overrides,
  };
}

export function makePosting(overrides: Partial<LoadCardPosting> = {}): LoadCardPosting {
  const loadId = overrides.loadId ?? 'L1';
  return {
    loadId,
    sourceSystem: 'BROKERAGE',
    loadType: 'Brokerage',
    isHazardous: false,
    isHighValue: false,
    isTemperatureControlled: false,
    totalDistance: 925.4,
    distanceUOM: 'mi',
    totalWeight: 42_000,
    weightUOM: 'lbs',
    numberOfStops: 2,
    transportMode: 'Dry Van',
    buyAllowed: true,
    isWatched: false,
    originDeadHead: null,
    destinationDeadHead: null,
    rate: { totalCharge: '1850.99', currency: 'USD' },
    stops: [
      makeStop({ stopId: `${loadId}-1` }),
      makeStop({
        stopId: `${loadId}-2`,
        stopSequence: 2,
        stopType: 'D',
        locationName: 'Dallas Depot',
        city: 'Dallas',
        state: 'TX',
        latitude: 32.78,
        longitude: -96.8,
        appointmentFrom: '2026-11-26T06:00:00-06:00',
        appointmentTo: '2026-11-26T14:00:00-06:00',
      }),
    ],
    ...overrides,
  };
}

/** The whole posting getLoadPosting answers for a card's details. */
export function makeFullPosting(posting: LoadCardPosting, overrides: Partial<LoadPosting> = {}): LoadPosting {
  return {
    ...posting,
    loadPostingStatus: 'OPEN',
    termsAndConditions: null,
    managedEquipment: false,
    exclusiveLoad: false,
    rate: posting.rate && {
      ...posting.rate,
      binRateIdentifier: 'BIN1',
      lineHaulCharge: { charge: '1500.50', chargeDescription: null },
      fuelCharge: { charge: '300.49', chargeDescription: null },
      accessorials: [
        {
          accessorialCode: 'DET',
          accessorialDescription: 'Detention',
          accessorialCharge: '50.00',
        },
      ],
    },
    stops: posting.stops.map((stop) => ({
      ...stop,
      addressLine1: `1 ${stop.city} Street`,
      addressLine2: null,
      postalCode: '00000',
      specialServices: [],
    })),
    ...overrides,
  };
}

/** Postings L{from+1} to L{from+count}. */
export function makePostings(count: number, from = 0): LoadCardPosting[] {
  return Array.from({ length: count }, (_, index) => makePosting({ loadId: `L${from + index + 1}` }));
}
