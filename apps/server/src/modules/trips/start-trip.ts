import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { beginTrip } from './begin-trip';
import { startTripInputSchema } from './trip-input';
import type { TripResult } from './trip-result';

/**
 * startTrip (D2-3.14, D2-4.26): the card-level start, without the dialog. The trip starts now, from
 * the start location the assignment recorded (D2-4.21), else from its first stop, with tracking
 * stopped unless asked; every other rule is confirmStart's.
 */
export function startTrip(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<TripResult> {
  const request = parseInput(startTripInputSchema, input);
  return beginTrip(services, caller, {
    shipmentId: request.shipmentId,
    version: request.version,
    withTracking: request.gpsTrackingStatus === gpsTrackingStatus.started,
    placeOf: ({ shipment, stops, now }) => {
      const first = stops[0]?.row;
      const recorded = shipment.startCity !== null;
      const city = (recorded ? shipment.startCity : first?.city) ?? '';
      return {
        city,
        isCityChosen: city !== '',
        state: recorded ? shipment.startState : (first?.state ?? null),
        country: recorded ? shipment.startCountry : (first?.country ?? null),
        latitude: recorded ? shipment.startLatitude : (first?.latitude ?? null),
        longitude: recorded ? shipment.startLongitude : (first?.longitude ?? null),
        startDateTime: now.toISOString(),
      };
    },
  });
}
