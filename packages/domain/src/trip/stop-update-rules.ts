import type { AppConfig } from '../config';
import type { SourceScope } from '../source-scope';
import { isIanaTimeZone, offsetMinutesAt, offsetMinutesOf, zoneOffsetOf } from '../zoned-dates';
import {
  checkLateReason,
  isLateReasonAsked,
  lateReasonToKeep,
  type LateArrivalStop,
  type LateReasonConfig,
} from './late-arrival';
import {
  bySequence,
  hasInvalidTrailers,
  isStopLocked,
  isTripCompleted,
  stopFieldAccess,
  type TripShipment,
  type TripStop,
} from './stop-progress';
import {
  managedTrailerValue,
  missingStopActivities,
  trailerChoices,
  trailerEntryOf,
  trailerEntryProblem,
  trailerValueOf,
  type TrailerActivity,
  type TrailerConfig,
  type TrailerEntry,
} from './trailer-numbers';

// Update Stop Information (D2-4.35, D2-4.41 to D2-4.45, D2-5.05 to D2-5.13, D2-3.11): one function
// answers every issue of an update, by field, as codes; the form shows them (stop-update-schema.ts)
// and the server's updateStop refuses with them. Times are compared as moments, and each must be
// written in the stop's own zone (the arrival limit is "now" at the stop's local time).

/** Every refusal of a stop update; each has its text in `messages:trip.stopIssues.<code>`. */
export const stopIssueCodes = [
  'STOP_NOT_FOUND',
  'STOP_LOCKED',
  'NOT_STOP_TIME_ZONE',
  'ETA_READ_ONLY',
  'ARRIVAL_READ_ONLY',
  'DEPARTURE_READ_ONLY',
  'DEPARTURE_NEEDS_ARRIVAL',
  'ARRIVAL_ERROR',
  'DEPARTURE_ERROR',
  'DEPARTURE_ARRIVAL_ERROR',
  'ARRIVAL_AFTER_DEPARTURE',
  'ARRIVAL_BEFORE_PREVIOUS_DEPARTURE',
  'COMPLETE_REQUIRED_FIELDS',
  'PREVIOUS_TRAILER_INVALID',
  'TRAILER_TYPE_NOT_ALLOWED',
  'INVALID_TRAILER',
  'VALID_TRAILER_IN',
  'VALID_TRAILER_OUT',
  'TRAILER_IN_ERROR',
  'TRAILER_OUT_ERROR',
  'ARRIVAL_REQUIRED_FOR_TRAILER_IN',
  'DEPARTURE_REQUIRED_FOR_TRAILER_OUT',
  'STOP_ACTIVITY_MISSING',
  'LATE_REASON_REQUIRED',
  'LATE_REASON_UNKNOWN',
  'INVALID_TIME',
  'INVALID_VALUE',
] as const;
export type StopIssueCode = (typeof stopIssueCodes)[number];

/** What an update may be answered before it is saved, with the user's consent (D2-4.41, D2-5.13). */
export const stopWarningCodes = ['INVALID_TRAILER_OUT_WARNING'] as const;
export type StopWarningCode = (typeof stopWarningCodes)[number];

export type StopUpdateField =
  | 'stopId'
  | 'actualArrivalDateTime'
  | 'actualDepartureDateTime'
  | 'actualETADateTime'
  | 'trailerIn'
  | 'trailerOut'
  | 'providerEquipment'
  | 'lateArrivalReason';

export type StopIssue = {
  field: StopUpdateField;
  code: StopIssueCode;
  values?: Record<string, string | number>;
};

export type StopWarning = { code: StopWarningCode; values: { trailer: string; fine: number; miles: number } };

/** The fields of an update these rules read (the schema's output has them all, and more). */
export type StopUpdateValues = {
  stopId: string;
  /** Times as ISO 8601 in the stop's zone; null leaves a recorded time as it is. */
  actualArrivalDateTime: string | null;
  actualDepartureDateTime: string | null;
  actualETADateTime: string | null;
  /** The trailers as the dropdown and the typed number; null leaves the recorded trailer as it is. */
  trailerIn: TrailerEntry | null;
  trailerOut: TrailerEntry | null;
  chassisNumber: string | null;
  /** The answer to the equipment question (D2-4.42), D2-3.11's optional {product}Equipment. */
  providerEquipment: boolean | null;
  lateArrivalReason: string | null;
  /** D2-3.11's userConcentForTrailerWarning: the user said Yes to the trailer warning (D2-4.41). */
  userConsentForTrailerWarning: boolean;
};

