import * as z from 'zod/mini';
import { gpsTrackingStatus } from '../shipment-states';
import { isGpsTrackingStatus } from '../tracking/tracking-states';
import { isOffsetDateTime } from '../zoned-dates';
import { isSingleLineText } from '../single-line-text';
import {
  checkStopUpdate,
  type StopIssueCode,
  type StopUpdateContext,
  type StopUpdateValues,
} from './stop-update-rules';

// The update-stop input (D2-3.11) as a zod/mini schema, for the Update Stop Information form and the
// server's updateStop alike (decision 026). It holds what the client knows: the stop, the times, the
// trailers, the equipment answer, the late reason, the consent and where the device is. The rest of
// D2-3.11's payload (source system, carrier, PRO, SCAC, user, sequence, location, zone) the server
// takes from its own records, never from the client. An issue's message is a StopIssueCode.

const idMaxLength = 64;
/** Long enough for any typed trailer number, so an over-long one is INVALID_TRAILER from the rules. */
const trailerTextMaxLength = 64;
const trailerTypeMaxLength = 16;
/** Our bound: chassis numbers are ISO 6346-like, 11 characters; room for spaces and dashes. */
export const chassisNumberMaxLength = 20;
const placeMaxLength = 100;
const reasonMaxLength = 80;

/** A bounded single-line text (no control characters, decision 029's edge refuses them too). */
const text = (max: number, message: StopIssueCode = 'INVALID_VALUE', min = 0) =>
  z
    .string({ error: message })
    .check(z.minLength(min, message), z.maxLength(max, message), z.refine(isSingleLineText, message));

/** An ISO 8601 date-time with its offset, or null; which offset the rules check against the stop's zone. */
const time = z.nullable(
  z
    .string({ error: 'INVALID_TIME' satisfies StopIssueCode })
    .check(z.refine(isOffsetDateTime, 'INVALID_TIME')),
);

const trailer = z.nullable(
  z.object(
    {
      type: z.nullable(text(trailerTypeMaxLength, 'INVALID_TRAILER')),
      number: text(trailerTextMaxLength, 'INVALID_TRAILER'),
    },
    { error: 'INVALID_TRAILER' satisfies StopIssueCode },
  ),
);

export const updateStopInputShape = {
  shipmentId: text(idMaxLength, 'INVALID_VALUE', 1),
  stopId: text(idMaxLength, 'INVALID_VALUE', 1),
  actualArrivalDateTime: z._default(time, null),
  actualDepartureDateTime: z._default(time, null),
  actualETADateTime: z._default(time, null),
  trailerIn: z._default(trailer, null),
  trailerOut: z._default(trailer, null),
  chassisNumber: z._default(z.nullable(text(chassisNumberMaxLength)), null),
  providerEquipment: z._default(z.nullable(z.boolean({ error: 'INVALID_VALUE' })), null),
  lateArrivalReason: z._default(z.nullable(text(reasonMaxLength)), null),
  userConsentForTrailerWarning: z._default(z.boolean({ error: 'INVALID_VALUE' }), false),
  /** Where the device was when the update was made (D2-3.11); the server records it as given. */
  city: z._default(z.nullable(text(placeMaxLength)), null),
  state: z._default(z.nullable(text(placeMaxLength)), null),
  country: z._default(z.nullable(text(placeMaxLength)), null),
  latitude: z._default(z.nullable(z.number({ error: 'INVALID_VALUE' }).check(z.gte(-90), z.lte(90))), null),
  longitude: z._default(
    z.nullable(z.number({ error: 'INVALID_VALUE' }).check(z.gte(-180), z.lte(180))),
    null,
  ),
  positionDateTime: z._default(time, null),
  gpsTrackingStatus: z._default(
    z.number({ error: 'INVALID_VALUE' }).check(z.refine(isGpsTrackingStatus, 'INVALID_VALUE')),
    gpsTrackingStatus.notStarted,
  ),
  /** The shipment's version the update was made on, for the server to refuse a stale one (D2-8.08). */
  version: z._default(z.nullable(z.int({ error: 'INVALID_VALUE' }).check(z.gte(1))), null),
};

/** The input alone: shapes, bounds and formats, before the trip is looked up. */
export const updateStopInputSchema = z.object(updateStopInputShape);
export type UpdateStopInput = z.output<typeof updateStopInputSchema>;

/**
 * The form's schema: the input, then every rule of checkStopUpdate against the trip, each issue on its
 * field with its code as message. Made when the form validates, since the rules read the clock.
 * Warnings are not issues: the form asks for consent when the server answers one.
 */
export function stopUpdateSchema(context: StopUpdateContext) {
  return updateStopInputSchema.check(
    z.superRefine((values: StopUpdateValues, refinement) => {
      for (const issue of checkStopUpdate(values, context).issues)
        refinement.addIssue({ code: 'custom', message: issue.code, path: [issue.field], input: values });
    }),
  );
}
