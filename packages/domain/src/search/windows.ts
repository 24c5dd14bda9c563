import { defaultConfig } from '../config';
import { instantAsWrittenIn } from '../zoned-dates';
import type { SearchConfig, SearchCriteria } from './criteria';

// What a search's dates mean (decision 051): the days and times the user picked, on the wall clocks of
// the place searched, whatever the time zone of the browser that wrote them. Chicago, 25 to 28
// November, is the same loads for a dispatcher in Los Angeles and one in London; the rule "not before
// today" reads the dates the same way (D1-5.07).

/** The zone of the pick-up dates: the origin city's, the default zone for Anywhere (D1-9.12). */
export function pickUpZoneOf(criteria: SearchCriteria, config: SearchConfig = defaultConfig): string {
  return (criteria.originMode === 'city' && criteria.origin?.timeZone) || config.app.defaultTimeZone;
}

/** The zone of the delivery dates: the destination city's; for states, that of the pick-up dates. */
export function dropZoneOf(criteria: SearchCriteria, config: SearchConfig = defaultConfig): string {
  return (
    (criteria.destinationMode === 'city' && criteria.destination?.timeZone) || pickUpZoneOf(criteria, config)
  );
}

export type SearchWindows = {
  pickUpFrom: Date;
  pickUpTo: Date;
  /** Null when the destination is Anywhere: drop dates mean nothing then (D1-5.03). */
  dropFrom: Date | null;
  dropTo: Date | null;
};

function momentOf(value: string | null, timeZone: string): Date {
  if (value === null) throw new Error('A search date is missing: validate the criteria first');
  return instantAsWrittenIn(value, timeZone);
}

/** The moments the windows of valid criteria span, each date read in its side's zone. */
export function searchWindowsOf(
  criteria: SearchCriteria,
  config: SearchConfig = defaultConfig,
): SearchWindows {
  const pickUpZone = pickUpZoneOf(criteria, config);
  const hasDrop = criteria.destinationMode !== 'anywhere';
  const dropZone = dropZoneOf(criteria, config);
  return {
    pickUpFrom: momentOf(criteria.pickUpStartDate, pickUpZone),
    pickUpTo: momentOf(criteria.pickUpEndDate, pickUpZone),
    dropFrom: hasDrop ? momentOf(criteria.dropStartDate, dropZone) : null,
    dropTo: hasDrop ? momentOf(criteria.dropEndDate, dropZone) : null,
  };
}
