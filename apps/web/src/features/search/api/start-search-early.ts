import { availableSortColumns } from '@freight/domain/search/sorting';
import type { AppConfig } from '@freight/domain/config';
import type { ApiClient } from '../../../lib/api-client';
import { startEarlyRequest } from '../../../lib/early-requests';
import { readNavigationState, searchResultsStateSchema } from '../../../lib/navigation-state';
import { getInitialSort } from '../initial-sort';
import { requestSearchPage, searchPageEarlyKey, searchPageInput } from './search-load-postings';

type StartSearchEarlyOptions = {
  client: ApiClient;
  config: AppConfig;
  roles: readonly string[];
  /** The history entry's state the results page was opened (reloaded) with. */
  historyState: unknown;
};

/**
 * The first page of the search a reloaded results page shows, asked at start-up as soon as the user
 * is signed in, before the page has rendered (decision 053). The page asks the
 * same variables (its criteria from the history entry, the initial sort, the configured page size)
 * and so takes this answer. A search that would be recorded as a recent search (a first visit from
 * the form) is left to the page: only a reload, already recorded, is asked early.
 */
export function startSearchEarly({ client, config, roles, historyState }: StartSearchEarlyOptions): void {
  const state = readNavigationState(searchResultsStateSchema, historyState);
  if (!state?.skipUserSearchHistory || !navigator.onLine) return;
  const input = searchPageInput({
    criteria: state.criteria,
    sort: getInitialSort(availableSortColumns(state.criteria), config),
    skipUserSearchHistory: true,
    page: 0,
    size: config.paging.searchPageSize,
    roles,
  });
  startEarlyRequest(searchPageEarlyKey(input), () => requestSearchPage(client, input));
}
