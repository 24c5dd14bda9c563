import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { GetInvoiceOptionsQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { invoiceOptionsQueryKey } from '../query-keys';

// What Submit Invoice may offer for a shipment (D2-4.59, D2-5.30, D2-6.11) and what paperwork it still
// waits for (decision 044), decided by the server with the rules of @freight/domain/invoices; null for a
// shipment the user cannot see.
export const getInvoiceOptionsDocument = graphql(`
  query getInvoiceOptions($shipmentId: ID!) {
    getInvoiceOptions(shipmentId: $shipmentId) {
      shipmentId
      shipmentState
      choices
      invoiceNumberShown
      invoiceNumberMaxLength
      missingDocuments
      invoiceMissing
    }
  }
`);

export type InvoiceOptions = NonNullable<GetInvoiceOptionsQuery['getInvoiceOptions']>;

export function useInvoiceOptions(shipmentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: invoiceOptionsQueryKey(shipmentId),
    queryFn: async ({ signal }) =>
      (await client.request(getInvoiceOptionsDocument, { shipmentId }, { signal })).getInvoiceOptions,
  });
}
