import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personName } from '@freight/domain/person-name';
import { isAssigned, useAssignDriver, type AssignDriverResult } from '../api/assign-driver';
import type { CarrierDriver } from '../api/get-carrier-drivers';
import { DriverStartField, useDriverStart } from './driver-start';

// The confirm driver assignment dialog (D2-4.18, D2-4.21): the driver chosen in the List of Drivers
// starts from the delivery of their predecessor shipment, or from a place the dispatcher chooses;
// Confirm waits for one of them. A refusal shows the server's reason (D2-8.02), a failed call the
// generic text (D2-8.01); either way the dialog stays for another try.

export type AssignedShipment = { shipmentId: string; loadId: string | null };

type ConfirmDriverAssignmentProps = {
  shipment: AssignedShipment;
  driver: CarrierDriver;
  onBack: () => void;
  onAssigned: (result: AssignDriverResult) => void;
};

export function ConfirmDriverAssignment({
  shipment,
  driver,
  onBack,
  onAssigned,
}: ConfirmDriverAssignmentProps) {
  const { t } = useTranslation();
  const { shipmentId } = shipment;
  const name = personName(driver);
  const driverStart = useDriverStart({ shipmentId, driverId: driver.driverId, assignSource: 'MY_LOADS' });
  const assign = useAssignDriver();
  const [failure, setFailure] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);

  const handleConfirm = () => {
    const from = driverStart.input;
    if (!from) return;
    setFailure(null);
    assign.mutate(
      { shipmentId, driverId: driver.driverId, assignSource: 'MY_LOADS', ...from },
      {
        onSuccess: (result) => {
          if (!isAssigned(result)) {
            setFailure(result.message || t('assignDriver.assignFailed'));
            return;
          }
          setDone(true);
          onAssigned(result);
        },
        onError: () => setFailure(t('assignDriver.assignFailed')),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text>
        {t('assignDriver.confirmQuestion', { loadId: shipment.loadId ?? shipmentId, driver: name })}
      </Text>
      <DriverStartField
        driverStart={driverStart}
        texts={{
          looking: t('assignDriver.lookingForPredecessor'),
          startsAfter: (predecessorShipmentId) =>
            t('assignDriver.startsAfter', { driver: name, shipmentId: predecessorShipmentId }),
          hint: t('assignDriver.startLocationHint'),
          label: t('assignDriver.startLocation'),
        }}
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={assign.isPending || isDone}>
          {t('assignDriver.back')}
        </Button>
        <Button onClick={handleConfirm} disabled={!driverStart.hasStart || isDone} loading={assign.isPending}>
          {t('assignDriver.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
