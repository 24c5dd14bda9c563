import { useInfiniteQuery } from '@tanstack/react-query';
import type { CapacitySegment } from '@freight/domain/capacity/capacity-form';
import { hasMorePages } from '@freight/domain/search/paging';
import { graphql } from '../../../graphql/gql';
import type { GetCarrierCapacityWithLoadCountQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import { capacityListQueryKey } from '../query-keys';

// D3-7.15 getCarrierCapacityWithLoadCount: the carrier's trucks and lanes of one segment (ALL, TRUCK,
// LANE), newest first, `paging.capacityListPageSize` (10, D3-9.06) at a time, each with the number of
// open loads it matches now. The server decides the carrier from the caller.
export const getCarrierCapacityWithLoadCountDocument = graphql(`
  query getCarrierCapacityWithLoadCount($input: CapacityListInput) {
    getCarrierCapacityWithLoadCount(input: $input) {
      totalPages
      totalRecords
      capacity {
        ...CapacityFields
      }
    }
  }
`);

export type CapacityPage = GetCarrierCapacityWithLoadCountQuery['getCarrierCapacityWithLoadCount'];

/** The next page, or undefined once every capacity is loaded. */
export function getNextCapacityPage(lastPage: CapacityPage, pages: CapacityPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.capacity.length, 0);
  if (lastPage.capacity.length === 0 || !hasMorePages(lastPage.totalRecords, loaded)) return undefined;
  return pages.length;
}

export function useCarrierCapacities(segment: CapacitySegment) {
  const client = useApiClient();
  const size = useConfig().paging.capacityListPageSize;
  return useInfiniteQuery({
    queryKey: capacityListQueryKey(segment, size),
    initialPageParam: 0,
    getNextPageParam: getNextCapacityPage,
    retry: false,
    queryFn: async ({ pageParam, signal }) => {
      const input = { capacityType: segment, page: pageParam, size };
      const data = await client.request(getCarrierCapacityWithLoadCountDocument, { input }, { signal });
      return data.getCarrierCapacityWithLoadCount;
    },
  });
}
