import { datePart, formatInZone, instantOfWallTime, isOffsetDateTime } from '../zoned-dates';
import { pickUpTimeAt, type CapacityConfig, type CapacityForm, type CapacityPlace } from './capacity-form';
import { chosenStates, isCalendarDate, isClockTime, pickUpZoneOf } from './capacity-rules';
import { sortWeekdays, type Weekday } from './weekdays';

// The capacity save payload of D3-3.12, flat, and back: the form's destination mode is read from
// which fields are set. The server reads the payload back into the form and checks the same rules.
// The payload's userId, upn, userEmail, userPhone, commonCarrierId and lastUpdatedBy are the caller's:
// the server takes them from the token, never from here.

export type CapacityRequest = {
  /** Null when new (addCarrierCapacity); the capacity changed by updateCarrierCapacity. */
  capacityId?: string | null;
  capacityType: string;
  trailerType: string;
  originCity: string | null;
  originState: string | null;
  originCountry: string | null;
  originPostalCode: string | null;
  originLatitude: number | null;
  originLongitude: number | null;
  originRadius: number | null;
  destinationCity: string | null;
  destinationState: string | null;
  destinationCountry: string | null;
  destinationPostalCode: string | null;
  destinationLatitude: number | null;
  destinationLongitude: number | null;
  /** Null when the destination is Anywhere or states (D3-3.12). */
  destinationRadius: number | null;
  destinationStates: string[];
  /** Lane: its days; empty for a Truck. */
  preferredDays: string[];
  /** Truck: ISO 8601 with the origin's offset; null for a Lane. */
  pickUpFromDate: string | null;
  pickUpToDate: string | null;
};

/**
 * A capacity's stored availability (Truck, D3-5.18): from its first day at the pick-up time (without
 * a time, a new Truck's, the time it is at the origin at `now`) to the end of its last day, in the
 * origin's zone, so that a Truck of one day has that day.
 */
export function availabilityOf(
  form: Pick<CapacityForm, 'origin' | 'pickUpFromDate' | 'pickUpToDate' | 'pickUpTime'>,
  config: CapacityConfig,
  now: Date,
): { from: Date; to: Date } | null {
  const { pickUpFromDate: from, pickUpToDate: to } = form;
  const zone = pickUpZoneOf(form, config);
  const time = form.pickUpTime || pickUpTimeAt(now, zone, config.search.timePickerStepMinutes);
  if (!isCalendarDate(from) || !isCalendarDate(to) || !isClockTime(time)) return null;
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const at = (date: string, wall: { hour: number; minute: number; second: number }) => {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    return instantOfWallTime({ year, month, day, ...wall }, zone);
  };
  return { from: at(from, { hour, minute, second: 0 }), to: at(to, { hour: 23, minute: 59, second: 59 }) };
}

const coordinate = (value: number | null | undefined) => (Number.isFinite(value) ? value! : null);

function placeFields(place: CapacityPlace | null) {
  return {
    city: place?.city ?? null,
    state: place?.state || null,
    country: place?.country || null,
    postalCode: place?.postalCode ?? null,
    latitude: coordinate(place?.latitude),
    longitude: coordinate(place?.longitude),
  };
}

/** The payload of the form (D3-3.12). */
export function toCapacityRequest(
  form: CapacityForm,
  context: { config: CapacityConfig; now: Date },
  capacityId: string | null = null,
): CapacityRequest {
  const { config, now } = context;
  const isTruck = form.capacityType === 'TRUCK';
  const origin = placeFields(form.origin);
  const destination = placeFields(form.destinationMode === 'city' ? form.destination : null);
  const states = form.destinationMode === 'states' ? chosenStates(form.destinationStates) : [];
  const availability = isTruck ? availabilityOf(form, config, now) : null;
  const zone = pickUpZoneOf(form, config);
  return {
    capacityId,
    capacityType: form.capacityType,
    trailerType: form.trailerType,
    originCity: origin.city,
    originState: origin.state,
    originCountry: origin.country,
    originPostalCode: origin.postalCode,
    originLatitude: origin.latitude,
    originLongitude: origin.longitude,
    originRadius: form.originRadius,
    destinationCity: destination.city,
    destinationState: destination.state,
    destinationCountry: destination.country ?? (states.length > 0 ? form.destinationCountry : null),
    destinationPostalCode: destination.postalCode,
    destinationLatitude: destination.latitude,
    destinationLongitude: destination.longitude,
    destinationRadius: form.destinationMode === 'city' ? form.destinationRadius : null,
    destinationStates: states,
    preferredDays: isTruck ? [] : sortWeekdays(form.preferredDays),
    pickUpFromDate: availability ? formatInZone(availability.from, zone) : null,
    pickUpToDate: availability ? formatInZone(availability.to, zone) : null,
  };
}

function placeOf(
  city: string | null | undefined,
  state: string | null | undefined,
  country: string | null | undefined,
  postalCode: string | null | undefined,
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): CapacityPlace | null {
  if (!city?.trim()) return null;
  return {
    city: city.trim(),
    state: state?.trim() ?? '',
    country: country?.trim() ?? '',
    postalCode: postalCode?.trim() || null,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  };
}

/** The calendar day and the time of day (HH:mm) of an offset date-time, as written. */
function dayAndTime(value: string | null | undefined): { day: string | null; time: string | null } {
  if (!value || !isOffsetDateTime(value)) return { day: null, time: null };
  return { day: datePart(value), time: value.slice(11, 16) };
}

/**
 * Reads a payload (or a stored capacity written the same way) back into the form: no destination
 * city and no states is Anywhere, states are state mode. The dates keep the days as written, in the
 * offset they were written in, and the time of the first (D3-5.18).
 */
export function fromCapacityRequest(
  request: { [K in keyof CapacityRequest]?: CapacityRequest[K] | null },
  config: CapacityConfig,
): CapacityForm {
  const states = chosenStates(request.destinationStates ?? []);
  const destination = placeOf(
    request.destinationCity,
    request.destinationState,
    request.destinationCountry,
    request.destinationPostalCode,
    request.destinationLatitude,
    request.destinationLongitude,
  );
  const from = dayAndTime(request.pickUpFromDate);
  const to = dayAndTime(request.pickUpToDate);
  return {
    capacityType: (request.capacityType ?? '') as CapacityForm['capacityType'],
    trailerType: request.trailerType ?? '',
    origin: placeOf(
      request.originCity,
      request.originState,
      request.originCountry,
      request.originPostalCode,
      request.originLatitude,
      request.originLongitude,
    ),
    originRadius: request.originRadius ?? config.search.radiusDefaultMiles,
    pickUpFromDate: from.day,
    pickUpToDate: to.day,
    pickUpTime: from.time ?? '',
    preferredDays: (request.preferredDays ?? []) as Weekday[],
    destinationMode: destination ? 'city' : states.length > 0 ? 'states' : 'anywhere',
    destination,
    destinationRadius: request.destinationRadius ?? config.search.radiusDefaultMiles,
    destinationCountry: request.destinationCountry?.trim() || config.search.defaultCountry,
    destinationStates: states,
  };
}
