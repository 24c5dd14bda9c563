import type { Message } from '../../platform/i18n';
import type { ShipmentDetailsView } from '../shipments/get-shipment-details';

/** What confirmStart, startTrip, completeTrip and updateGpsTracking answer (load-execution.md section 7). */
export type TripResult = {
  /** OK; PENDING while the assignment is not confirmed (D2-4.29); REJECTED with the reason. */
  status: 'OK' | 'PENDING' | 'REJECTED';
  message: Message;
  shipment: ShipmentDetailsView | null;
};
