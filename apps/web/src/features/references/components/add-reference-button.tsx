import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShipmentReferences } from '../api/get-shipment-references';
import { useReferenceAdding } from '../use-reference-adding';
import { AddReferenceDialog } from './add-reference-dialog';

// Add Reference of the details panel's References tab (D2-4.62): shown only where the rule of D2-6.06
// offers it to the signed-in user, and opening the modal for the shipment's own references.

export function AddReferenceButton({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const shipment = useShipmentReferences(shipmentId).data;
  const { canAdd } = useReferenceAdding(shipment);
  const [isOpen, setOpen] = useState(false);
  if (!shipment || !canAdd) return null;
  return (
    <>
      <Button variant="light" size="compact-sm" onClick={() => setOpen(true)} w="fit-content">
        {t('references.add')}
      </Button>
      <AddReferenceDialog shipment={shipment} stop={null} opened={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
