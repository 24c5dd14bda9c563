import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SelfAssignAfterBooking } from '../../loads/booking/self-assign-after-booking';

/**
 * An owner-operator's own booking that nobody drives yet (the server's canAssignSelf, D2-4.22): he
 * answered Not now after booking, found the load by its number, and assigns himself here with the
 * dialog of the booking.
 */
export function AssignMyself({ shipment }: { shipment: { shipmentId: string; loadId: string | null } }) {
  const { t } = useTranslation();
  const [isAssigning, setAssigning] = useState(false);
  return (
    <Alert color="blue" variant="light">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{t('selfAssignLater.assignSelfHint')}</Text>
        <Button onClick={() => setAssigning(true)}>{t('selfAssignLater.assignSelf')}</Button>
      </Group>
      {isAssigning && <SelfAssignAfterBooking shipment={shipment} onDone={() => setAssigning(false)} />}
    </Alert>
  );
}
