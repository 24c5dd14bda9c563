import type { SearchCriteria, SearchPlace } from './criteria';

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
