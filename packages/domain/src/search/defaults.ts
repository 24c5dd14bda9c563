import { defaultConfig } from '../config';
import { isGuestOnly } from '../permissions';
import type { Role } from '../roles';
import { endOfDay, shiftDays, startOfDay } from '../zoned-dates';
import type { SearchConfig, SearchCriteria } from './criteria';

// What a new search starts with (D1-4.01, D1-5.07, D1-9.05).

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
