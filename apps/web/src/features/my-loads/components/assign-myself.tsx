import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SelfAssignAfterBooking } from '../../loads/booking/self-assign-after-booking';

type AssignMyselfProps = {
  shipment: { shipmentId: string; loadId: string | null };
  /** The server's canAssignSelf: his own booking that nobody drives yet (D2-4.22). */
  isOffered: boolean;
};

/**
 * An owner-operator answered Not now after booking, found the load by its number, and assigns himself
 * here with the dialog of the booking. The flow stays until it ends: the assignment makes the offer
 * go (the details are fetched again), while Reload Driver may still have to ask (D1-4.34).
 */
export function AssignMyself({ shipment, isOffered }: AssignMyselfProps) {
  const { t } = useTranslation();
  const [isAssigning, setAssigning] = useState(false);
  return (
    <>
      {isOffered && (
        <Alert color="blue" variant="light">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">{t('selfAssignLater.assignSelfHint')}</Text>
            <Button onClick={() => setAssigning(true)}>{t('selfAssignLater.assignSelf')}</Button>
          </Group>
        </Alert>
      )}
      {isAssigning && <SelfAssignAfterBooking shipment={shipment} onDone={() => setAssigning(false)} />}
    </>
  );
}
