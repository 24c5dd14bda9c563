import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { transferRequestsQueryKey } from '../query-keys';

// confirmTransfer (D3-7.08, D3-4.32): Agree (confirm true) or Not Now (confirm false).
export const confirmTransferDocument = graphql(`
  mutation confirmTransfer($input: ConfirmTransferInput!) {
    confirmTransfer(input: $input) {
      status
      message
    }
  }
`);

export function useConfirmTransfer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { requestId: string; confirm: boolean }) =>
      (await client.request(confirmTransferDocument, { input })).confirmTransfer,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: transferRequestsQueryKey }),
  });
}
