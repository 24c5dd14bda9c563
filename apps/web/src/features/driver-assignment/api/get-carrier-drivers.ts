import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import type { GetCarrierDriversQuery } from '../../../graphql/graphql';
import { carrierDriverSearchQueryKey } from '../query-keys';

// getCarrierDrivers(search): the drivers of the caller's carrier for the List of Drivers (D2-2.40),
// filtered on the server by name or mobile number (comma-separated terms, D3-5.15). The caller passes
// the debounced text.
export const getCarrierDriversDocument = graphql(`
  query getCarrierDrivers($search: String) {
    getCarrierDrivers(search: $search) {
      driverId
      upn
      firstName
      lastName
      mobileNumber
      countryCode
      tractorNumber
    }
  }
`);

export type CarrierDriver = GetCarrierDriversQuery['getCarrierDrivers'][number];

export function useCarrierDrivers(search: string) {
  const client = useApiClient();
  const text = search.trim();
  return useQuery({
    queryKey: carrierDriverSearchQueryKey(text),
    staleTime: 60_000,
    retry: false,
    // The list stays while the next search is asked for, so it does not flicker at each keystroke.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const data = await client.request(
        getCarrierDriversDocument,
        { search: text === '' ? null : text },
        { signal },
      );
      return data.getCarrierDrivers;
    },
  });
}
