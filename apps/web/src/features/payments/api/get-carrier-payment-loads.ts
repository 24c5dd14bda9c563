import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentStage } from '@freight/domain/payments/payment-stage';
import { graphql } from '../../../graphql/gql';
import type { GetCarrierPaymentLoadsQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { carrierPaymentLoadsQueryKey } from '../query-keys';

// getCarrierPaymentLoads (Manage Financial, decision 047): a page of the carrier's delivered loads,
// what needs action first; one stage when chosen. The page shown stays while the next one loads.
export const getCarrierPaymentLoadsDocument = graphql(`
  query getCarrierPaymentLoads($input: CarrierPaymentLoadsInput) {
    getCarrierPaymentLoads(input: $input) {
      loads {
        shipmentId
        loadId
        shipmentState
        stage
        waitReason
        expectedPaymentDate
        paidAt
        amount
        currency
      }
      totalCount
      pageIndex
      pageSize
    }
  }
`);

export type CarrierPaymentLoads = GetCarrierPaymentLoadsQuery['getCarrierPaymentLoads'];
export type CarrierPaymentLoad = CarrierPaymentLoads['loads'][number];

export function useCarrierPaymentLoads(stage: PaymentStage | null, pageIndex: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: carrierPaymentLoadsQueryKey(stage, pageIndex),
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(
        getCarrierPaymentLoadsDocument,
        { input: { stage, pageIndex } },
        { signal },
      );
      return data.getCarrierPaymentLoads;
    },
  });
}
