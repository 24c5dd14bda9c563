import type { StopType } from '../stops';
import {
  managedTrailerValue,
  trailerEntryOf,
  trailerEntryProblem,
  type TrailerActivity,
  type TrailerConfig,
} from './trailer-numbers';

// Where a running trip stands, stop by stop (D2-4.31 to D2-4.40): which stops are done, which one is
// open, which are locked, which times may still be entered, and when the trip may be completed. The
// trip screen shows it and the server's updateStop and completeTrip refuse what it forbids.

export type TripStopActivity = { execActivity: string; equipmentId: string | null };

/** A stop as these rules read it; times are ISO 8601 with the stop's offset, null when not known. */
export type TripStop = {
  stopId: string;
  sequenceNo: number;
  stopType: StopType;
  actualArrival: string | null;
  actualDeparture: string | null;
  actualEta?: string | null;
  plannedEta?: string | null;
  appointmentEarly?: string | null;
  estimatedArrival?: string | null;
  activities: readonly TripStopActivity[];
};

export type TripShipment = { managedEquipment: boolean };

/** D2-4.31: a stop is completed once it has an actual departure. */
export function isStopCompleted(stop: Pick<TripStop, 'actualDeparture'>): boolean {
  return Boolean(stop.actualDeparture);
}

/** A trip is completed when its execution status is COMPLETED or DELIVERED (D2-4, generic statuses). */
export function isTripCompleted(executionStatus: string | null | undefined): boolean {
  return executionStatus === 'COMPLETED' || executionStatus === 'DELIVERED';
}

const activityTime: Record<TrailerActivity, 'actualArrival' | 'actualDeparture'> = {
  TRAILER_IN: 'actualArrival',
  TRAILER_OUT: 'actualDeparture',
};

/**
 * Whether a stop's recorded trailer of one activity is invalid. It is judged once its time is
 * recorded (trailer-in at arrival, trailer-out at departure) and only where the stop has that
 * activity. With managed equipment the trailer must be there, as D2-5.24 shows it (D2-5.12); without,
 * a trailer may be left out, but one that is there must be a valid value (an OTHER over 15 characters,
 * as a source system may send, is not).
 */
function hasInvalidTrailer(
  stop: TripStop,
  activity: TrailerActivity,
  shipment: TripShipment,
  config: TrailerConfig,
): boolean {
  if (stop.stopType === 'O' || !stop[activityTime[activity]]) return false;
  return stop.activities.some((known) => {
    if (known.execActivity !== activity) return false;
    const value = shipment.managedEquipment
      ? managedTrailerValue(known.equipmentId)
      : (known.equipmentId ?? '').trim();
    if (value === '') return shipment.managedEquipment;
    return trailerEntryProblem(trailerEntryOf(value, config), config) !== null;
  });
}

/** D2-4.32: with managed equipment, a departed stop whose trailer-out is invalid stays open. */
export function hasInvalidTrailerOut(stop: TripStop, shipment: TripShipment, config: TrailerConfig): boolean {
  return hasInvalidTrailer(stop, 'TRAILER_OUT', shipment, config);
}

/** D2-4.38, D2-5.08: a stop holds an invalid trailer, in or out, that must be fixed. */
export function hasInvalidTrailers(stop: TripStop, shipment: TripShipment, config: TrailerConfig): boolean {
  return (
    hasInvalidTrailer(stop, 'TRAILER_IN', shipment, config) ||
    hasInvalidTrailer(stop, 'TRAILER_OUT', shipment, config)
  );
}

export function bySequence<S extends Pick<TripStop, 'sequenceNo'>>(stops: readonly S[]): S[] {
  return [...stops].sort((a, b) => a.sequenceNo - b.sequenceNo);
}

/**
 * D2-4.32: the current open stop, the first by sequence without a departure or, with managed
 * equipment, whose trailer-out is invalid. Null once every stop is done.
 */
export function openStopOf(
  stops: readonly TripStop[],
  shipment: TripShipment,
  config: TrailerConfig,
): TripStop | null {
  return (
    bySequence(stops).find(
      (stop) =>
        !isStopCompleted(stop) || (shipment.managedEquipment && hasInvalidTrailerOut(stop, shipment, config)),
    ) ?? null
  );
}

/** D2-4.33: the stops after the open one are locked. */
export function isStopLocked(
  stop: Pick<TripStop, 'sequenceNo'>,
  stops: readonly TripStop[],
  shipment: TripShipment,
  config: TrailerConfig,
): boolean {
  const open = openStopOf(stops, shipment, config);
  return open !== null && stop.sequenceNo > open.sequenceNo;
}

/** D2-4.34: Update Stop Information is offered on a stop that is not locked, of a trip not completed. */
export function canUpdateStop(
  stop: Pick<TripStop, 'sequenceNo'>,
  trip: { executionStatus: string | null; stops: readonly TripStop[] } & TripShipment,
  config: TrailerConfig,
): boolean {
  return !isTripCompleted(trip.executionStatus) && !isStopLocked(stop, trip.stops, trip, config);
}

export type StopFieldAccess = { eta: boolean; arrival: boolean; departure: boolean };

/**
 * D2-4.35: which times of a stop may be entered (true) or are read-only. ETA and arrival are read-only
 * once the stop has an arrival or a departure; departure is read-only until the stop has an arrival,
 * recorded or being entered in the same update. A recorded departure is read-only too (our choice:
 * the spec leaves it open; a departed stop's times are history, only its trailers may be fixed).
 */
export function stopFieldAccess(
  stop: Pick<TripStop, 'actualArrival' | 'actualDeparture'>,
  enteredArrival?: string | null,
): StopFieldAccess {
  const isReached = Boolean(stop.actualArrival || stop.actualDeparture);
  return {
    eta: !isReached,
    arrival: !isReached,
    departure: !stop.actualDeparture && Boolean(stop.actualArrival || enteredArrival),
  };
}

/** D2-4.36: the time labels read Arrived and Departed once recorded, Arrival and Departure before. */
export function stopTimeLabels(stop: Pick<TripStop, 'actualArrival' | 'actualDeparture'>): {
  arrival: 'arrived' | 'arrival';
  departure: 'departed' | 'departure';
} {
  return {
    arrival: stop.actualArrival ? 'arrived' : 'arrival',
    departure: stop.actualDeparture ? 'departed' : 'departure',
  };
}

/** D2-4.37: the ETA shown, by priority: actual ETA, planned ETA, appointment early, estimated arrival. */
export function etaOf(
  stop: Pick<TripStop, 'actualEta' | 'plannedEta' | 'appointmentEarly' | 'estimatedArrival'>,
): string | null {
  return stop.actualEta || stop.plannedEta || stop.appointmentEarly || stop.estimatedArrival || null;
}

/**
 * D2-4.38: a trip is fully complete, and Complete Trip is offered, when its last stop has a departure
 * and no stop holds an invalid trailer.
 */
export function isTripFullyComplete(
  stops: readonly TripStop[],
  shipment: TripShipment,
  config: TrailerConfig,
): boolean {
  const last = bySequence(stops).at(-1);
  return (
    last !== undefined &&
    isStopCompleted(last) &&
    !stops.some((stop) => hasInvalidTrailers(stop, shipment, config))
  );
}

/**
 * D2-4.40: after a successful update, the stop the response carries is passed on to the next stop's
 * form when it is that stop, and dropped otherwise.
 */
export function responseForNextStop<R extends { stopId: string }>(
  nextStop: Pick<TripStop, 'stopId'> | null,
  response: R | null,
): R | null {
  return response && nextStop && response.stopId === nextStop.stopId ? response : null;
}
