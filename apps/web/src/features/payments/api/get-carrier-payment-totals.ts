import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { GetCarrierPaymentTotalsQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { carrierPaymentTotalsQueryKey } from '../query-keys';

// getCarrierPaymentTotals (Manage Financial, decision 047): the carrier's delivered loads per stage and
// currency, the paid ones since paidSince.
export const getCarrierPaymentTotalsDocument = graphql(`
  query getCarrierPaymentTotals {
    getCarrierPaymentTotals {
      totals {
        stage
        currency
        loadCount
        amount
      }
      paidSince
    }
  }
`);

export type CarrierPaymentTotals = GetCarrierPaymentTotalsQuery['getCarrierPaymentTotals'];
export type PaymentStageTotal = CarrierPaymentTotals['totals'][number];

export function useCarrierPaymentTotals() {
  const client = useApiClient();
  return useQuery({
    queryKey: carrierPaymentTotalsQueryKey,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getCarrierPaymentTotalsDocument, undefined, { signal });
      return data.getCarrierPaymentTotals;
    },
  });
}
