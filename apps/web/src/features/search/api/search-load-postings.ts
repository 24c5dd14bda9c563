import type { SearchCriteria } from '@freight/domain/search/criteria';
import { toSearchRequest } from '@freight/domain/search/request';
import type { SortColumn, SortDirection } from '@freight/domain/search/sorting';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
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

type UseSearchLoadPostingsOptions = {
  criteria: SearchCriteria;
  sort: SearchSort;
  /** A saved search re-run, or a search already recorded, is not recorded again. */
  skipUserSearchHistory: boolean;
  enabled: boolean;
};

export function useSearchLoadPostings({
  criteria,
  sort,
  skipUserSearchHistory,
  enabled,
}: UseSearchLoadPostingsOptions) {
  const client = useApiClient();
  const { claims } = useAuth();
  const size = useConfig().paging.searchPageSize;
  return useInfiniteQuery({
    queryKey: searchLoadPostingsQueryKey(criteria, sort),
    enabled,
    ...pagedLoadsQueryOptions,
    queryFn: async ({ pageParam, signal }) => {
      const input = {
        ...toSearchRequest(criteria),
        page: pageParam,
        size,
        sortColumn: sort.sortColumn,
        sortDirection: sort.sortDirection,
        userRole: claims?.roles.join(',') ?? null,
        // Only the first page of a new search is a search the user made; the next pages are not.
        skipUserSearchHistory: skipUserSearchHistory || pageParam > 0,
      };
      const data = await client.request(searchLoadPostingsDocument, { input }, { signal });
      return data.searchLoadPostingV2;
    },
  });
}
