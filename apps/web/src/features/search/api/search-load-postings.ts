import type { SearchCriteria } from '@freight/domain/search/criteria';
import { toSearchRequest } from '@freight/domain/search/request';
import { isProfitSortColumn, type SortColumn, type SortDirection } from '@freight/domain/search/sorting';
import { hasProfitFilter, noProfitFilter, type ProfitFilter } from '@freight/domain/profit/profit-filter';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-provider';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { takeEarlyRequest } from '../../../lib/early-requests';
import { rankedByCostProfileMeta } from '../../../lib/query-keys';
import { pagedLoadsQueryOptions } from '../../loads/api/paged-load-postings';
import { graphql } from '../../../graphql/gql';
import { searchLoadPostingsQueryKey } from '../query-keys';

// D1-7.06 searchLoadPostingV2: the load search, one page of `paging.searchPageSize` (25, D1-9.01) at a
// time. The server fills the caller's carrier fields and checks the criteria again.
export const searchLoadPostingsDocument = graphql(`
  query searchLoadPostingV2($input: SearchLoadPostingInput!) {
    searchLoadPostingV2(input: $input) {
      totalRecords
      totalRecordsCapped
      searchHistoryId
      searchHistoryFavorite
      loadPostings {
        ...LoadCardFields
      }
    }
  }
`);

export type SearchSort = { sortColumn: SortColumn; sortDirection: SortDirection };

type SearchPageRequest = {
  criteria: SearchCriteria;
  sort: SearchSort;
  skipUserSearchHistory: boolean;
  page: number;
  size: number;
  roles: readonly string[] | undefined;
  /** Lower bounds on net profit and net per day (decision 058); none by default. */
  profitFilter?: ProfitFilter;
};

/** The variables of one page of a search, as the results page asks them and as start-up asks them early. */
export function searchPageInput({
  criteria,
  sort,
  skipUserSearchHistory,
  page,
  size,
  roles,
  profitFilter = noProfitFilter,
}: SearchPageRequest) {
  return {
    ...toSearchRequest(criteria),
    page,
    size,
    sortColumn: sort.sortColumn,
    sortDirection: sort.sortDirection,
    userRole: roles?.join(',') ?? null,
    // Only the first page of a new search is a search the user made; the next pages are not.
    skipUserSearchHistory: skipUserSearchHistory || page > 0,
    ...(hasProfitFilter(profitFilter) ? profitFilter : {}),
  };
}

export type SearchPageInput = ReturnType<typeof searchPageInput>;

/** The key of an early request for a page of a search: its variables (decision 053). */
export const searchPageEarlyKey = (input: SearchPageInput) => `searchLoadPostingV2 ${JSON.stringify(input)}`;

export async function requestSearchPage(client: ApiClient, input: SearchPageInput, signal?: AbortSignal) {
  const data = await client.request(searchLoadPostingsDocument, { input }, { signal });
  return data.searchLoadPostingV2;
}

type UseSearchLoadPostingsOptions = {
  criteria: SearchCriteria;
  sort: SearchSort;
  /** A saved search re-run, or a search already recorded, is not recorded again. */
  skipUserSearchHistory: boolean;
  enabled: boolean;
  /** Lower bounds on net profit and net per day (decision 058); none by default. */
  profitFilter?: ProfitFilter;
};

export function useSearchLoadPostings({
  criteria,
  sort,
  skipUserSearchHistory,
  enabled,
  profitFilter = noProfitFilter,
}: UseSearchLoadPostingsOptions) {
  const client = useApiClient();
  const { claims } = useAuth();
  const size = useConfig().paging.searchPageSize;
  return useInfiniteQuery({
    queryKey: searchLoadPostingsQueryKey(criteria, sort, profitFilter),
    enabled,
    meta:
      isProfitSortColumn(sort.sortColumn) || hasProfitFilter(profitFilter)
        ? rankedByCostProfileMeta
        : undefined,
    ...pagedLoadsQueryOptions,
    queryFn: ({ pageParam, signal }) => {
      const input = searchPageInput({
        criteria,
        sort,
        skipUserSearchHistory,
        page: pageParam,
        size,
        roles: claims?.roles,
        profitFilter,
      });
      // A reload of the results page asked its first page at start-up (start-search-early.ts).
      return takeEarlyRequest(searchPageEarlyKey(input), () => requestSearchPage(client, input, signal));
    },
  });
}
