import { defaultConfig } from '../config';
import { statesByCountry } from '../countries';
import { isTrailerType } from '../trailer-types';
import { datePart, isOffsetDateTime, localDateOf } from '../zoned-dates';
import type { SearchConfig, SearchCriteria, SearchPlace } from './criteria';
import { isValidRadius } from './radius';
import { pickUpZoneOf } from './windows';

// Every rule of D1-5 (search validation), shared by the search form and the server, which checks them
// again.

export type SearchField =
  | 'origin'
  | 'destination'
  | 'destinationStates'
  | 'pickUpDates'
  | 'dropDates'
  | 'originRadius'
  | 'destinationRadius'
  | 'trailerType';

/** Each broken rule, named; `searchRuleMessages` holds its exact English and French text. */
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
  } else if (isBeforeToday(pickStart, pickUpZoneOf(criteria, config), now)) {
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