export type UpdatableStop = TripStop &
  LateArrivalStop & { timeZone: string; lateArrivalReason?: string | null };

export type StopUpdateConfig = LateReasonConfig & {
  app: Pick<AppConfig['app'], 'tripTimeZone'>;
  trip: TrailerConfig &
    Pick<
      AppConfig['trip'],
      | 'stopTimeFutureToleranceMinutes'
      | 'departureMinMinutes'
      | 'departureMaxMinutes'
      | 'emptyTrailerFineUsd'
      | 'outOfRouteMiles'
    >;
};

export type StopUpdateContext = {
  now: number;
  config: StopUpdateConfig;
  shipment: SourceScope & TripShipment & { isDrayRoute: boolean; executionStatus: string | null };
  stops: readonly UpdatableStop[];
};

export type StopUpdateCheck = {
  issues: StopIssue[];
  warnings: StopWarning[];
  /** The late reason the stop records with this update (D2-4.45: none once the arrival is not late). */
  lateArrivalReason: string | null;
};

const minuteMs = 60_000;

/** A time given, and whether it differs from the recorded one (the same moment is no change). */
function resolveTime(entered: string | null, recorded: string | null | undefined) {
  const value = entered ?? recorded ?? null;
  const isChanged = entered !== null && (!recorded || Date.parse(entered) !== Date.parse(recorded));
  return { value, isChanged, at: value ? Date.parse(value) : Number.NaN };
}

/** D2-9.07: a stop's zone; one a source system sent that is not an IANA zone reads as US Central. */
export function stopTimeZone(stop: { timeZone: string }, config: Pick<StopUpdateConfig, 'app'>): string {
  return isIanaTimeZone(stop.timeZone) ? stop.timeZone : config.app.tripTimeZone;
}

/** D2-4.42: the equipment question is asked, and must be answered, unless the equipment is managed. */
export function asksEquipmentQuestion(shipment: TripShipment): boolean {
  return !shipment.managedEquipment;
}

/** Whether a time is written with its stop zone's offset at that moment (D2-3.11). */
function isInStopZone(value: string, timeZone: string): boolean {
  return offsetMinutesOf(zoneOffsetOf(value)) === offsetMinutesAt(Date.parse(value), timeZone);
}

const timeOfActivity: Record<TrailerActivity, 'arrival' | 'departure'> = {
  TRAILER_IN: 'arrival',
  TRAILER_OUT: 'departure',
};
const fieldOfActivity: Record<TrailerActivity, 'trailerIn' | 'trailerOut'> = {
  TRAILER_IN: 'trailerIn',
  TRAILER_OUT: 'trailerOut',
};
const requiredCodes: Record<TrailerActivity, { managed: StopIssueCode; answered: StopIssueCode }> = {
  TRAILER_IN: { managed: 'TRAILER_IN_ERROR', answered: 'VALID_TRAILER_IN' },
  TRAILER_OUT: { managed: 'TRAILER_OUT_ERROR', answered: 'VALID_TRAILER_OUT' },
};
const timeNeeded: Record<TrailerActivity, { field: StopUpdateField; code: StopIssueCode }> = {
  TRAILER_IN: { field: 'actualArrivalDateTime', code: 'ARRIVAL_REQUIRED_FOR_TRAILER_IN' },
  TRAILER_OUT: { field: 'actualDepartureDateTime', code: 'DEPARTURE_REQUIRED_FOR_TRAILER_OUT' },
};

/** The trailer the stop has recorded for an activity, as the form shows it (D2-5.24 when managed). */
function recordedTrailer(stop: TripStop, activity: TrailerActivity, managed: boolean): string {
  const recorded = stop.activities.find((known) => known.execActivity === activity)?.equipmentId ?? '';
  return managed ? managedTrailerValue(recorded) : recorded.trim();
}

type AddIssue = (field: StopUpdateField, code: StopIssueCode, values?: StopIssue['values']) => void;
type ResolvedTimes = { arrival: ReturnType<typeof resolveTime>; departure: ReturnType<typeof resolveTime> };

