import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '@freight/domain/permissions';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { useAuth } from '../../../lib/auth/auth-context';
import { myLastPositionQueryKey } from '../query-keys';

// myLastPosition (issue 20): where the member's own truck was last seen on a trip, within a day, for
// the deadhead of the loads they find without a searched origin. Asked only of those who drive (a
// driver, an owner-operator), once, and again after a few minutes while the app stays open.
export const myLastPositionDocument = graphql(`
  query myLastPosition {
    myLastPosition {
      recordedAt
      latitude
      longitude
    }
  }
`);

const refreshMs = 5 * 60_000;

/** The member's last position, or nothing; no call while `wanted` is false or for one who does not drive. */
export function useMyLastPosition(wanted: boolean) {
  const client = useApiClient();
  const drives = hasPermission(useAuth().claims?.roles ?? [], 'myLoads.driverLoads');
  return useQuery({
    queryKey: myLastPositionQueryKey,
    enabled: wanted && drives,
    staleTime: refreshMs,
    queryFn: async ({ signal }) =>
      (await client.request(myLastPositionDocument, {}, { signal })).myLastPosition,
  });
}
