import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { CostProfileInput } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { invalidateCostProfileRankings } from '../../../lib/query-keys';
import { costProfileQueryKey } from '../query-keys';

// saveCostProfile (decision 058): the carrier's profile, checked again by the server, which names the
// fields it refuses. The saved profile replaces the cached one, so every card recomputes at once, and
// the lists ranked or filtered by net profit or net per day are fetched again in the new order.
export const saveCostProfileDocument = graphql(`
  mutation saveCostProfile($input: CostProfileInput!) {
    saveCostProfile(input: $input) {
      ...CostProfileFields
    }
  }
`);

export type { CostProfileInput };

export function useSaveCostProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CostProfileInput) => {
      const data = await client.request(saveCostProfileDocument, { input });
      return data.saveCostProfile;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(costProfileQueryKey, saved);
      invalidateCostProfileRankings(queryClient);
    },
  });
}
