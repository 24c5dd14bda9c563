import { defaultConfig } from '../config';
import { isGuestOnly } from '../permissions';
import type { Role } from '../roles';
import { endOfDay, isOffsetDateTime, shiftDays, startOfDay } from '../zoned-dates';
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

/** A range of the form's date pickers: offset date-times, null while not picked. */
export type DateRange = { start: string | null; end: string | null };

/** The date ranges that follow a pick-up start date (D1-5.07). */
export function defaultDates(
  pickUpStartDate: string,
  config: SearchConfig = defaultConfig,
): Pick<SearchCriteria, 'pickUpStartDate' | 'pickUpEndDate' | 'dropStartDate' | 'dropEndDate'> {
  const start = startOfDay(pickUpStartDate);
  const end = endOfDay(shiftDays(start, config.search.originDateDefaultOffsetDays));
  return { pickUpStartDate: start, pickUpEndDate: end, ...dropRangeAfter(start, end, config) };
}

/**
 * The delivery range that goes with a pick-up range, as the defaults pair them (D1-5.07): it starts
 * when the pick-up starts and ends destinationDateDefaultOffset days after that day, or when the
 * pick-up range ends if that is later, so that it never begins nor ends before it (D1-5.04).
 */
export function followingDropRange(
  pickUp: DateRange,
  config: SearchConfig = defaultConfig,
): Pick<SearchCriteria, 'dropStartDate' | 'dropEndDate'> | null {
  const { start, end } = pickUp;
  return start && isOffsetDateTime(start) ? dropRangeAfter(start, end, config) : null;
}

function dropRangeAfter(start: string, end: string | null, config: SearchConfig) {
  const offsetEnd = endOfDay(shiftDays(startOfDay(start), config.search.destinationDateDefaultOffsetDays));
  const isEndLater = end !== null && isOffsetDateTime(end) && Date.parse(end) > Date.parse(offsetEnd);
  return { dropStartDate: start, dropEndDate: isEndLater ? end : offsetEnd };
}

/** A user whose only role is Guest always searches the default trailer type (D1-4.06). */
export function effectiveTrailerType(
  roles: readonly Role[],
  chosen: string,
  config: SearchConfig = defaultConfig,
): string {
  return isGuestOnly(roles) ? config.search.defaultTrailerType : chosen;
}
