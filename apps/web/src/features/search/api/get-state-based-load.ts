import { useInfiniteQuery } from '@tanstack/react-query';
import type { StateSearch } from '@freight/domain/initial-tab';
import { useApiClient } from '../../../lib/api-provider';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { pagedLoadsQueryOptions } from '../../loads/api/paged-load-postings';
import type { SearchSort } from './search-load-postings';
import { graphql } from '../../../graphql/gql';
import { getStateBasedLoadQueryKey } from '../query-keys';

// D1-7.07 getStateBasedLoad: open loads picking up in one state or province (loads by state, D1-2.09),
// `paging.stateBasedPageSize` (25, D1-9.01) at a time. The first role is sent as userRole (D1-6).
export const getStateBasedLoadDocument = graphql(`
  query getStateBasedLoad($input: StateBasedLoadInput!) {
    getStateBasedLoad(input: $input) {
      totalRecords
      totalRecordsCapped
      loadPostings {
        ...LoadCardFields
      }
    }
  }
`);

type UseStateBasedLoadsOptions = { stateSearch: StateSearch; sort: SearchSort; enabled: boolean };

export function useStateBasedLoads({ stateSearch, sort, enabled }: UseStateBasedLoadsOptions) {
  const client = useApiClient();
  const { claims } = useAuth();
  const size = useConfig().paging.stateBasedPageSize;
  return useInfiniteQuery({
    queryKey: getStateBasedLoadQueryKey(stateSearch, sort),
    enabled,
    ...pagedLoadsQueryOptions,
    queryFn: async ({ pageParam, signal }) => {
      const input = {
        page: pageParam,
        size,
        country: stateSearch.countryCode,
        stateId: stateSearch.stateCode,
        userRole: claims?.roles[0] ?? null,
        sortColumn: sort.sortColumn,
        sortDirection: sort.sortDirection,
      };
      const data = await client.request(getStateBasedLoadDocument, { input }, { signal });
      return data.getStateBasedLoad;
    },
  });
}
