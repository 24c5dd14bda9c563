import type { DestinationMode, SearchCriteria } from './criteria';

// How the search form's edits change its state (D1-4.01, D1-4.03, D1-4.04).

/** What the form edits: the criteria plus the saved-search identity that any edit drops (D1-4.04). */
export type SearchFormState = {
  criteria: SearchCriteria;
  favorite: boolean;
  criteriaId: string | null;
};

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
