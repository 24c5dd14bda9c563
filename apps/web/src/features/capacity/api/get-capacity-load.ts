import { useInfiniteQuery } from '@tanstack/react-query';
import { isProfitSortColumn, type SortColumn, type SortDirection } from '@freight/domain/search/sorting';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { rankedByCostProfileMeta } from '../../../lib/query-keys';
import { pagedLoadsQueryOptions } from '../../loads/api/paged-load-postings';
import { capacityLoadsQueryKey } from '../query-keys';

// D3-7.16 getCapacityLoad: the open loads one capacity matches, as load cards with their watch flags,
// `paging.capacityLoadPageSize` (25, D3-9.06) at a time in the chosen order (pick-up date first,
// D3-7.16), paged like every list of loads.
export const getCapacityLoadDocument = graphql(`
  query getCapacityLoad($input: CapacityLoadInput!) {
    getCapacityLoad(input: $input) {
      totalRecords
      totalRecordsCapped
      capacity {
        ...CapacityFields
      }
      loadPostings {
        ...LoadCardFields
      }
    }
  }
`);

export type CapacityLoadsSort = { sortColumn: SortColumn; sortDirection: SortDirection };

export function useCapacityLoads(capacityId: string, sort: CapacityLoadsSort, enabled: boolean) {
  const client = useApiClient();
  const { claims } = useAuth();
  const size = useConfig().paging.capacityLoadPageSize;
  return useInfiniteQuery({
    queryKey: capacityLoadsQueryKey(capacityId, sort),
    enabled,
    meta: isProfitSortColumn(sort.sortColumn) ? rankedByCostProfileMeta : undefined,
    ...pagedLoadsQueryOptions,
    queryFn: async ({ pageParam, signal }) => {
      // D3-3.15's query; the server reads the caller from the token, not userId.
      const input = { capacityId, userId: claims?.sub ?? null, page: pageParam, size, ...sort };
      const data = await client.request(getCapacityLoadDocument, { input }, { signal });
      return data.getCapacityLoad;
    },
  });
}
