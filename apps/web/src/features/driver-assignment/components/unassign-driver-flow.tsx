import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useConfig } from '../../../lib/config-provider';
import { useUnassignDriver } from '../api/unassign-driver';

// Un-Assign Driver from a Driver Assigned card (D2-2.31, D2-6.01, dispatchers): confirm, then the load
// goes back to Carrier Assigned. While the assignment is not confirmed there is nothing to undo yet:
// the toast of D2-4.20 says so, before the dialog when the card already shows it, or after when the
// server finds it.

/** What the flow reads of a My Loads card. */
export type UnassignedShipment = {
  shipmentId: string;
  loadId: string | null;
  shipmentState: string;
  driver: { driverName: string } | null;
  assignmentTransaction: {
    transactionType: string;
    driverId: string | null;
    driverName: string | null;
    status: string;
  } | null;
};

type UnassignDriverFlowProps = {
  shipment: UnassignedShipment;
  /** Ends the flow with nothing changed. */
  onClose: () => void;
  /** Ends the flow after an answer: the lists are fetched again. */
  onDone: () => void;
};

export function isAssignmentPending(
  shipment: Pick<UnassignedShipment, 'shipmentState' | 'assignmentTransaction'>,
) {
  return (
    shipment.shipmentState === 'PENDING_DRIVER_ASSIGNMENT' ||
    shipment.assignmentTransaction?.status === 'PENDING'
  );
}

export const assignmentPendingToastId = 'driver-assignment-pending';

function useShowAssignmentPending() {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  return useCallback(
    () =>
      notifications.show({
        id: assignmentPendingToastId,
        color: 'yellow',
        message: t('assignDriver.notConfirmed'),
        // D2-8.04: 5 s.
        autoClose: toasts.loadActionMs,
      }),
    [t, toasts.loadActionMs],
  );
}

export function UnassignDriverFlow({ shipment, onClose, onDone }: UnassignDriverFlowProps) {
  const showPending = useShowAssignmentPending();
  const isPending = isAssignmentPending(shipment);
  // Once, when the flow starts on a card that already shows the pending assignment.
  const hasToldPending = useRef(false);
  useEffect(() => {
    if (!isPending || hasToldPending.current) return;
    hasToldPending.current = true;
    showPending();
    onClose();
  }, [isPending, showPending, onClose]);
  if (isPending) return null;
  return <UnassignDriverDialog shipment={shipment} onClose={onClose} onDone={onDone} />;
}

function UnassignDriverDialog({ shipment, onClose, onDone }: UnassignDriverFlowProps) {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  const showPending = useShowAssignmentPending();
  const unassign = useUnassignDriver();
  const [failure, setFailure] = useState<string | null>(null);
  // After a refusal the card is out of date: closing refreshes the list.
  const [isStale, setStale] = useState(false);
  const transaction = shipment.assignmentTransaction;
  const driverId = transaction?.transactionType === 'Assign Driver' ? transaction.driverId : null;
  const driver = shipment.driver?.driverName ?? transaction?.driverName ?? t('assignDriver.theDriver');
  const loadId = shipment.loadId ?? shipment.shipmentId;
  const handleClose = isStale ? onDone : onClose;

  const handleConfirm = () => {
    setFailure(null);
    unassign.mutate(
      { shipmentId: shipment.shipmentId, ...(driverId ? { driverId } : {}) },
      {
        onSuccess: (result) => {
          if (result.status === 'OK') {
            notifications.show({
              color: 'green',
              message: t('assignDriver.unassigned', { loadId, driver }),
              autoClose: toasts.loadActionMs,
            });
            onDone();
          } else if (result.status === 'PENDING') {
            showPending();
            onDone();
          } else {
            setStale(true);
            setFailure(result.message || t('assignDriver.unassignFailed'));
          }
        },
        onError: () => setFailure(t('assignDriver.unassignFailed')),
      },
    );
  };

  return (
    <Dialog
      opened
      onClose={handleClose}
      title={t('assignDriver.unassignTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('assignDriver.close') }}
    >
      <Stack gap="md">
        <Text>{t('assignDriver.unassignQuestion', { loadId, driver })}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={handleClose}>
            {t('assignDriver.cancel')}
          </Button>
          <Button color="red" onClick={handleConfirm} loading={unassign.isPending} disabled={isStale}>
            {t('assignDriver.unassign')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
