import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { CreateInvoiceMutationVariables } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { markInvoiceChange } from './invoice-change';

// D2-7.22 createInvoice(sendEmail, shipmentId, invoiceNumber): the provider prepares the invoice from
// the load's charges (choice NO, D2-4.59) and, with sendEmail, e-mails it to the user; a second call
// answers the first one's invoice. A refusal (BAD_USER_INPUT, NOT_FOUND, FORBIDDEN) rejects.
export const createInvoiceDocument = graphql(`
  mutation createInvoice($sendEmail: Boolean!, $shipmentId: ID!, $invoiceNumber: String) {
    createInvoice(sendEmail: $sendEmail, shipmentId: $shipmentId, invoiceNumber: $invoiceNumber) {
      status
      message
      created
      shipmentState
      response {
        documentId
        documentNumber
        invoiceNumber
        fileName
        totalAmount
        currency
        createdDateTime
        emailQueued
      }
    }
  }
`);

export function useCreateInvoice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: CreateInvoiceMutationVariables) =>
      (await client.request(createInvoiceDocument, variables)).createInvoice,
    onSuccess: (_answer, { shipmentId }) => markInvoiceChange(queryClient, shipmentId),
  });
}
