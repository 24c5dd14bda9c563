import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ReloadDriverModal } from '../../driver-assignment/components/reload-driver-modal';
import { SelfAssignDialog } from '../../driver-assignment/components/self-assign-dialog';
import type { BookedShipment } from './api/get-booked-shipments';

// An owner-operator of user type LO3 assigns themself to the load just booked (D1-4.26, D2-4.22):
// the driver-assign dialog opens on the booked shipment, and an assignment leads to Driver Assigned.
// When no shipment of theirs follows this one, the Reload Driver modal asks first whether they need a
// next route (D1-4.34); its choices lead on from there, and closing it leaves them where they booked.
// Not now leaves the load in Carrier Assigned, a list only dispatchers open (D2-6.01): right after the
// booking they are told how to find it again, by its number, and its page offers the same dialog.

type SelfAssignAfterBookingProps = {
  shipment: BookedShipment;
  onDone: () => void;
  /** Not now says where the load waits (right after the booking, not on the load's own page). */
  tellsWhereItWaits?: boolean;
};

export function SelfAssignAfterBooking({
  shipment,
  onDone,
  tellsWhereItWaits = false,
}: SelfAssignAfterBookingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isAskingReload, setAskingReload] = useState(false);

  const handleNotNow = () => {
    if (tellsWhereItWaits) {
      // Kept until closed: it is the only place that says where the load went.
      notifications.show({
        message: t('selfAssignLater.toast', { loadId: shipment.loadId ?? shipment.shipmentId }),
        autoClose: false,
      });
    }
    onDone();
  };

  return (
    <>
      <SelfAssignDialog
        opened={!isAskingReload}
        shipment={shipment}
        onClose={handleNotNow}
        onAssigned={({ successorShipmentId }) => {
          if (successorShipmentId === null) {
            setAskingReload(true);
            return;
          }
          onDone();
          void navigate(paths.app.myLoads.getHref('DriverAssigned'));
        }}
      />
      <ReloadDriverModal opened={isAskingReload} shipmentId={shipment.shipmentId} onClose={onDone} />
    </>
  );
}
