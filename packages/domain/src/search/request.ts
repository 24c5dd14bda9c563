import { defaultConfig } from '../config';
import type { SearchConfig, SearchCriteria, SearchPlace } from './criteria';
import type { SortColumn, SortDirection } from './sorting';

// The search request of D1-3.04, flat, and back: the form's modes are read from which fields are set.

/** The search request as sent to searchLoadPostingV2; the server fills the caller's carrier fields. */
export type SearchRequest = {
  originCity?: string | null;
  originState?: string | null;
  originCountry?: string | null;
  originPostalCode?: string | null;
  originRadius?: number | null;
  pickUpStartDate?: string | null;
  pickUpEndDate?: string | null;
  destinationCity?: string | null;
  destinationState?: string | null;
  destinationStates?: string[] | null;
  destinationCountry?: string | null;
  destinationPostalCode?: string | null;
  destinationRadius?: number | null;
  dropStartDate?: string | null;
  dropEndDate?: string | null;
  trailerType?: string | null;
  favorite?: boolean | null;
  page?: number | null;
  size?: number | null;
  sortColumn?: SortColumn | null;
  sortDirection?: SortDirection | null;
};

export function toSearchRequest(criteria: SearchCriteria): SearchRequest {
  const origin = criteria.originMode === 'city' ? criteria.origin : null;
  const destination = criteria.destinationMode === 'city' ? criteria.destination : null;
  const states = criteria.destinationMode === 'states' ? criteria.destinationStates : [];
  const hasDrop = criteria.destinationMode !== 'anywhere';
  return {
    originCity: origin?.city ?? null,
    originState: origin?.state ?? null,
    originCountry: origin?.country ?? null,
    originPostalCode: origin?.postalCode ?? null,
    originRadius: origin ? criteria.originRadius : null,
    pickUpStartDate: criteria.pickUpStartDate,
    pickUpEndDate: criteria.pickUpEndDate,
    destinationCity: destination?.city ?? null,
    destinationState: destination?.state ?? null,
    destinationStates: states,
    destinationCountry: destination?.country ?? (states.length > 0 ? criteria.destinationCountry : null),
    destinationPostalCode: destination?.postalCode ?? null,
    destinationRadius: destination ? criteria.destinationRadius : null,
    dropStartDate: hasDrop ? criteria.dropStartDate : null,
    dropEndDate: hasDrop ? criteria.dropEndDate : null,
    trailerType: criteria.trailerType,
  };
}

function placeOf(
  city: string | null | undefined,
  state: string | null | undefined,
  country: string | null | undefined,
  postalCode: string | null | undefined,
): SearchPlace | null {
  if (!city?.trim()) return null;
  return { city: city.trim(), state: state ?? '', country: country ?? '', postalCode: postalCode ?? null };
}

/** Reads the form's modes back from a flat request: no city means Anywhere, states mean state mode. */
export function fromSearchRequest(
  request: SearchRequest,
  config: SearchConfig = defaultConfig,
): SearchCriteria {
  const origin = placeOf(
    request.originCity,
    request.originState,
    request.originCountry,
    request.originPostalCode,
  );
  const destination = placeOf(
    request.destinationCity,
    request.destinationState,
    request.destinationCountry,
    request.destinationPostalCode,
  );
  const states = request.destinationStates ?? [];
  return {
    originMode: origin ? 'city' : 'anywhere',
    origin,
    originRadius: request.originRadius ?? config.search.radiusDefaultMiles,
    destinationMode: destination ? 'city' : states.length > 0 ? 'states' : 'anywhere',
    destination,
    destinationRadius: request.destinationRadius ?? config.search.radiusDefaultMiles,
    destinationCountry: request.destinationCountry ?? config.search.defaultCountry,
    destinationStates: destination ? [] : states,
    pickUpStartDate: request.pickUpStartDate ?? null,
    pickUpEndDate: request.pickUpEndDate ?? null,
    dropStartDate: request.dropStartDate ?? null,
    dropEndDate: request.dropEndDate ?? null,
    trailerType: request.trailerType ?? config.search.defaultTrailerType,
  };
}
