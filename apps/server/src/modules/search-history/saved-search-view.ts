import type { SavedSearch, SavedSearchCriteria } from '../../generated/graphql';
import type { savedSearches } from '../../db/schema/searches';
import { daysBetween, writeInOffset } from '@freight/domain/zoned-dates';
import { shiftDatesForRerun } from './saved-search-dates';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The flat fields of the search request (D1-3.04): what re-runs the saved search as it is. */
export type SavedSearchCriteriaView = SavedSearchCriteria;

/** A saved (recent or favourite) search with the spec's field names (D1-3.06). */
export type SavedSearchView = SavedSearch;

/** The saved search as answered on `now`: its dates as saved, and the criteria to re-run it today. */
export function toSavedSearchView(row: SavedSearchRow, now: Date): SavedSearchView {
  const offset = row.zoneOffset;
  const searchdate = writeInOffset(row.searchDate, offset);
  const dates = {
    pickUpStartDate: writeInOffset(row.pickupStart, offset),
    pickUpEndDate: writeInOffset(row.pickupEnd, offset),
    dropStartDate: writeInOffset(row.dropStart, offset),
    dropEndDate: writeInOffset(row.dropEnd, offset),
  };
  const dayOffset = (value: string | null) => (value ? daysBetween(searchdate, value) : null);
  const [state1 = null, state2 = null, state3 = null] = row.destinationStates;
  return {
    id: row.id,
    userid: row.memberId,
    carrierid: row.carrierId,
    trailertype: row.trailerType,
    originCity: row.originCity,
    originState: row.originState,
    originPostalCode: row.originPostalCode,
    originCountry: row.originCountry,
    originradius: row.originRadius,
    destinationCity: row.destinationCity,
    destinationState: row.destinationState,
    destinationState1: state1,
    destinationState2: state2,
    destinationState3: state3,
    destinationCountry: row.destinationCountry,
    destinationPostalCode: row.destinationPostalCode,
    destinationradius: row.destinationRadius,
    pickupdate: dates.pickUpStartDate,
    dropdate: dates.dropStartDate,
    searchdate,
    favouritesearchindicator: row.favorite,
    durationDays:
      dates.pickUpStartDate && dates.pickUpEndDate
        ? daysBetween(dates.pickUpStartDate, dates.pickUpEndDate)
        : null,
    pickupStartDate: dates.pickUpStartDate,
    pickupEndDate: dates.pickUpEndDate,
    dropStartDate: dates.dropStartDate,
    dropEndDate: dates.dropEndDate,
    pickupStartDateOffset: dayOffset(dates.pickUpStartDate),
    pickupEndDateOffset: dayOffset(dates.pickUpEndDate),
    dropStartDateOffset: dayOffset(dates.dropStartDate),
    dropEndDateOffset: dayOffset(dates.dropEndDate),
    criteria: {
      originCity: row.originCity,
      originState: row.originState,
      originCountry: row.originCountry,
      originPostalCode: row.originPostalCode,
      originRadius: row.originRadius,
      destinationCity: row.destinationCity,
      destinationState: row.destinationState,
      destinationStates: row.destinationStates,
      destinationCountry: row.destinationCountry,
      destinationPostalCode: row.destinationPostalCode,
      destinationRadius: row.destinationRadius,
      trailerType: row.trailerType,
      favorite: row.favorite,
      ...shiftDatesForRerun(dates, now, offset),
    },
  };
}
