import { keepPreviousData } from '@tanstack/react-query';
import { hasMorePages } from '@freight/domain/search-criteria';

// The fields of a LoadPosting (D1-3.01) the web app asks for, written once. A list asks only for what
// a card shows (`LoadCardFields`); the details of one load ask for the whole posting
// (`LoadPostingFields`), so that 25 cards do not carry every address and charge line.

export const loadCardFieldsFragment = /* GraphQL */ `
  fragment LoadCardFields on LoadPosting {
    loadId
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
    buyAllowed
    isWatched
    originDeadHead
    destinationDeadHead
    rate {
      totalCharge
      currency
    }
    stops {
      stopId
      stopSequence
      stopType
      locationName
      city
      state
      country
      latitude
      longitude
      appointmentFrom
      appointmentTo
      appointmentState
      timeZone
    }
  }
`;

// A recommended load also carries its rank, whether the member opened it yet and how many loads share
// its lane (D1-4.13, D1-4.14); outside recommendations the server answers null for them.
export const recommendedLoadFieldsFragment = /* GraphQL */ `
  fragment RecommendedLoadFields on LoadPosting {
    ...LoadCardFields
    rank
    recommendationStatus
    similarLoads
  }
  ${loadCardFieldsFragment}
`;

export const loadPostingFieldsFragment = /* GraphQL */ `
  fragment LoadPostingFields on LoadPosting {
    ...LoadCardFields
    loadPostingStatus
    termsAndConditions
    managedEquipment
    exclusiveLoad
    rate {
      binRateIdentifier
      lineHaulCharge {
        charge
        chargeDescription
      }
      fuelCharge {
        charge
        chargeDescription
      }
      accessorials {
        accessorialCode
        accessorialDescription
        accessorialCharge
      }
    }
    stops {
      addressLine1
      addressLine2
      postalCode
      specialServices {
        specialServiceDesc
      }
    }
  }
  ${loadCardFieldsFragment}
`;

export type LoadCardStop = {
  stopId: string;
  stopSequence: number;
  /** P pickup, D drop, BorderCrossing, Relay. */
  stopType: string;
  locationName: string | null;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  /** ISO 8601 with the stop's own offset. */
  appointmentFrom: string;
  appointmentTo: string;
  appointmentState: string | null;
  /** IANA zone of the stop. */
  timeZone: string;
};

export type LoadCardPosting = {
  loadId: string;
  sourceSystem: string;
  loadType: string;
  isHazardous: boolean;
  isHighValue: boolean;
  isTemperatureControlled: boolean;
  totalDistance: number;
  distanceUOM: string;
  totalWeight: number;
  weightUOM: string;
  numberOfStops: number;
  transportMode: string;
  buyAllowed: boolean;
  isWatched: boolean;
  originDeadHead: number | null;
  destinationDeadHead: number | null;
  /** Null when the load has no rate (Contact to Book). Amounts are decimal text ("1850.50"). */
  rate: { totalCharge: string | null; currency: string } | null;
  stops: LoadCardStop[];
  /** Recommendation rank (1 is best); asked for by the recommended lists only. */
  rank?: number | null;
  /** 'new' until the member opens the recommended load, then 'seen'. */
  recommendationStatus?: string | null;
  /** How many similar loads a recommended load has. */
  similarLoads?: number | null;
};

export type RateCharge = { charge: string; chargeDescription: string | null };

export type RateAccessorial = {
  accessorialCode: string;
  accessorialDescription: string;
  accessorialCharge: string;
};

export type LoadPostingStop = LoadCardStop & {
  addressLine1: string | null;
  addressLine2: string | null;
  postalCode: string | null;
  specialServices: { specialServiceDesc: string }[];
};

export type LoadPosting = Omit<LoadCardPosting, 'rate' | 'stops'> & {
  loadPostingStatus: string;
  termsAndConditions: string | null;
  managedEquipment: boolean;
  exclusiveLoad: boolean;
  rate: {
    totalCharge: string | null;
    currency: string;
    binRateIdentifier: string | null;
    lineHaulCharge: RateCharge | null;
    fuelCharge: RateCharge | null;
    accessorials: RateAccessorial[];
  } | null;
  stops: LoadPostingStop[];
};

/** One page of a paged load list (search, loads by state, recommended, watched), as the API answers it. */
export type LoadPostingPage = {
  totalRecords: number;
  loadPostings: LoadCardPosting[];
  /** The recent search the search was recorded as (searchLoadPostingV2 only). */
  searchHistoryId?: string | null;
};

/** The stops in sequence order: the first is the pick-up, the last the delivery. */
export function sortStops<T extends Pick<LoadCardStop, 'stopSequence'>>(stops: readonly T[]): T[] {
  return [...stops].sort((a, b) => a.stopSequence - b.stopSequence);
}

/** How many records the pages hold, as the server counts them for its next offset. */
export function countLoaded(pages: readonly LoadPostingPage[] | undefined): number {
  return (pages ?? []).reduce((sum, page) => sum + page.loadPostings.length, 0);
}

/** The next page number of a paged list, or undefined when every record is loaded (D1-4.10). */
export function getNextPageParam(lastPage: LoadPostingPage, pages: LoadPostingPage[]): number | undefined {
  // An empty page means the list shrank under us: stop rather than ask for empty pages forever.
  if (lastPage.loadPostings.length === 0 || !hasMorePages(lastPage.totalRecords, countLoaded(pages))) {
    return undefined;
  }
  return pages.length;
}

/** How every paged list of loads is fetched (search results, loads by state, recommended, watched). */
export const pagedLoadsQueryOptions = {
  initialPageParam: 0,
  getNextPageParam,
  // A new sort keeps the current cards on screen until its first page arrives.
  placeholderData: keepPreviousData,
  // Results reordering under the reader's eyes would be worse than slightly old ones.
  refetchOnWindowFocus: false,
  retry: false,
} as const;

/**
 * The postings of every loaded page, once each: a load booked by someone else between two pages
 * shifts the rest, so the next page may repeat one already shown.
 */
export function flattenPages(pages: readonly LoadPostingPage[] | undefined): LoadCardPosting[] {
  const seen = new Set<string>();
  const postings: LoadCardPosting[] = [];
  for (const page of pages ?? []) {
    for (const posting of page.loadPostings) {
      if (seen.has(posting.loadId)) continue;
      seen.add(posting.loadId);
      postings.push(posting);
    }
  }
  return postings;
}
