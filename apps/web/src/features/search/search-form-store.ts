import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { SearchConfig, SearchCriteria } from '@freight/domain/search/criteria';
import { defaultSearchCriteria, type DateRange } from '@freight/domain/search/defaults';
import {
  editDropRange,
  editPickUpRange,
  editSearchForm,
  type SearchFormState,
} from '@freight/domain/search/editing';
import { searchFormStateSchema } from '@freight/domain/search/form-schema';
import { toLocalOffsetDateTime } from '@freight/domain/zoned-dates';
import {
  browserSessionStorage,
  readStoredValue,
  removeStoredValue,
  writeStoredValue,
} from '../../lib/browser-storage';
import { useAuth } from '../../lib/auth/auth-context';
import { useConfig } from '../../lib/config-provider';
import { useSearchScreenDefaults } from './api/get-search-screen-defaults';

// What the search form holds, kept in sessionStorage so that going to the results and back, a reload
// or a failed call never loses what was typed. Nothing is stored until the first edit: an untouched
// form is always today's defaults, with the offsets of the search-screen defaults once they arrive.
// Clear forgets the entry, which brings the defaults back.

export const searchFormStorageKey = 'freight.search-form';

const listeners = new Set<() => void>();
let cached: { raw: string | null; form: SearchFormState | null } = { raw: null, form: null };

/** The stored form; the same object while the entry is unchanged, as useSyncExternalStore needs. */
function readStoredForm(): SearchFormState | null {
  const raw = readStoredValue(browserSessionStorage, searchFormStorageKey);
  if (raw === cached.raw) return cached.form;
  let form: SearchFormState | null = null;
  try {
    const parsed = searchFormStateSchema.safeParse(raw ? JSON.parse(raw) : null);
    form = parsed.success ? parsed.data : null;
  } catch {
    // An entry that is not JSON is the same as one of another shape (an older version's, say): none,
    // and the form starts from the defaults.
  }
  cached = { raw, form };
  return form;
}

function notify() {
  for (const listener of listeners) listener();
}

export function saveSearchForm(form: SearchFormState): void {
  writeStoredValue(browserSessionStorage, searchFormStorageKey, JSON.stringify(form));
  notify();
}

export function clearSearchForm(): void {
  removeStoredValue(browserSessionStorage, searchFormStorageKey);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Now, as the browser's wall clock with its offset: what the search sends (D1-3.05). */
export function currentOffsetDateTime(): string {
  return toLocalOffsetDateTime(new Date());
}

/** The configuration's search settings with the date offsets of the search-screen defaults (D1-5.07). */
function useSearchConfig(): SearchConfig {
  const config = useConfig();
  const { originDateDefaultOffset, destinationDateDefaultOffset } = useSearchScreenDefaults();
  return useMemo(() => {
    const search = {
      ...config.search,
      originDateDefaultOffsetDays: originDateDefaultOffset,
      destinationDateDefaultOffsetDays: destinationDateDefaultOffset,
    };
    return { ...config, search };
  }, [config, originDateDefaultOffset, destinationDateDefaultOffset]);
}

/** A fresh form for this user: defaults of D1-4.01, D1-4.06 and D1-5.07. */
function useDefaultSearchForm(config: SearchConfig): SearchFormState {
  const roles = useAuth().claims?.roles;
  const [now] = useState(currentOffsetDateTime);
  return useMemo(() => {
    const criteria = defaultSearchCriteria(now, roles ?? [], config);
    return { criteria, favorite: false, criteriaId: null };
  }, [now, roles, config]);
}

/**
 * The form's state and its ways of changing: an edit (D1-4.04), a new pick-up range, which an
 * unchosen delivery range follows, a chosen delivery range (D1-5.04), or Clear (D1-4.05).
 */
export function useSearchFormStore() {
  const stored = useSyncExternalStore(subscribe, readStoredForm, () => null);
  const config = useSearchConfig();
  const defaults = useDefaultSearchForm(config);
  const form = stored ?? defaults;
  // The stored entry, not the rendered one: two edits of one event (a typeahead's change and its
  // option) must both land.
  const update = useCallback(
    (change: (current: SearchFormState) => SearchFormState) => {
      const next = change(readStoredForm() ?? defaults);
      saveSearchForm(next);
      return next;
    },
    [defaults],
  );
  const edit = useCallback(
    (patch: Partial<SearchCriteria>) => update((current) => editSearchForm(current, patch)),
    [update],
  );
  const setPickUpRange = useCallback(
    (range: DateRange) => update((current) => editPickUpRange(current, range, config)),
    [update, config],
  );
  const setDropRange = useCallback(
    (range: DateRange) => update((current) => editDropRange(current, range)),
    [update],
  );
  return { form, edit, setPickUpRange, setDropRange, clear: clearSearchForm };
}
