import { z } from 'zod';
import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import { isGpsTrackingStatus, type GpsTrackingStatus } from '@freight/domain/tracking/tracking-states';
import type { StopIssue, StopIssueCode } from '@freight/domain/trip/stop-update-rules';
import { stopIssueCodes } from '@freight/domain/trip/stop-update-rules';
import { updateStopInputSchema, type UpdateStopInput } from '@freight/domain/trip/stop-update-schema';
import { isOffsetDateTime } from '@freight/domain/zoned-dates';
import { badInput, type AppError } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import { issueMessage } from '../../platform/validate';

// The requests of trips.graphql. The stop update is the domain's own schema (decision 033), shared
// with the form; the others are checked here so that a malformed value is a clear BAD_USER_INPUT.

const shipmentIdSchema = z.string().trim().min(1, issueMessage('input.chooseShipment')).max(64);
const versionSchema = z.int(issueMessage('trips.version')).min(1, issueMessage('trips.version')).nullish();
const text = (max: number, key: 'trips.city' | 'trips.state' | 'trips.country') =>
  z.string().trim().max(max, issueMessage(key));

/** A trip starts with tracking started or stopped (D2-4.26); never completed or not started. */
const startTrackingSchema = (fallback: GpsTrackingStatus) =>
  z
    .union([z.literal(gpsTrackingStatus.started), z.literal(gpsTrackingStatus.stopped)], {
      error: issueMessage('trips.startTrackingStatus'),
    })
    .nullish()
    .transform((value) => value ?? fallback);

/** Confirm Start (D2-3.13). The city is checked by the start rules (CityError), not here. */
export const confirmStartInputSchema = z.object({
  shipmentId: shipmentIdSchema,
  city: text(80, 'trips.city'),
  state: text(40, 'trips.state'),
  country: text(40, 'trips.country'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  // Not stored (the shipment has no start zone column, as for the assignment's start, decision 015).
  timeZone: z.string().trim().min(1).max(64, issueMessage('integration.timeZone')),
  startDateTime: z.string().max(40).nullish(),
  positionDateTime: z.string().refine(isOffsetDateTime, issueMessage('trips.positionDateTime')).nullish(),
  gpsTrackingStatus: startTrackingSchema(gpsTrackingStatus.started),
  version: versionSchema,
});
export type ConfirmStartInput = z.infer<typeof confirmStartInputSchema>;

/** The card-level start (D2-3.14): tracking stopped unless asked (D2-4.26). */
export const startTripInputSchema = z.object({
  shipmentId: shipmentIdSchema,
  gpsTrackingStatus: startTrackingSchema(gpsTrackingStatus.stopped),
  version: versionSchema,
});

/** Complete Trip (D2-3.12). */
export const completeTripInputSchema = z.object({ shipmentId: shipmentIdSchema, version: versionSchema });

/** updateGpsTracking (D2-4.49): one of the four states. */
export const gpsTrackingInputSchema = z.object({
  shipmentId: shipmentIdSchema,
  gpsTrackingStatus: z.custom<GpsTrackingStatus>(
    isGpsTrackingStatus,
    issueMessage('trips.gpsTrackingStatus'),
  ),
});

/** A stop issue's text, in `messages:trip.stopIssues` with the limit it names (decision 033). */
export function stopIssueMessage(issue: Pick<StopIssue, 'code' | 'values'>): Message {
  return message(`messages:trip.stopIssues.${issue.code}`, issue.values);
}

/**
 * The refusal of a stop update: BAD_USER_INPUT naming each field with its first issue's text, the
 * first issue's text as the message (the trip screen shows errors[0].message, section 8).
 */
export function stopIssuesError(issues: readonly Pick<StopIssue, 'field' | 'code' | 'values'>[]): AppError {
  const fields: Record<string, Message> = {};
  for (const issue of issues) fields[issue.field] ??= stopIssueMessage(issue);
  return badInput(stopIssueMessage(issues[0] ?? { code: 'INVALID_VALUE' }), fields);
}

const isStopIssueCode = (value: string): value is StopIssueCode =>
  (stopIssueCodes as readonly string[]).includes(value);

/** The update-stop input (D2-3.11) through the domain's schema, its issues named by field. */
export function parseStopUpdate(input: unknown): UpdateStopInput {
  const result = updateStopInputSchema.safeParse(input);
  if (result.success) return result.data;
  throw stopIssuesError(
    result.error.issues.map((issue) => ({
      // The form's input: `trailerIn.number` is said on the trailer-in field.
      field: String(issue.path[0] ?? 'input') as StopIssue['field'],
      code: isStopIssueCode(issue.message) ? issue.message : 'INVALID_VALUE',
    })),
  );
}
