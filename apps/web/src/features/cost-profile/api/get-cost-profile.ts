import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '@freight/domain/permissions';
import { costProfileNumberFields, type CostProfile } from '@freight/domain/profit/cost-profile';
import { graphql } from '../../../graphql/gql';
import type { GetCostProfileQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { useAuth } from '../../../lib/auth/auth-context';
import { costProfileQueryKey } from '../query-keys';

// getCostProfile (decision 058): the caller's carrier's cost profile, or the defaults until it saves
// one. Read once and kept: every load card computes its profit with it.
export const getCostProfileDocument = graphql(`
  query getCostProfile {
    getCostProfile {
      ...CostProfileFields
    }
  }
`);

export type CostProfileAnswer = GetCostProfileQuery['getCostProfile'];

/** The answer as the domain's profile: a mode the app does not know reads as cost per mile. */
export function toCostProfile(answer: CostProfileAnswer): CostProfile {
  const figures = Object.fromEntries(costProfileNumberFields.map((field) => [field, answer[field]]));
  return { ...figures, costMode: answer.costMode === 'fuel' ? 'fuel' : 'perMile' } as CostProfile;
}

/** Whether the signed-in member may see profit figures (Dispatcher, Leased on Owner Operator). */
export function useMaySeeProfit(): boolean {
  return hasPermission(useAuth().claims?.roles ?? [], 'profit.costProfile');
}

/** The profile, or nothing for a member who may not see one (no call is made then). */
export function useCostProfile() {
  const client = useApiClient();
  const maySeeProfit = useMaySeeProfit();
  return useQuery({
    queryKey: costProfileQueryKey,
    enabled: maySeeProfit,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const data = await client.request(getCostProfileDocument, {}, { signal });
      return data.getCostProfile;
    },
  });
}
