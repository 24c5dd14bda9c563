import { Suspense, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRole } from '@freight/domain/roles';
import { Dialog } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/auth/auth-context';
import { ApiError } from '../../../lib/api-client';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { useTransferRequests, type TransferRequest } from '../api/get-transfer-requests';
import { joinRoleLabels } from '../format-member';

/**
 * A request to join another carrier (MANAGE_USER_REQUEST, D3-4.32, D3-4.33): an alert with View Later
 * (asked again next session) or View Now, which opens the confirmation: Not Now declines, Agree moves
 * the member and signs them out, since their access changes with their carrier. A failure toasts the
 * server's message or a generic one (D3-8.14). The shell always holds it, so its texts (the `users`
 * catalogue block, decision 063) are asked for only once a request is there.
 */
export function TransferRequestPrompt() {
  const { status } = useAuth();
  const requests = useTransferRequests(status === 'signedIn');
  if (!requests.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <TransferRequestDialogs requests={requests.data} />
    </Suspense>
  );
}

function TransferRequestDialogs({ requests }: { requests: readonly TransferRequest[] }) {
  const { t } = useTranslation('users');
  const { logOut } = useAuth();
  const confirm = useConfirmTransfer();
  const [laterIds, setLaterIds] = useState<string[]>([]);
  const [viewing, setViewing] = useState<TransferRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const waiting = requests.find((request) => !laterIds.includes(request.requestId)) ?? null;
  const roles = (request: TransferRequest) =>
    joinRoleLabels(request.roles.filter(isRole), (role) => t(`users.roles.${role}`));

  const answer = (request: TransferRequest, isAgreed: boolean) => {
    setFailure(null);
    confirm.mutate(
      { requestId: request.requestId, confirm: isAgreed },
      {
        onSuccess: (result) => {
          setViewing(null);
          if (result.status === 'AGREED') void logOut();
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.message.trim() ? error.message : t('users.transfer.failed'),
          ),
      },
    );
  };

  return (
    <>
      <Dialog
        closeButtonProps={{ 'aria-label': t('users.close') }}
        opened={waiting !== null && viewing === null}
        onClose={() => waiting && setLaterIds((ids) => [...ids, waiting.requestId])}
        title={t('users.transfer.title')}
        centered
      >
        {waiting && (
          <Stack gap="md">
            <Text>
              {t('users.transfer.message', {
                requester: waiting.requestedByName ?? '-',
                carrier: waiting.carrierName,
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setLaterIds((ids) => [...ids, waiting.requestId])}>
                {t('users.transfer.viewLater')}
              </Button>
              <Button onClick={() => setViewing(waiting)}>{t('users.transfer.viewNow')}</Button>
            </Group>
          </Stack>
        )}
      </Dialog>
      <Dialog
        closeButtonProps={{ 'aria-label': t('users.close') }}
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={t('users.transfer.confirmTitle')}
        centered
      >
        {viewing && (
          <Stack gap="md">
            <Text>
              {t('users.transfer.confirmQuestion', { carrier: viewing.carrierName, roles: roles(viewing) })}
            </Text>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                loading={confirm.isPending && confirm.variables?.confirm === false}
                onClick={() => answer(viewing, false)}
              >
                {t('users.transfer.notNow')}
              </Button>
              <Button
                loading={confirm.isPending && confirm.variables?.confirm === true}
                onClick={() => answer(viewing, true)}
              >
                {t('users.transfer.agree')}
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </>
  );
}
