import type { AppConfig } from '../config';

// The load-search criteria that the search form edits and the server checks again (D1-4, D1-5). The form
// keeps explicit modes for each side (a city, Anywhere, or, for the destination, 1 to 3 states); the
// request of D1-3.04 is flat and `fromSearchRequest` (request.ts) reads the modes back from it.

export type SearchConfig = Pick<AppConfig, 'search' | 'app'>;

/** A place chosen among the typeahead's suggestions. */
export type SearchPlace = {
  city: string;
  state: string;
  country: string;
  postalCode?: string | null;
  /** IANA zone of the place, for the "not before today" rule; the default zone when unknown. */
  timeZone?: string | null;
};

export type OriginMode = 'anywhere' | 'city';
export type DestinationMode = 'anywhere' | 'city' | 'states';

export type SearchCriteria = {
  originMode: OriginMode;
  /** The chosen place; null while the field is empty (or Anywhere). */
  origin: SearchPlace | null;
  originRadius: number;
  destinationMode: DestinationMode;
  destination: SearchPlace | null;
  destinationRadius: number;
  /** The country of state mode (USA or CAN). */
  destinationCountry: string;
  destinationStates: string[];
  /** ISO 8601 date-times with a zone offset (D1-3.05), e.g. 2026-11-24T00:00:00-06:00. */
  pickUpStartDate: string | null;
  pickUpEndDate: string | null;
  dropStartDate: string | null;
  dropEndDate: string | null;
  trailerType: string;
};