/** D2-3.11, D2-4.35, D2-5.05 to D2-5.07: the times of an update, in the stop's zone and order. */
function checkTimes(
  input: StopUpdateValues,
  stop: UpdatableStop,
  context: StopUpdateContext,
  add: AddIssue,
): ResolvedTimes {
  const { config, now } = context;
  const eta = resolveTime(input.actualETADateTime, stop.actualEta);
  const arrival = resolveTime(input.actualArrivalDateTime, stop.actualArrival);
  const departure = resolveTime(input.actualDepartureDateTime, stop.actualDeparture);
  const zone = stopTimeZone(stop, config);
  const entered = [
    ['actualETADateTime', input.actualETADateTime],
    ['actualArrivalDateTime', input.actualArrivalDateTime],
    ['actualDepartureDateTime', input.actualDepartureDateTime],
  ] as const;
  for (const [field, value] of entered)
    if (value !== null && !isInStopZone(value, zone)) add(field, 'NOT_STOP_TIME_ZONE');

  // D2-4.35: what may still be entered at this stop.
  const access = stopFieldAccess(stop, arrival.value);
  if (eta.isChanged && !access.eta) add('actualETADateTime', 'ETA_READ_ONLY');
  if (arrival.isChanged && !access.arrival) add('actualArrivalDateTime', 'ARRIVAL_READ_ONLY');
  if (departure.isChanged && !access.departure)
    add('actualDepartureDateTime', stop.actualDeparture ? 'DEPARTURE_READ_ONLY' : 'DEPARTURE_NEEDS_ARRIVAL');

  const isArrivalChecked = arrival.isChanged && access.arrival;
  if (isArrivalChecked) {
    // D2-5.05: at most 60 minutes after now.
    const tolerance = config.trip.stopTimeFutureToleranceMinutes;
    if (arrival.at > now + tolerance * minuteMs)
      add('actualArrivalDateTime', 'ARRIVAL_ERROR', { minutes: tolerance });
    // D2-5.07: not before the previous stop's departure.
    const previous = bySequence(context.stops)
      .filter((each) => each.sequenceNo < stop.sequenceNo)
      .at(-1);
    if (previous?.actualDeparture && arrival.at < Date.parse(previous.actualDeparture))
      add('actualArrivalDateTime', 'ARRIVAL_BEFORE_PREVIOUS_DEPARTURE');
  }
  if (departure.isChanged && access.departure) {
    // D2-5.06: at most depMaxTime after now, and at least depMinTime after the arrival.
    const latest = config.trip.departureMaxMinutes;
    if (departure.at > now + latest * minuteMs)
      add('actualDepartureDateTime', 'DEPARTURE_ERROR', { minutes: latest });
    // D2-5.07: the arrival cannot be later than the departure; said on the time being entered.
    if (arrival.at > departure.at)
      add(isArrivalChecked ? 'actualArrivalDateTime' : 'actualDepartureDateTime', 'ARRIVAL_AFTER_DEPARTURE');
    else if (departure.at < arrival.at + config.trip.departureMinMinutes * minuteMs)
      add('actualDepartureDateTime', 'DEPARTURE_ARRIVAL_ERROR', { minutes: config.trip.departureMinMinutes });
  }
  return { arrival, departure };
}

/**
 * D2-5.08 to D2-5.13, D2-5.17 to D2-5.23: one trailer of an update. Answers the entry when a new valid
 * trailer is entered (for the stop-activity check) and the warning it needs consent for, if any.
 */
