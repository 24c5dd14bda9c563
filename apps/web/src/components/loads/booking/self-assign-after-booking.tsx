import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { SelfAssignDialog } from '../../driver-assign/self-assign-dialog';
import type { BookedShipment } from './api/get-booked-shipments';

// An owner-operator of user type LO3 assigns themself to the load just booked (D1-4.26, D2-4.22):
// the driver-assign dialog opens on the booked shipment, and an assignment leads to Driver Assigned.

type SelfAssignAfterBookingProps = { shipment: BookedShipment; onDone: () => void };

export function SelfAssignAfterBooking({ shipment, onDone }: SelfAssignAfterBookingProps) {
  const navigate = useNavigate();
  return (
    <SelfAssignDialog
      opened
      shipment={shipment}
      onClose={onDone}
      onAssigned={() => {
        onDone();
        void navigate(paths.app.myLoads.getHref('DriverAssigned'));
      }}
    />
  );
}
