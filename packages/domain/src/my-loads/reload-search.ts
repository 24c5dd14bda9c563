import type { AppConfig } from '../config';
import type { Role } from '../roles';
import type { SearchCriteria } from '../search/criteria';
import { defaultDates, effectiveTrailerType } from '../search/defaults';
import { isTrailerType } from '../trailer-types';
import { datePart, formatOffset, localDateOf, offsetMinutesAt } from '../zoned-dates';

// The search that Reload starts from a delivered or delivering load (D2-2.36, D2-4.46, D2-7.29).

export type ReloadStop = {
  sequence: number;
  city: string;
  state: string;
  country: string;
  postalCode: string | null;
  timeZone: string;
  /** ISO 8601 with the stop's offset; null when the source system sent none. */
  appointmentFrom: string | null;
};

/**
 * A new search from where the load delivers (D2-2.36, D2-4.46): the delivery stop as origin and
 * Anywhere as destination, the reload radius on both sides, the load's trailer type, and pick-up
 * dates from the delivery appointment, or from today at the stop when that day has passed (a search
 * may not start before today, D1-5.07). Null for a load without stops.
 */
export function reloadSearchCriteria(
  shipment: { transportMode: string; stops: readonly ReloadStop[] },
  roles: readonly Role[],
  now: Date,
  config: Pick<AppConfig, 'search' | 'app' | 'reload'>,
): SearchCriteria | null {
  const delivery = [...shipment.stops].sort((a, b) => a.sequence - b.sequence).at(-1);
  if (!delivery) return null;
  const today = localDateOf(now.getTime(), delivery.timeZone);
  const appointment = delivery.appointmentFrom;
  const start =
    appointment && datePart(appointment) >= today
      ? appointment
      : `${today}T00:00:00${formatOffset(offsetMinutesAt(now.getTime(), delivery.timeZone))}`;
  const trailer = isTrailerType(shipment.transportMode)
    ? shipment.transportMode
    : config.search.defaultTrailerType;
  return {
    originMode: 'city',
    origin: {
      city: delivery.city,
      state: delivery.state,
      country: delivery.country,
      postalCode: delivery.postalCode,
      timeZone: delivery.timeZone,
    },
    originRadius: config.reload.radiusMiles,
    destinationMode: 'anywhere',
    destination: null,
    destinationRadius: config.reload.radiusMiles,
    destinationCountry: config.search.defaultCountry,
    destinationStates: [],
    ...defaultDates(start, config),
    trailerType: effectiveTrailerType(roles, trailer, config),
  };
}