function checkTrailer(
  activity: TrailerActivity,
  input: StopUpdateValues,
  stop: UpdatableStop,
  times: ResolvedTimes,
  context: StopUpdateContext,
  add: AddIssue,
): { entered: TrailerEntry | null; warning: StopWarning | null } {
  const { config, shipment } = context;
  const field = fieldOfActivity[activity];
  const recorded = recordedTrailer(stop, activity, shipment.managedEquipment);
  const given = input[field];
  const entry = given ?? trailerEntryOf(recorded, config.trip);
  const value = trailerValueOf(entry);
  const isChanged = given !== null && value !== recorded;
  const problem = trailerEntryProblem(entry, config.trip);
  const isEntered = isChanged && problem === null && value !== '';
  const hasActivity = stop.activities.some((known) => known.execActivity === activity);
  const hasTime = Boolean(times[timeOfActivity[activity]].value);

  if (isChanged && entry.type !== null) {
    const choices = trailerChoices(
      stop,
      activity,
      { isDrayRoute: shipment.isDrayRoute, chassisNumber: input.chassisNumber },
      config.trip,
    );
    // D2-5.17, D2-5.18, D2-5.20, D2-5.22: a type the dropdown does not offer here.
    if (!choices.includes(entry.type)) add(field, 'TRAILER_TYPE_NOT_ALLOWED');
    // D2-5.08, D2-5.16: a number its type does not take.
    else if (problem === 'invalid') add(field, 'INVALID_TRAILER');
  }
  // D2-5.12: managed equipment needs the trailers of a non-O stop's activities once their time is
  // there; D2-5.10: so does a Yes to the equipment question. A stop without the activity cannot
  // record the trailer (D2-5.23), so it is not asked for.
  const isRequired =
    stop.stopType !== 'O' &&
    hasActivity &&
    hasTime &&
    (shipment.managedEquipment || input.providerEquipment === true);
  if (isRequired && problem === 'incomplete')
    add(field, requiredCodes[activity][shipment.managedEquipment ? 'managed' : 'answered']);
  // D2-5.08: a type chosen without its number is not a trailer either.
  else if (isChanged && problem === 'incomplete' && entry.type !== null) add(field, 'INVALID_TRAILER');
  // D2-5.11: a trailer other than the recorded one needs the time of its activity.
  if (isEntered && !hasTime) add(timeNeeded[activity].field, timeNeeded[activity].code);
  // D2-4.41, D2-5.13: with managed equipment, leaving with another trailer than the planned one
  // needs the user's consent (our reading of the invalid trailer-out warning).
  const isWarned =
    activity === 'TRAILER_OUT' &&
    shipment.managedEquipment &&
    isEntered &&
    recorded !== '' &&
    !input.userConsentForTrailerWarning;
  return {
    entered: isEntered ? entry : null,
    warning: isWarned
      ? {
          code: 'INVALID_TRAILER_OUT_WARNING',
          values: {
            trailer: value,
            fine: config.trip.emptyTrailerFineUsd,
            miles: config.trip.outOfRouteMiles,
          },
        }
      : null,
  };
}

/**
 * The issues of one stop update against the trip as recorded, the warnings it still needs the user's
 * consent for (an update is saved when both are empty), and the late reason the stop keeps.
 */
export function checkStopUpdate(input: StopUpdateValues, context: StopUpdateContext): StopUpdateCheck {
  const { config, shipment } = context;
  const stop = context.stops.find((each) => each.stopId === input.stopId);
  if (!stop)
    return { issues: [{ field: 'stopId', code: 'STOP_NOT_FOUND' }], warnings: [], lateArrivalReason: null };
  // D2-4.33, D2-4.34: a locked stop, or any stop of a completed trip, takes no update at all.
  if (isTripCompleted(shipment.executionStatus) || isStopLocked(stop, context.stops, shipment, config.trip))
    return { issues: [{ field: 'stopId', code: 'STOP_LOCKED' }], warnings: [], lateArrivalReason: null };

  const issues: StopIssue[] = [];
  const add: AddIssue = (field, code, values) =>
    issues.push(values ? { field, code, values } : { field, code });

  const times = checkTimes(input, stop, context, add);

  // D2-4.42, D2-5.09: the equipment question is answered unless the equipment is managed.
  if (asksEquipmentQuestion(shipment) && input.providerEquipment === null)
    add('providerEquipment', 'COMPLETE_REQUIRED_FIELDS');

  // D2-5.08: an earlier stop's invalid trailer is fixed first.
  const earlier = context.stops.filter((each) => each.sequenceNo < stop.sequenceNo);
  if (earlier.some((each) => hasInvalidTrailers(each, shipment, config.trip)))
    add('stopId', 'PREVIOUS_TRAILER_INVALID');

  const warnings: StopWarning[] = [];
  const entered: Partial<Record<TrailerActivity, TrailerEntry>> = {};
  for (const activity of ['TRAILER_IN', 'TRAILER_OUT'] as const) {
    const trailer = checkTrailer(activity, input, stop, times, context, add);
    if (trailer.entered) entered[activity] = trailer.entered;
    if (trailer.warning) warnings.push(trailer.warning);
  }
  // D2-5.23, D2-8.09: a trailer the stop has no activity for cannot be recorded.
  for (const activity of missingStopActivities(stop.activities, entered))
    add(fieldOfActivity[activity], 'STOP_ACTIVITY_MISSING');

  // D2-4.43, D2-4.44: a late arrival entered now needs its reason where the modal is shown. D2-4.45:
  // the stop keeps a reason only while its arrival is late.
  const isLate = isLateReasonAsked(shipment, stop, times.arrival.value, config);
  const lateIssue = checkLateReason(input.lateArrivalReason, times.arrival.isChanged && isLate, config);
  if (lateIssue) add('lateArrivalReason', lateIssue);
  const lateArrivalReason = lateReasonToKeep(input.lateArrivalReason ?? stop.lateArrivalReason, isLate);

  return { issues, warnings, lateArrivalReason };
}
