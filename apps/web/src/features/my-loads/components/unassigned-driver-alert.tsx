import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useOwnAssignmentTransaction } from '../api/get-own-assignment-transaction';
import { myLoadsCountsQueryKey, myLoadsListsQueryKey } from '../../../lib/query-keys';

// D2-4.16: when the latest transaction naming the user as the driver of this load is an Unassign
// Driver, an alert says so (unassignedDriverUpdate); OK leads to Driver Assigned, whose list no longer
// holds the load. Rendered where a driver acts on a load (the trip screen), so the check is made just
// before they act (D2-4.17). A failed check shows nothing: the action's own call will answer.

export function UnassignedDriverAlert({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const own = useOwnAssignmentTransaction(shipmentId);
  const isUnassigned = own.data?.transactionType === 'Unassign Driver';

  const handleOk = () => {
    void queryClient.invalidateQueries({ queryKey: myLoadsListsQueryKey });
    // The Home tiles' counts (a feature this one may not import, so its key is written here).
    void queryClient.invalidateQueries({ queryKey: myLoadsCountsQueryKey });
    void navigate(paths.app.myLoads.getHref('DriverAssigned'), { replace: true });
  };

  return (
    <Dialog
      opened={isUnassigned}
      onClose={handleOk}
      title={t('assignDriver.unassignedDriverUpdate.title')}
      centered
      withCloseButton={false}
    >
      <Text>{t('assignDriver.unassignedDriverUpdate.message', { loadId: shipmentId })}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={handleOk}>{t('assignDriver.unassignedDriverUpdate.ok')}</Button>
      </Group>
    </Dialog>
  );
}
