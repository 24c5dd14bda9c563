import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { GetPaymentTrackerQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { paymentTrackerQueryKey } from '../query-keys';

// getPaymentTracker (decision 047): where one load's money is. Null when the caller may not see the
// load. Read afresh each time the dialog opens: uploads, invoices and the provider move it.
export const getPaymentTrackerDocument = graphql(`
  query getPaymentTracker($shipmentId: ID!) {
    getPaymentTracker(shipmentId: $shipmentId) {
      shipmentId
      loadId
      shipmentState
      stage
      waitReason
      missingDocuments
      isInvoiceMissing
      paperworkCompletedAt
      expectedPaymentDate
      isExpectedDateFromProvider
      paidAt
      paidAmount
      totalAmount
      currency
      note
    }
  }
`);

export type PaymentTracker = NonNullable<GetPaymentTrackerQuery['getPaymentTracker']>;

export function usePaymentTracker(shipmentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: paymentTrackerQueryKey(shipmentId),
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getPaymentTrackerDocument, { shipmentId }, { signal });
      return data.getPaymentTracker;
    },
  });
}
