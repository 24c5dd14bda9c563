import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { beginTrip } from './begin-trip';
import { confirmStartInputSchema } from './trip-input';
import type { TripResult } from './trip-result';

/**
 * confirmStart (D2-3.13, D2-4.23 to D2-4.30): the Confirm Start dialog starts the trip from the city
 * the typeahead gave (its place as sent) at the time the driver chose, with tracking started unless
 * asked otherwise (D2-4.26). A city sent is one the typeahead offered: the dialog sends nothing else,
 * so only an empty one is CityError here (D2-5.02).
 */
export function confirmStart(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<TripResult> {
  const request = parseInput(confirmStartInputSchema, input);
  return beginTrip(services, caller, {
    shipmentId: request.shipmentId,
    version: request.version,
    withTracking: request.gpsTrackingStatus === gpsTrackingStatus.started,
    placeOf: () => ({
      city: request.city,
      isCityChosen: request.city !== '',
      state: request.state || null,
      country: request.country || null,
      latitude: request.latitude,
      longitude: request.longitude,
      startDateTime: request.startDateTime ?? null,
    }),
  });
}
