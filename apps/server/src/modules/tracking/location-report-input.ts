import {
  locationReportBatchSchema,
  locationReportIssues,
  locationReportSchema,
  type LocationReport,
  type LocationReportIssue,
} from '@freight/domain/tracking/location-report-schema';
import { badInput, type FieldDetail } from '../../platform/errors';
import { message } from '../../platform/i18n';

// The body of POST /devicelocation/v1/location read with the domain's schema, the one the web app
// checks its queue with (decision 034): one report or a batch. Its issues are codes; each becomes the
// catalogue's text under the field it is about (`recordedAt`, or `3.recordedAt` in a batch).

export const invalidReportMessage = message('tracking.invalidReport');

const isIssue = (code: string): code is LocationReportIssue =>
  (locationReportIssues as readonly string[]).includes(code);

type ZodIssue = { path: PropertyKey[]; message: string; code?: string; keys?: string[] };

function fieldOf(issue: ZodIssue): string {
  // An unknown field is reported on its object: name it.
  const path = issue.keys?.length ? [...issue.path, issue.keys[0]!] : issue.path;
  return path.map(String).join('.') || '_';
}

function detailOf(issue: ZodIssue, maxPositions: number): FieldDetail {
  // A body that is not an object at all is of the wrong kind, not an unknown field.
  const code = issue.path.length === 0 && issue.code === 'invalid_type' ? 'wrongKind' : issue.message;
  return message(`tracking.report.${isIssue(code) ? code : 'wrongKind'}`, { max: maxPositions });
}

/** The reports of a body, as sent; BAD_USER_INPUT naming each offending field otherwise. */
export function parseLocationReports(body: unknown, maxPositions: number): LocationReport[] {
  const result = Array.isArray(body)
    ? locationReportBatchSchema(maxPositions).safeParse(body)
    : locationReportSchema.safeParse(body);
  if (!result.success) {
    const fields: Record<string, FieldDetail> = {};
    for (const issue of result.error.issues as ZodIssue[])
      fields[fieldOf(issue)] ??= detailOf(issue, maxPositions);
    throw badInput(invalidReportMessage, fields);
  }
  return Array.isArray(result.data) ? result.data : [result.data];
}
