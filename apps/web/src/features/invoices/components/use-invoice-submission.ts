import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateInvoiceMutationVariables } from '../../../graphql/graphql';
import { ApiError } from '../../../lib/api-client';
import { useCreateInvoice } from '../api/create-invoice';
import { useUploadInvoice, type UploadInvoiceAnswer, type UploadInvoiceInput } from '../api/upload-invoice';
import type { PreparedInvoice } from './thank-you-dialog';

// Sends an invoice either way and says why it failed: the server's own message for a refusal (in the
// user's language), a retry hint when the request never reached it. What the user chose and typed stays
// in the form, so a failure is retried by pressing the button again.

type SubmissionHandlers = {
  onSubmitted: (answer: UploadInvoiceAnswer) => void;
  onCreated: (invoice: PreparedInvoice) => void;
};

export function useInvoiceSubmission({ onSubmitted, onCreated }: SubmissionHandlers) {
  const { t } = useTranslation();
  const upload = useUploadInvoice();
  const create = useCreateInvoice();
  const [failure, setFailure] = useState<string | null>(null);

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT'))
      setFailure(t('invoices.failedNetwork'));
    else if (error instanceof ApiError && error.code !== 'INTERNAL' && error.message.trim())
      setFailure(t('invoices.failed', { reason: error.message }));
    else setFailure(t('errors.generic'));
  };

  const submitOwn = (input: UploadInvoiceInput) => {
    setFailure(null);
    upload.mutate(input, { onSuccess: onSubmitted, onError: handleError });
  };

  const createByProvider = (variables: CreateInvoiceMutationVariables) => {
    setFailure(null);
    create.mutate(variables, {
      onSuccess: (answer) =>
        onCreated({
          shipmentId: variables.shipmentId,
          invoiceNumber: answer.response.invoiceNumber,
          totalAmount: answer.response.totalAmount,
          currency: answer.response.currency,
          emailQueued: answer.response.emailQueued,
          wasAlreadyCreated: !answer.created,
        }),
      onError: handleError,
    });
  };

  return {
    submitOwn,
    createByProvider,
    failure,
    clearFailure: () => setFailure(null),
    isPending: upload.isPending || create.isPending,
  };
}
