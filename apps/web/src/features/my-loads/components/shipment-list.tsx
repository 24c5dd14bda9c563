import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import type { MyLoadShipment } from '../api/my-load-shipment-fields';
import { ShipmentCard, type ShipmentCardActions } from './shipment-card';

type ShipmentListProps = {
  module: MyLoadBucket;
  shipments: readonly MyLoadShipment[];
  /** The one card shown open; choosing another closes it. */
  expandedShipmentId: string | null;
  onToggle: (shipmentId: string) => void;
  actions: ShipmentCardActions;
  label: string;
};

/** The shipments of a My Loads list, as a list of cards (each card is a list item). */
export function ShipmentList({
  module,
  shipments,
  expandedShipmentId,
  onToggle,
  actions,
  label,
}: ShipmentListProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      // Safari drops the list role of a list without bullets unless it is said again.
      role="list"
      aria-label={label || t('results.listLabel')}
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {shipments.map((shipment) => (
        <ShipmentCard
          key={shipment.shipmentId}
          shipment={shipment}
          module={module}
          isExpanded={shipment.shipmentId === expandedShipmentId}
          onToggle={onToggle}
          actions={actions}
        />
      ))}
    </Box>
  );
}
