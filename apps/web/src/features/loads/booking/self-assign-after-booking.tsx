import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ReloadDriverModal } from '../../driver-assignment/components/reload-driver-modal';
import { SelfAssignDialog } from '../../driver-assignment/components/self-assign-dialog';
import type { BookedShipment } from './api/get-booked-shipments';

// An owner-operator of user type LO3 assigns themself to the load just booked (D1-4.26, D2-4.22):
// the driver-assign dialog opens on the booked shipment, and an assignment leads to Driver Assigned.
// When no shipment of theirs follows this one, the Reload Driver modal asks first whether they need a
// next route (D1-4.34); its choices lead on from there, and closing it leaves them where they booked.

type SelfAssignAfterBookingProps = { shipment: BookedShipment; onDone: () => void };

export function SelfAssignAfterBooking({ shipment, onDone }: SelfAssignAfterBookingProps) {
  const navigate = useNavigate();
  const [isAskingReload, setAskingReload] = useState(false);
  return (
    <>
      <SelfAssignDialog
        opened={!isAskingReload}
        shipment={shipment}
        onClose={onDone}
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
