import { keepPreviousData } from '@tanstack/react-query';
import { hasMorePages } from '@freight/domain/search/paging';
import type {
  LoadCardFieldsFragment,
  LoadPostingFieldsFragment,
  RecommendedLoadFieldsFragment,
} from '../../../graphql/graphql';
import { graphql } from '../../../graphql/gql';

// The fields of a LoadPosting (D1-3.01) the web app asks for, written once. A list asks only for what
// a card shows (`LoadCardFields`); the details of one load ask for the whole posting
// (`LoadPostingFields`), so that 25 cards do not carry every address and charge line.

graphql(`
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
`);

// A recommended load also carries its rank, whether the member opened it yet and how many loads share
// its lane (D1-4.13, D1-4.14); outside recommendations the server answers null for them.
graphql(`
  fragment RecommendedLoadFields on LoadPosting {
    ...LoadCardFields
    rank
    recommendationStatus
    similarLoads
  }
`);

graphql(`
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
`);

export type LoadCardStop = LoadCardFieldsFragment['stops'][number];

/** A card's posting; a recommended list also has its rank, seen status and similar loads. */
export type LoadCardPosting = LoadCardFieldsFragment &
  Partial<Pick<RecommendedLoadFieldsFragment, 'rank' | 'recommendationStatus' | 'similarLoads'>>;

/** The whole posting, for the details of one load. */
export type LoadPosting = LoadPostingFieldsFragment;
export type LoadPostingStop = LoadPosting['stops'][number];
type LoadRate = NonNullable<LoadPosting['rate']>;
export type RateCharge = NonNullable<LoadRate['lineHaulCharge']>;
export type RateAccessorial = LoadRate['accessorials'][number];

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
