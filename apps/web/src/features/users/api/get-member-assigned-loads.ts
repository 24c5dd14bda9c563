import { useInfiniteQuery } from '@tanstack/react-query';
import { hasMorePages } from '@freight/domain/search/paging';
import { graphql } from '../../../graphql/gql';
import type { GetMemberAssignedLoadsQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { assignedLoadsQueryKey } from '../query-keys';

// Assigned Load Details of a member's card (D3-2.37): the loads they drive, a few at a time.
export const getMemberAssignedLoadsDocument = graphql(`
  query getMemberAssignedLoads($userId: ID!, $page: Int, $size: Int) {
    getMemberAssignedLoads(userId: $userId, page: $page, size: $size) {
      totalRecords
      loads {
        shipmentId
        shipmentState
        originCity
        originState
        destinationCity
        destinationState
        pickUpDateTime
        timeZone
      }
    }
  }
`);

export type AssignedLoadsPage = GetMemberAssignedLoadsQuery['getMemberAssignedLoads'];
export type AssignedLoad = AssignedLoadsPage['loads'][number];

/** Loads per page of Assigned Load Details. */
export const assignedLoadsPageSize = 5;

export function useMemberAssignedLoads(userId: string, isEnabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: assignedLoadsQueryKey(userId),
    enabled: isEnabled,
    initialPageParam: 0,
    retry: false,
    getNextPageParam: (lastPage: AssignedLoadsPage, pages: AssignedLoadsPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.loads.length, 0);
      return lastPage.loads.length > 0 && hasMorePages(lastPage.totalRecords, loaded)
        ? pages.length
        : undefined;
    },
    queryFn: async ({ pageParam, signal }) => {
      const variables = { userId, page: pageParam, size: assignedLoadsPageSize };
      const data = await client.request(getMemberAssignedLoadsDocument, variables, { signal });
      return data.getMemberAssignedLoads;
    },
  });
}
