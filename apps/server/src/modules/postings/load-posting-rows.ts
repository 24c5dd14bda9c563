import type { SourceSystem } from '@freight/domain/source-systems';
import type { loadPostingAccessorials, loadPostings, loadPostingStops } from '../../db/schema/index';
import type { LoadPostingInput } from './load-posting.schemas';

// The rows of a load posting as a source system sends it: the posting, its stops and its accessorials.
// One mapping for the posting written alone (upsertLoadPosting) and for postings written many at a
// time (createLoadPostings), so both make the same rows.

export type PostingRow = Omit<typeof loadPostings.$inferInsert, 'loadId'>;
type StopRow = typeof loadPostingStops.$inferInsert;
type AccessorialRow = typeof loadPostingAccessorials.$inferInsert;

/** The posting row: origin from the first stop, destination from the last, the total added up here. */
export function toPostingRow(sourceSystem: SourceSystem, input: LoadPostingInput): PostingRow {
  const first = input.stops[0]!;
  const last = input.stops[input.stops.length - 1]!;
  const rate = input.rate;
  const accessorialCents = rate?.accessorials.reduce((sum, item) => sum + item.charge, 0) ?? 0;
  return {
    sourceSystem,
    sourceReference: input.sourceReference,
    status: 'OPEN',
    loadType: input.loadType,
    transportMode: input.transportMode,
    isHazardous: input.isHazardous,
    isHighValue: input.isHighValue,
    isTemperatureControlled: input.isTemperatureControlled,
    isGapForDriver: input.isGapForDriver,
    totalDistance: input.totalDistance,
    totalWeight: input.totalWeight,
    numberOfStops: input.stops.length,
    termsAndConditions: input.termsAndConditions ?? null,
    buyAllowed: input.buyAllowed,
    managedEquipment: input.managedEquipment,
    exclusiveLoad: input.exclusiveLoad,
    currency: rate?.currency ?? 'USD',
    binRateId: rate?.binRateId ?? null,
    totalChargeCents: rate ? rate.lineHaul.charge + (rate.fuel?.charge ?? 0) + accessorialCents : null,
    lineHaulCents: rate?.lineHaul.charge ?? null,
    lineHaulUnitCharge: rate?.lineHaul.unitCharge ?? null,
    lineHaulQuantity: rate?.lineHaul.quantity ?? null,
    lineHaulQualifier: rate?.lineHaul.rateQualifier ?? null,
    fuelCents: rate?.fuel?.charge ?? null,
    fuelUnitCharge: rate?.fuel?.unitCharge ?? null,
    fuelQuantity: rate?.fuel?.quantity ?? null,
    fuelQualifier: rate?.fuel?.rateQualifier ?? null,
    originCity: first.city,
    originState: first.state,
    originCountry: first.country,
    originPostalCode: first.postalCode ?? null,
    originLat: first.latitude,
    originLng: first.longitude,
    originTimeZone: first.timeZone,
    pickupStart: first.appointmentFrom,
    pickupEnd: first.appointmentTo,
    destinationCity: last.city,
    destinationState: last.state,
    destinationCountry: last.country,
    destinationPostalCode: last.postalCode ?? null,
    destinationLat: last.latitude,
    destinationLng: last.longitude,
    destinationTimeZone: last.timeZone,
    dropStart: last.appointmentFrom,
    dropEnd: last.appointmentTo,
    withdrawnAt: null,
  };
}

/** The stop rows of a posting; a stop's id is the load's id and its sequence (`L04718263-2`). */
export function toStopRows(postingId: string, loadId: string, input: LoadPostingInput): StopRow[] {
  return input.stops.map((stop) => ({
    loadPostingId: postingId,
    stopId: `${loadId}-${stop.sequence}`,
    sequence: stop.sequence,
    stopType: stop.stopType,
    locationName: stop.locationName ?? null,
    addressLine1: stop.addressLine1 ?? null,
    addressLine2: stop.addressLine2 ?? null,
    city: stop.city,
    state: stop.state,
    postalCode: stop.postalCode ?? null,
    country: stop.country,
    latitude: stop.latitude,
    longitude: stop.longitude,
    timeZone: stop.timeZone,
    appointmentFrom: stop.appointmentFrom,
    appointmentTo: stop.appointmentTo,
    // 'P' drives the "appointment not confirmed" pre-book warning (D1-4.20) on pick-ups only.
    appointmentState: stop.stopType === 'P' && !stop.appointmentConfirmed ? 'P' : null,
    specialServices: stop.specialServices,
  }));
}

/** The accessorial rows of a posting's rate (none without a rate). */
export function toAccessorialRows(postingId: string, input: LoadPostingInput): AccessorialRow[] {
  return (input.rate?.accessorials ?? []).map((item) => ({
    loadPostingId: postingId,
    code: item.code,
    description: item.description,
    type: item.type,
    chargeCents: item.charge,
  }));
}
