import { hasTripStarted } from '../my-loads/card-buttons';
import type { ShipmentState } from '../shipment-states';
import { isOffsetDateTime } from '../zoned-dates';

// What keeps a trip from starting (D2-4.23 to D2-4.28, D2-5.01, D2-5.02, D2-8.07), as codes: the
// Confirm Start dialog keeps Confirm disabled while any is there, and the server's confirmStart and
// startTrip refuse with them.

export const startTripIssueCodes = [
  'ALREADY_STARTED',
  'ASSIGNMENT_PENDING',
  'NOT_ASSIGNED_TO_DRIVER',
  'ACTIVE_TRIP',
  'CITY_ERROR',
  'START_TIME_REQUIRED',
] as const;
export type StartTripIssueCode = (typeof startTripIssueCodes)[number];

/** A reason the start is refused; ACTIVE_TRIP names the other shipment ("Shipment #…", D2-8.07). */
export type StartTripIssue = {
  code: StartTripIssueCode;
  field?: 'city' | 'startDateTime';
  values?: { shipmentId: string };
};

export type TripToStart = {
  shipmentId: string;
  shipmentState: ShipmentState;
  executionStatus: string | null;
};

/** The driver's other trips, as their shipments' ids and execution statuses. */
export type DriverTrip = { shipmentId: string; executionStatus: string | null };

/** Statuses of a trip that is running: started and neither delivered, completed nor cancelled. */
const runningStatuses: readonly string[] = ['STARTED', 'IN_TRANSIT'];

/** D2-4.27: the driver's running trip other than this shipment, if any (one active trip per driver). */
export function activeTripOf(trips: readonly DriverTrip[], shipmentId: string): DriverTrip | null {
  return (
    trips.find(
      (trip) => trip.shipmentId !== shipmentId && runningStatuses.includes(trip.executionStatus ?? ''),
    ) ?? null
  );
}

export type StartPlace = {
  city: string;
  /** The typed city is one of the suggestions or the detected current location (D2-5.01). */
  isCityChosen: boolean;
  startDateTime: string | null;
};

/**
 * Everything that keeps this trip from starting, in the order a driver fixes them: a trip already
 * under way (executionStatus, or the state itself), an assignment still pending (D2-4.28) or no driver
 * assignment at all, another running trip of the driver (D2-4.27, D2-8.07), then the dialog's own
 * fields: the city (empty or not chosen from the typeahead: CityError, D2-4.25, D2-5.01, D2-5.02) and
 * the start time (D2-4.23, D2-4.24).
 */
export function checkTripStart(
  shipment: TripToStart,
  activeTrip: DriverTrip | null,
  start: StartPlace,
): StartTripIssue[] {
  const issues: StartTripIssue[] = [];
  if (hasTripStarted(shipment.executionStatus) || shipment.shipmentState === 'IN_TRANSIT')
    issues.push({ code: 'ALREADY_STARTED' });
  else if (shipment.shipmentState === 'PENDING_DRIVER_ASSIGNMENT')
    issues.push({ code: 'ASSIGNMENT_PENDING' });
  else if (shipment.shipmentState !== 'DRIVER_ASSIGNMENT') issues.push({ code: 'NOT_ASSIGNED_TO_DRIVER' });
  if (activeTrip && activeTrip.shipmentId !== shipment.shipmentId)
    issues.push({ code: 'ACTIVE_TRIP', values: { shipmentId: activeTrip.shipmentId } });
  if (start.city.trim() === '' || !start.isCityChosen) issues.push({ code: 'CITY_ERROR', field: 'city' });
  if (!start.startDateTime || !isOffsetDateTime(start.startDateTime))
    issues.push({ code: 'START_TIME_REQUIRED', field: 'startDateTime' });
  return issues;
}
