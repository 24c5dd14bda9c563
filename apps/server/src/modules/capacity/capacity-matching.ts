import type { AppConfig } from '@freight/domain/config';
import { isoWeekdayOf, isWeekday, laneHorizonDays } from '@freight/domain/capacity/weekdays';
import type { LoadViewer } from '@freight/domain/load-visibility';
import type { SearchQueryParams } from '../search/search-query-params';
import { instantOfWallTime, localDateOf } from '@freight/domain/zoned-dates';
import type { SortColumn, SortDirection } from '@freight/domain/search/sorting';
import type { CapacityRow } from './capacity-records';

// Which open loads a capacity matches (decision 050), written as a load search so that See results,
// the list's counts and the notices of new postings run the search's own conditions on its indexes
// (search-filters.ts, decision 011):
// - a Truck: loads of its trailer picking up within its origin radius, their first pick-up starting
//   inside its availability, and dropping within its destination radius or states when it has them;
// - a Lane: loads of its trailer picking up within its origin radius from the start of today there
//   to the start of the day `laneHorizonDays` later, on one of its days of the week where they pick
//   up, dropping within its destination radius or states.
// Like every list of loads, only loads the carrier may see (visibleTo).

export type CapacityMatchContext = {
  viewer: LoadViewer;
  config: Pick<AppConfig, 'search'>;
  now: Date;
  /** The IANA zone of the capacity's origin: a Lane's "today" is judged there. */
  originZone: string;
  /** The member whose watched loads are marked (See results); null for counts. */
  memberId?: string | null;
};

type PageAndSort = { sortColumn: SortColumn; sortDirection: SortDirection; page: number; size: number };

const countOnly: PageAndSort = { sortColumn: 'pickUpStartDate', sortDirection: 'ASC', page: 0, size: 1 };

/** The start of the day `days` after today at the capacity's origin (0: today). */
function startOfDayAfter(now: Date, zone: string, days: number): Date {
  const [year = 0, month = 1, day = 1] = localDateOf(now.getTime(), zone).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return instantOfWallTime(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: 0,
      minute: 0,
    },
    zone,
  );
}

/** Whether the capacity has a destination city (a circle) rather than Anywhere or states. */
export function hasDestinationCity(row: CapacityRow): boolean {
  return (
    row.destinationLatitude !== null && row.destinationLongitude !== null && row.destinationRadius !== null
  );
}

export function capacityMatchParams(
  row: CapacityRow,
  context: CapacityMatchContext,
  pageAndSort: PageAndSort = countOnly,
): SearchQueryParams {
  const isLane = row.capacityType === 'LANE';
  const states = row.destinationStates;
  return {
    trailerType: row.trailerType,
    pickUpFrom: isLane ? startOfDayAfter(context.now, context.originZone, 0) : row.pickUpFromDate,
    pickUpTo: isLane ? startOfDayAfter(context.now, context.originZone, laneHorizonDays) : row.pickUpToDate,
    // A Lane without days matches nothing rather than everything.
    pickUpWeekdays: isLane ? row.preferredDays.filter(isWeekday).map(isoWeekdayOf) : null,
    origin: { latitude: row.originLatitude, longitude: row.originLongitude, radiusMiles: row.originRadius },
    destination: hasDestinationCity(row)
      ? {
          latitude: row.destinationLatitude!,
          longitude: row.destinationLongitude!,
          radiusMiles: row.destinationRadius!,
        }
      : null,
    destinationStates:
      !hasDestinationCity(row) && states.length > 0 && row.destinationCountry
        ? { country: row.destinationCountry, states }
        : null,
    dropFrom: null,
    dropTo: null,
    viewer: context.viewer,
    config: context.config,
    memberId: context.memberId ?? null,
    ...pageAndSort,
  };
}
