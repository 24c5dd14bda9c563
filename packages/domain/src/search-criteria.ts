import { defaultConfig, type AppConfig } from './config';
import { statesByCountry } from './countries';
import { isGuestOnly } from './permissions';
import type { Role } from './roles';
import { isTrailerType } from './trailer-types';
import { datePart, endOfDay, isOffsetDateTime, localDateOf, shiftDays, startOfDay } from './zoned-dates';

// The load-search criteria and every rule of D1-4 (search form) and D1-5 (search validation), shared
// by the search form and the server, which checks them again. The form keeps explicit modes for each
// side (a city, Anywhere, or, for the destination, 1 to 3 states); the request of D1-3.04 is flat and
// `fromSearchRequest` reads the modes back from it.

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

/** What the form edits: the criteria plus the saved-search identity that any edit drops (D1-4.04). */
export type SearchFormState = {
  criteria: SearchCriteria;
  favorite: boolean;
  criteriaId: string | null;
};

export type SearchField =
  | 'origin'
  | 'destination'
  | 'destinationStates'
  | 'pickUpDates'
  | 'dropDates'
  | 'originRadius'
  | 'destinationRadius'
  | 'trailerType';

/** Each broken rule, named; the catalogues hold its exact text (`messages:searchRules.<issue>`). */
export type SearchRuleIssue =
  | 'originMissing'
  | 'destinationMissing'
  | 'locationMissing'
  | 'originMissingForStates'
  | 'statesMissing'
  | 'tooManyStates'
  | 'unknownState'
  | 'cityInvalid'
  | 'pickupDateInvalid'
  | 'pickupRangeReversed'
  | 'dropDateInvalid'
  | 'dropStartsBeforePickup'
  | 'dropEndsBeforePickup'
  | 'radiusInvalid'
  | 'trailerTypeInvalid';

export type SearchIssues = Partial<Record<SearchField, SearchRuleIssue>>;

// ---------------------------------------------------------------------------------------------
// Radius (D1-4.02, D1-5.08, D1-9.04)

export function radiusOptions(config: SearchConfig = defaultConfig): number[] {
  const { radiusMinMiles: min, radiusMaxMiles: max, radiusStepMiles: step } = config.search;
  const options: number[] = [];
  for (let miles = min; miles <= max; miles += step) options.push(miles);
  return options;
}

export function isValidRadius(miles: number, config: SearchConfig = defaultConfig): boolean {
  return radiusOptions(config).includes(miles);
}

/** The radius applies only to a specific city: not to Anywhere, nor to states. */
export function isRadiusEnabled(mode: OriginMode | DestinationMode): boolean {
  return mode === 'city';
}

/** The slider's plus button is disabled at the maximum, the minus button at the minimum. */
export function canIncreaseRadius(miles: number, config: SearchConfig = defaultConfig): boolean {
  return miles < config.search.radiusMaxMiles;
}

export function canDecreaseRadius(miles: number, config: SearchConfig = defaultConfig): boolean {
  return miles > config.search.radiusMinMiles;
}

export function stepRadius(miles: number, direction: 1 | -1, config: SearchConfig = defaultConfig): number {
  const { radiusMinMiles: min, radiusMaxMiles: max, radiusStepMiles: step } = config.search;
  return Math.min(max, Math.max(min, miles + direction * step));
}

// ---------------------------------------------------------------------------------------------
// Defaults (D1-4.01, D1-5.07, D1-9.05)

/**
 * A fresh search: both sides Anywhere, radius 100, pick-up from today's start to the end of
 * today + originDateDefaultOffset days, drop from today to today + destinationDateDefaultOffset days.
 * `now` is the current moment as an ISO date-time with the user's zone offset.
 */
export function defaultSearchCriteria(
  now: string,
  roles: readonly Role[],
  config: SearchConfig = defaultConfig,
): SearchCriteria {
  const today = startOfDay(now);
  return {
    originMode: 'anywhere',
    origin: null,
    originRadius: config.search.radiusDefaultMiles,
    destinationMode: 'anywhere',
    destination: null,
    destinationRadius: config.search.radiusDefaultMiles,
    destinationCountry: config.search.defaultCountry,
    destinationStates: [],
    ...defaultDates(today, config),
    trailerType: effectiveTrailerType(roles, config.search.defaultTrailerType, config),
  };
}

