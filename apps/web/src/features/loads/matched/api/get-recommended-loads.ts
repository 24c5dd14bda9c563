import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../../lib/api-client';
import { useApiClient } from '../../../../lib/api-provider';
import { useConfig } from '../../../../lib/config-provider';
import { pagedLoadsQueryOptions, type LoadPostingPage } from '../../api/paged-load-postings';
import { graphql } from '../../../../graphql/gql';
import type { RecommendedLoadsQueryVariables } from '../../../../graphql/graphql';
import { recommendedLoadsListQueryKey } from '../../query-keys';

// D1-7.11 recommendedLoads: the carrier's recommended loads by rank (decision 012), `paging.homePageSize`
// (25, D1-9.01) at a time, fetched again every `refreshIntervalsMinutes.recommended` minutes (D1-9.09).
export const recommendedLoadsDocument = graphql(`
  query recommendedLoads($input: RecommendedLoadsInput) {
    recommendedLoads(input: $input) {
      totalRecords
      error
      message
      loadPostings {
        ...RecommendedLoadFields
      }
    }
  }
`);

export type RecommendedLoadsInput = RecommendedLoadsQueryVariables['input'];

/** Runs recommendedLoads once; an answer with its error flag set is a failure (D1-8, 'recommended error'). */
export async function fetchRecommendedLoads(
  client: ApiClient,
  input: RecommendedLoadsInput,
  signal: AbortSignal,
): Promise<LoadPostingPage> {
  const data = await client.request(recommendedLoadsDocument, { input }, { signal });
  const { error, message, totalRecords, loadPostings } = data.recommendedLoads;
  if (error) throw new ApiError('INTERNAL', message ?? 'Recommendations are not available');
  return { totalRecords, loadPostings };
}

export function useRecommendedLoads() {
  const client = useApiClient();
  const { paging, refreshIntervalsMinutes } = useConfig();
  return useInfiniteQuery({
    queryKey: recommendedLoadsListQueryKey(paging.homePageSize),
    ...pagedLoadsQueryOptions,
    refetchInterval: refreshIntervalsMinutes.recommended * 60_000,
    queryFn: ({ pageParam, signal }) =>
      fetchRecommendedLoads(client, { page: pageParam, size: paging.homePageSize }, signal),
  });
}
