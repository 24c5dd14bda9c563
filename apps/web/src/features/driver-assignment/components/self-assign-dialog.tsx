import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { isAssigned, useAssignDriver, type AssignDriverInput } from '../api/assign-driver';
import { DriverStartField, useDriverStart } from './driver-start';

type BookedShipment = { shipmentId: string; loadId: string | null };

type SelfAssignDialogProps = {
  opened: boolean;
  shipment: BookedShipment;
  onClose: () => void;
  /** Called once the server assigned the caller; the caller closes the dialog (opened false). */
  onAssigned: (result: { successorShipmentId: string | null }) => void;
};

/**
 * Right after booking, an owner-operator (user type LO3) assigns themself as the driver (D1-4.26,
 * D2-4.22). They start from the delivery of their predecessor shipment when they have one; otherwise
 * they choose where they start, and Confirm waits for that place (D2-4.21).
 */
export function SelfAssignDialog({ opened, shipment, onClose, onAssigned }: SelfAssignDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('driverAssign.selfTitle')}
      closeButtonProps={{ 'aria-label': t('driverAssign.close') }}
      centered
    >
      {/* Mounted only while open, so each opening asks for the predecessor again and starts clean. */}
      {opened && <SelfAssignForm shipment={shipment} onClose={onClose} onAssigned={onAssigned} />}
    </Dialog>
  );
}

function SelfAssignForm({ shipment, onClose, onAssigned }: Omit<SelfAssignDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  // The caller assigns themself: the member id of their token is the driver id.
  const driverId = useAuth().claims?.sub ?? '';
  const { shipmentId } = shipment;
  const loadId = shipment.loadId ?? shipmentId;
  const driverStart = useDriverStart({ shipmentId, driverId, assignSource: 'BOOKING' });
  const assign = useAssignDriver();
  const [failure, setFailure] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const isConfirmEnabled = driverStart.hasStart && !isDone;

  const handleConfirm = () => {
    const from = driverStart.input;
    if (!from) return;
    const input: AssignDriverInput = { shipmentId, driverId, assignSource: 'BOOKING', ...from };
    setFailure(null);
    assign.mutate(input, {
      onSuccess: (result) => {
        if (!isAssigned(result)) {
          setFailure(result.message || t('driverAssign.failed'));
          return;
        }
        setDone(true);
        notifications.show({
          color: 'green',
          message: t('driverAssign.assignedToYou', { loadId }),
          autoClose: toasts.loadActionMs,
        });
        onAssigned({ successorShipmentId: result.successorShipmentId });
      },
      onError: () => setFailure(t('driverAssign.failed')),
    });
  };

  return (
    <Stack gap="md">
      <Text>{t('driverAssign.booked', { loadId })}</Text>
      <DriverStartField
        driverStart={driverStart}
        texts={{
          looking: t('driverAssign.lookingForPredecessor'),
          startsAfter: (predecessorShipmentId) =>
            t('driverAssign.startsAfter', { shipmentId: predecessorShipmentId }),
          hint: t('driverAssign.startLocationHint'),
          label: t('driverAssign.startLocation'),
        }}
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('driverAssign.notNow')}
        </Button>
        <Button onClick={handleConfirm} disabled={!isConfirmEnabled} loading={assign.isPending}>
          {t('driverAssign.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