/** The date ranges that follow a pick-up start date (D1-5.07). */
export function defaultDates(
  pickUpStartDate: string,
  config: SearchConfig = defaultConfig,
): Pick<SearchCriteria, 'pickUpStartDate' | 'pickUpEndDate' | 'dropStartDate' | 'dropEndDate'> {
  const start = startOfDay(pickUpStartDate);
  return {
    pickUpStartDate: start,
    pickUpEndDate: endOfDay(shiftDays(start, config.search.originDateDefaultOffsetDays)),
    dropStartDate: start,
    dropEndDate: endOfDay(shiftDays(start, config.search.destinationDateDefaultOffsetDays)),
  };
}

/** A user whose only role is Guest always searches the default trailer type (D1-4.06). */
export function effectiveTrailerType(
  roles: readonly Role[],
  chosen: string,
  config: SearchConfig = defaultConfig,
): string {
  return isGuestOnly(roles) ? config.search.defaultTrailerType : chosen;
}

/** Any edit of the form drops the favourite flag and the saved-search id (D1-4.04). */
export function editSearchForm(form: SearchFormState, patch: Partial<SearchCriteria>): SearchFormState {
  return { criteria: { ...form.criteria, ...patch }, favorite: false, criteriaId: null };
}

/** Switching Anywhere on clears the side; off leaves an empty city to fill (D1-4.01). */
export function setOriginAnywhere(criteria: SearchCriteria, anywhere: boolean): Partial<SearchCriteria> {
  return anywhere ? { originMode: 'anywhere', origin: null } : { originMode: 'city', origin: null };
}

export function setDestinationMode(mode: DestinationMode): Partial<SearchCriteria> {
  return { destinationMode: mode, destination: null, destinationStates: [] };
}

// ---------------------------------------------------------------------------------------------
// Validation (D1-5)

export type ValidationContext = {
  /** The current moment: the pick-up and drop start dates may not precede today in their place's zone. */
  now: Date;
  config?: SearchConfig;
};

function isKnownState(country: string, state: string): boolean {
  const states = statesByCountry[country as keyof typeof statesByCountry];
  return states !== undefined && state in states;
}

// The typeahead's character filter applies to what is typed, not to the names it suggests: St. Louis,
// Winston-Salem and St. John's are chosen places. Text typed but never chosen has no known state.
function isPlaceValid(place: SearchPlace): boolean {
  return place.city.trim().length > 0 && isKnownState(place.country, place.state);
}

function checkLocations(criteria: SearchCriteria, config: SearchConfig, issues: SearchIssues): void {
  const { originMode, destinationMode } = criteria;
  if (originMode === 'city') {
    if (!criteria.origin) issues.origin = 'originMissing';
    else if (!isPlaceValid(criteria.origin)) issues.origin = 'cityInvalid';
    else if (!isValidRadius(criteria.originRadius, config)) issues.originRadius = 'radiusInvalid';
  }
  if (destinationMode === 'city') {
    if (!criteria.destination) issues.destination = 'destinationMissing';
    else if (!isPlaceValid(criteria.destination)) issues.destination = 'cityInvalid';
    else if (!isValidRadius(criteria.destinationRadius, config)) issues.destinationRadius = 'radiusInvalid';
  }
  if (destinationMode === 'states') {
    const states = criteria.destinationStates;
    if (states.length < config.search.minStates) issues.destinationStates = 'statesMissing';
    else if (states.length > config.search.maxStates) issues.destinationStates = 'tooManyStates';
    else if (!states.every((state) => isKnownState(criteria.destinationCountry, state))) {
      issues.destinationStates = 'unknownState';
    } else if (originMode === 'anywhere') issues.origin = 'originMissingForStates';
  }
  if (originMode === 'anywhere' && destinationMode === 'anywhere') issues.origin = 'locationMissing';
}

function zoneOf(place: SearchPlace | null, config: SearchConfig): string {
  return place?.timeZone || config.app.defaultTimeZone;
}

/**
 * The calendar date the user picked, as written (in the offset it was picked in), against today at the
 * place: "Nov 22" means Nov 22 there, wherever the user sits (D1-5.07).
 */
function isBeforeToday(value: string, timeZone: string, now: Date): boolean {
  return datePart(value) < localDateOf(now.getTime(), timeZone);
}

