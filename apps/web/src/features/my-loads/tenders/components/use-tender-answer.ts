import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isTenderResultReason, type TenderAction } from '@freight/domain/tenders';
import { ApiError } from '../../../../lib/api-client';
import { useConfig } from '../../../../lib/config-provider';
import { useTenderAction, type TenderActionAnswer, type TenderActionInput } from '../api/tender-action';

// What the Accept and Decline dialogs do with an answer (D2-4.13, D2-8.06, D2-8.11): a success says so
// and closes the flow, which reloads the lists; a refusal shows the server's reason and reloads the
// tendered list too, since the tender was answered elsewhere meanwhile; a refusal of a field the dialog
// shows (the PRO, the reason) stays in the dialog, under that field.

/** The fields of a dialog a refusal can be about. */
export type TenderField = 'carrierPro' | 'reasonCode';

type SendOptions = { onFieldError: (field: TenderField, message: string) => void };

function isTenderField(field: string): field is TenderField {
  return field === 'carrierPro' || field === 'reasonCode';
}

export function useTenderAnswer(action: TenderAction, onDone: () => void) {
  const { t } = useTranslation(['web', 'messages']);
  const { toasts } = useConfig();
  const mutation = useTenderAction();

  const showError = (message: string) =>
    notifications.show({ color: 'red', message, autoClose: toasts.apiErrorMs });

  const messageOf = (answer: TenderActionAnswer) =>
    isTenderResultReason(answer.reason) ? t(`messages:tenderResults.${answer.reason}`) : answer.message;

  const handleAnswer = (answer: TenderActionAnswer, { onFieldError }: SendOptions) => {
    if (answer.reason === 'carrierProTaken') {
      onFieldError('carrierPro', messageOf(answer));
      return;
    }
    if (answer.status === 'OK')
      notifications.show({ color: 'green', message: messageOf(answer), autoClose: toasts.loadActionMs });
    else showError(messageOf(answer) || t('errors.generic'));
    onDone();
  };

  const handleError = (error: unknown, { onFieldError }: SendOptions) => {
    if (!(error instanceof ApiError)) {
      showError(t('errors.generic'));
      onDone();
      return;
    }
    const field = Object.keys(error.fields ?? {}).find(isTenderField);
    if (error.code === 'BAD_USER_INPUT' && field) {
      onFieldError(field, error.fields![field]!);
      return;
    }
    if (error.code === 'TIMEOUT' && action === 'ACCEPT') {
      // The accept may have gone through without its answer reaching us (D2-8.06).
      notifications.show({
        color: 'yellow',
        title: t('tenders.slowAssignmentTitle'),
        message: t('tenders.slowAssignment'),
        autoClose: toasts.formatMessageMs,
      });
    } else {
      const isOwnText =
        error.code !== 'NETWORK_ERROR' && error.code !== 'TIMEOUT' && error.code !== 'INTERNAL';
      showError(isOwnText && error.message ? error.message : t('errors.processingRequest'));
    }
    onDone();
  };

  const send = (input: Omit<TenderActionInput, 'action'>, options: SendOptions) =>
    mutation.mutate(
      { ...input, action },
      {
        onSuccess: (answer) => handleAnswer(answer, options),
        onError: (error) => handleError(error, options),
      },
    );

  return { send, isPending: mutation.isPending };
}
