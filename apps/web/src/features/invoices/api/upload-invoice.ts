import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { markInvoiceChange } from './invoice-change';

// D2-7.21, D2-7.26 POST (base)/v2/uploadInvoiceV2: the user's own invoice (choice YES, D2-4.59) as a
// multipart form of shipmentId, sourceSystem, division, invoiceNumber and files. The server checks the
// files again by their content and answers in the user's language; a refusal rejects with its message.

export const uploadInvoicePath = (basePath: string) => `${basePath}/v2/uploadInvoiceV2`;

export type UploadInvoiceInput = {
  shipmentId: string;
  sourceSystem: string;
  division: string | null;
  /** Sent only where the form asks for it (D2-5.30). */
  invoiceNumber: string | null;
  files: readonly File[];
};

/** What the page reads of the answer (D2-7.21, D2-7.27): its message and where the load is now. */
export type UploadInvoiceAnswer = { message: string; shipmentState: string | null };

/** The answer, read by hand as the other REST answers are (decision 027). */
export function readUploadInvoiceAnswer(body: unknown): UploadInvoiceAnswer {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    message: typeof answer.message === 'string' ? answer.message : '',
    shipmentState: typeof answer.shipmentState === 'string' ? answer.shipmentState : null,
  };
}

export function toUploadInvoiceForm(input: UploadInvoiceInput): FormData {
  const form = new FormData();
  form.append('shipmentId', input.shipmentId);
  form.append('sourceSystem', input.sourceSystem);
  form.append('division', input.division ?? '');
  if (input.invoiceNumber !== null) form.append('invoiceNumber', input.invoiceNumber);
  for (const file of input.files) form.append('files', file, file.name);
  return form;
}

export function useUploadInvoice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UploadInvoiceInput) =>
      readUploadInvoiceAnswer(
        await client.postForm(uploadInvoicePath(client.basePath), toUploadInvoiceForm(input)),
      ),
    onSuccess: (_answer, { shipmentId }) => markInvoiceChange(queryClient, shipmentId),
  });
}
