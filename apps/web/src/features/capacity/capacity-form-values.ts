import type { CapacityConfig, CapacityForm } from '@freight/domain/capacity/capacity-form';
import { fromCapacityRequest } from '@freight/domain/capacity/capacity-request';
import type { CapacityItem } from './api/capacity-fields';

// A saved capacity as the Edit form's values: the flat payload it was saved from (D3-3.12), read back
// with the form's own rule, and the origin's zone, in which its dates are written.

export function capacityFormOf(capacity: CapacityItem, config: CapacityConfig): CapacityForm {
  const { origin, destination } = capacity;
  const form = fromCapacityRequest(
    {
      capacityType: capacity.capacityType,
      trailerType: capacity.trailerType,
      originCity: origin.city,
      originState: origin.state,
      originCountry: origin.country,
      originPostalCode: origin.postalCode,
      originLatitude: origin.latitude,
      originLongitude: origin.longitude,
      originRadius: origin.radius,
      destinationCity: destination.city,
      destinationState: destination.state,
      destinationCountry: destination.city ? destination.country : capacity.destinationCountry,
      destinationPostalCode: destination.postalCode,
      destinationLatitude: destination.latitude,
      destinationLongitude: destination.longitude,
      destinationRadius: destination.radius,
      destinationStates: capacity.destinationStates,
      preferredDays: capacity.preferredDays,
      pickUpFromDate: capacity.pickUpFromDate,
      pickUpToDate: capacity.pickUpToDate,
    },
    config,
  );
  return { ...form, origin: form.origin ? { ...form.origin, timeZone: origin.timeZone } : null };
}
