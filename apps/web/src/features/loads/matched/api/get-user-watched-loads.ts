import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api-provider';
import { useAuth } from '../../../../lib/auth/auth-context';
import { useConfig } from '../../../../lib/config-provider';
import { pagedLoadsQueryOptions } from '../../api/paged-load-postings';
import { graphql } from '../../../../graphql/gql';
import { watchedLoadsListQueryKey } from '../../query-keys';

// D1-7.14 getUserWatchedLoads: the caller's watched loads that are still open, newest watch first,
// `paging.watchedPageSize` (25, D1-9.01) at a time, fetched again every `refreshIntervalsMinutes.watched`
// minutes (D1-9.09). The server decides the carrier, role and equipment capabilities from the caller.
export const getUserWatchedLoadsDocument = graphql(`
  query getUserWatchedLoads($input: UserWatchedLoadsInput) {
    getUserWatchedLoads(input: $input) {
      totalRecords
      loadPostings {
        ...LoadCardFields
      }
    }
  }
`);

export function useUserWatchedLoads() {
  const client = useApiClient();
  const { claims } = useAuth();
  const { paging, refreshIntervalsMinutes } = useConfig();
  return useInfiniteQuery({
    queryKey: watchedLoadsListQueryKey(paging.watchedPageSize),
    ...pagedLoadsQueryOptions,
    refetchInterval: refreshIntervalsMinutes.watched * 60_000,
    queryFn: async ({ pageParam, signal }) => {
      const input = {
        page: pageParam,
        size: paging.watchedPageSize,
        sortColumn: 'watchDate',
        sortDirection: 'DESC',
        userRole: claims?.roles.join(',') ?? null,
      };
      const data = await client.request(getUserWatchedLoadsDocument, { input }, { signal });
      return data.getUserWatchedLoads;
    },
  });
}
