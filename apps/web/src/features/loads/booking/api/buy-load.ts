import { useMutation } from '@tanstack/react-query';
import type { BookResult } from '@freight/domain/booking';
import { useApiClient } from '../../../../lib/api-provider';
import { graphql } from '../../../../graphql/gql';
import type { BuyLoadRequestInput } from '../../../../graphql/graphql';

// D1-7.16 buyLoadRequest: books the load at the rate the user accepted. The server checks everything
// again and answers a book status (D1-4.26 to D1-4.31); the idempotency key, made once per rate
// confirmation, makes a repeated request answer the first one's result instead of booking again.
export const buyLoadRequestDocument = graphql(`
  mutation buyLoadRequest($input: BuyLoadRequestInput!) {
    buyLoadRequest(input: $input) {
      status
      reason
      message
      loadId
      shipmentIds
      hold
    }
  }
`);

export type BuyLoadInput = BuyLoadRequestInput;

/** The answer as it comes: a status outside the table is shown too (D1-4.31). */
export type BuyLoadAnswer = Omit<BookResult, 'status'> & { status: string };

export function useBuyLoad() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (input: BuyLoadInput) => {
      const data = await client.request(buyLoadRequestDocument, { input });
      return data.buyLoadRequest;
    },
  });
}
