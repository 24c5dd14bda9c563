import * as z from 'zod/mini';
import { defaultConfig } from '../config';
import { isOffsetDateTime } from '../zoned-dates';
import { isSingleLineText } from '../single-line-text';

// The body of POST /devicelocation/v1/location (D2-4.58): the mobile-device tracking extras of D2-3.18
// and the fix itself, one position or a batch (the offline catch-up, the benchmark). zod/mini: the web
// app checks what it queues with the same schema the server parses with. An issue's message is its
// code (`LocationReportIssue`); unknown fields are refused, so nothing but these is ever stored.

export const locationReportIssues = [
  'missing',
  'wrongKind',
  'empty',
  'tooLong',
  'invalidText',
  'outOfRange',
  'invalidDate',
  'unexpected',
  'tooMany',
] as const;
export type LocationReportIssue = (typeof locationReportIssues)[number];

/** Checks the code against the list where a message is written. */
const issue = (code: LocationReportIssue) => code;
/** A field left out is missing; one of another kind is of the wrong kind. */
const fieldError = (raw: { input?: unknown }): LocationReportIssue =>
  raw.input === undefined ? 'missing' : 'wrongKind';

/** An identifier or code: not blank, at most `max` characters, no control character. */
function text(max: number) {
  return z.string({ error: fieldError }).check(
    z.refine((value) => value.trim() !== '', issue('empty')),
    z.maxLength(max, issue('tooLong')),
    z.refine(isSingleLineText, issue('invalidText')),
  );
}

/** A finite number from `min` to `max` (zod's number refuses NaN and infinities). */
function between(min: number, max: number) {
  return z
    .number({ error: fieldError })
    .check(z.gte(min, issue('outOfRange')), z.lte(max, issue('outOfRange')));
}

const optional = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));

export const locationReportSchema = z.strictObject(
  {
    // D2-3.18: the tracking extras. The spec names them without values; they are codes of the app.
    messageType: text(32),
    activity: optional(text(32)),
    shipmentId: text(64),
    carrierScac: optional(text(8)),
    userId: text(128),
    sourceSystem: text(32),
    carrierId: text(64),
    /** The stop the fences are around; none before the first or after the final departure. */
    stopId: optional(text(64)),
    sequenceNo: optional(
      z.int({ error: fieldError }).check(z.gte(1, issue('outOfRange')), z.lte(999, issue('outOfRange'))),
    ),
    locationId: optional(text(64)),
    // The fix, as the Geolocation API gives it: degrees, metres, metres per second, degrees from north.
    latitude: between(-90, 90),
    longitude: between(-180, 180),
    accuracy: between(0, 100_000),
    speed: optional(between(0, 150)),
    heading: optional(between(0, 360)),
    /** When the fix was taken, with its offset (D1-3.05): the device's clock, not the server's. */
    recordedAt: z
      .string({ error: fieldError })
      .check(z.maxLength(40, issue('invalidDate')), z.refine(isOffsetDateTime, issue('invalidDate'))),
  },
  { error: issue('unexpected') },
);

export type LocationReport = z.output<typeof locationReportSchema>;

/** Several positions in one call, oldest first or not (the server orders them by `recordedAt`). */
export function locationReportBatchSchema(maxPositions = defaultConfig.tracking.maxBatchPositions) {
  return z
    .array(locationReportSchema, { error: fieldError })
    .check(z.minLength(1, issue('empty')), z.maxLength(maxPositions, issue('tooMany')));
}
