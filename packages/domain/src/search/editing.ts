import { defaultConfig } from '../config';
import type { DestinationMode, SearchConfig, SearchCriteria } from './criteria';
import { followingDropRange, type DateRange } from './defaults';

// How the search form's edits change its state (D1-4.01, D1-4.03, D1-4.04, D1-5.04).

/** What the form edits: the criteria plus the saved-search identity that any edit drops (D1-4.04). */
export type SearchFormState = {
  criteria: SearchCriteria;
  favorite: boolean;
  criteriaId: string | null;
  /**
   * The user chose the delivery range: from then on it stays as chosen. Until then it follows the
   * pick-up range (editPickUpRange). Absent in a form stored before it existed: not chosen.
   */
  isDropRangeChosen?: boolean;
};

/** Any edit of the form drops the favourite flag and the saved-search id (D1-4.04). */
export function editSearchForm(form: SearchFormState, patch: Partial<SearchCriteria>): SearchFormState {
  return { ...form, criteria: { ...form.criteria, ...patch }, favorite: false, criteriaId: null };
}

/**
 * A new pick-up range. A delivery range the user has not chosen follows it (followingDropRange), so a
 * later pick-up never leaves 'Delivery Date Range cannot begin earlier than Pick-Up Date Range.' to
 * clear by hand (D1-5.04); a chosen one stays as the user set it.
 */
export function editPickUpRange(
  form: SearchFormState,
  range: DateRange,
  config: SearchConfig = defaultConfig,
): SearchFormState {
  const pickUp = { pickUpStartDate: range.start, pickUpEndDate: range.end };
  const drop = form.isDropRangeChosen ? null : followingDropRange(range, config);
  return editSearchForm(form, { ...pickUp, ...drop });
}

/** The user sets the delivery range: it no longer follows the pick-up range. */
export function editDropRange(form: SearchFormState, range: DateRange): SearchFormState {
  const edited = editSearchForm(form, { dropStartDate: range.start, dropEndDate: range.end });
  return { ...edited, isDropRangeChosen: true };
}

/** Switching Anywhere on clears the side; off leaves an empty city to fill (D1-4.01). */
export function setOriginAnywhere(criteria: SearchCriteria, anywhere: boolean): Partial<SearchCriteria> {
  return anywhere ? { originMode: 'anywhere', origin: null } : { originMode: 'city', origin: null };
}

export function setDestinationMode(mode: DestinationMode): Partial<SearchCriteria> {
  return { destinationMode: mode, destination: null, destinationStates: [] };
}