function checkDates(
  criteria: SearchCriteria,
  { now, config }: Required<ValidationContext>,
  issues: SearchIssues,
): void {
  const { pickUpStartDate: pickStart, pickUpEndDate: pickEnd } = criteria;
  if (!pickStart || !pickEnd || !isOffsetDateTime(pickStart) || !isOffsetDateTime(pickEnd)) {
    issues.pickUpDates = 'pickupDateInvalid';
  } else if (isBeforeToday(pickStart, zoneOf(criteria.origin, config), now)) {
    issues.pickUpDates = 'pickupDateInvalid';
  } else if (Date.parse(pickEnd) < Date.parse(pickStart)) {
    issues.pickUpDates = 'pickupRangeReversed';
  }
  if (criteria.destinationMode === 'anywhere') return;
  const { dropStartDate: dropStart, dropEndDate: dropEnd } = criteria;
  if (!dropStart || !dropEnd || !isOffsetDateTime(dropStart) || !isOffsetDateTime(dropEnd)) {
    issues.dropDates = 'dropDateInvalid';
  } else if (Date.parse(dropEnd) < Date.parse(dropStart)) {
    issues.dropDates = 'dropDateInvalid';
  } else if (issues.pickUpDates) {
    return;
  } else if (Date.parse(dropStart) < Date.parse(pickStart!)) {
    issues.dropDates = 'dropStartsBeforePickup';
  } else if (Date.parse(dropEnd) < Date.parse(pickEnd!)) {
    issues.dropDates = 'dropEndsBeforePickup';
  }
}

/** Every rule the criteria break, by field; an empty object means the search may run. */
export function validateSearchCriteria(criteria: SearchCriteria, context: ValidationContext): SearchIssues {
  const config = context.config ?? defaultConfig;
  const issues: SearchIssues = {};
  checkLocations(criteria, config, issues);
  checkDates(criteria, { now: context.now, config }, issues);
  if (!isTrailerType(criteria.trailerType)) issues.trailerType = 'trailerTypeInvalid';
  return issues;
}

export function hasIssues(issues: SearchIssues): boolean {
  return Object.keys(issues).length > 0;
}

// ---------------------------------------------------------------------------------------------
// Sorting and paging (D1-4.10, D1-9.01, D1-9.03)

export const sortColumns = [
  'pickUpStartDate',
  'total_distance',
  'price',
  'originDeadHead',
  'destinationDeadHead',
] as const;
export type SortColumn = (typeof sortColumns)[number];
export type SortDirection = 'ASC' | 'DESC';

export function isSortColumn(value: unknown): value is SortColumn {
  return typeof value === 'string' && (sortColumns as readonly string[]).includes(value);
}

/** Deadhead sorts exist only for a side set to a city (not Anywhere, not states). */
export function availableSortColumns(
  criteria: Pick<SearchCriteria, 'originMode' | 'destinationMode'>,
): SortColumn[] {
  return sortColumns.filter(
    (column) =>
      (column !== 'originDeadHead' || criteria.originMode === 'city') &&
      (column !== 'destinationDeadHead' || criteria.destinationMode === 'city'),
  );
}

/** Price sorts the other way round by default: the best paying first (D1-9.03). */
export function defaultSortDirection(
  column: SortColumn,
  config: SearchConfig = defaultConfig,
): SortDirection {
  const direction = config.search.defaultSortDirection as SortDirection;
  if (column !== 'price') return direction;
  return direction === 'ASC' ? 'DESC' : 'ASC';
}

/** 'Show N More': what the next page adds, min(page size, remaining) (D1-4.10). */
export function showMoreCount(totalRecords: number, loaded: number, pageSize: number): number {
  return Math.max(0, Math.min(pageSize, totalRecords - loaded));
}

export function hasMorePages(totalRecords: number, loaded: number): boolean {
  return loaded < totalRecords;
}

// ---------------------------------------------------------------------------------------------
// The request of D1-3.04 and back

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

/**
 * The same search, however it was typed: used to refuse a duplicate favourite ('Record Exist').
 * Dates count by calendar day, since a saved search is re-run on other days with the same ranges.
 */
export function searchCriteriaKey(criteria: SearchCriteria): string {
  const place = (value: SearchPlace | null) =>
    value ? [value.city.toLowerCase(), value.state, value.country].join('|') : '*';
  const day = (value: string | null) => (value ? value.slice(0, 10) : '');
  const hasDrop = criteria.destinationMode !== 'anywhere';
  return JSON.stringify([
    criteria.trailerType,
    criteria.originMode === 'city' ? [place(criteria.origin), criteria.originRadius] : '*',
    criteria.destinationMode === 'city'
      ? [place(criteria.destination), criteria.destinationRadius]
      : criteria.destinationMode === 'states'
        ? [criteria.destinationCountry, [...criteria.destinationStates].sort()]
        : '*',
    day(criteria.pickUpStartDate),
    day(criteria.pickUpEndDate),
    hasDrop ? day(criteria.dropStartDate) : '',
    hasDrop ? day(criteria.dropEndDate) : '',
  ]);
}
