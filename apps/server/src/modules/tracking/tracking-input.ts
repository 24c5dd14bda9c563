import { z } from 'zod';
import { issueMessage } from '../../platform/validate';

// The arguments of tracking.graphql. An id is checked here so that a malformed one is a clear
// BAD_USER_INPUT, never a database error.

/** The most positions one page of a tracking log holds (decision 028: bounded work per request). */
export const maxTrackingLogPage = 500;
const defaultTrackingLogPage = 100;

const shipmentIdSchema = z.string().trim().min(1, issueMessage('input.chooseShipment')).max(64);
const pageSizeMessage = issueMessage('tracking.logPage', { max: maxTrackingLogPage });

export const lastTruckPositionArgsSchema = z.object({ shipmentId: shipmentIdSchema });

export const trackingLogArgsSchema = z.object({
  shipmentId: shipmentIdSchema,
  before: z.iso
    .datetime({ offset: true, error: issueMessage('tracking.report.invalidDate') })
    .nullish()
    .transform((value) => (value ? new Date(value) : null)),
  first: z
    .number()
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(maxTrackingLogPage, pageSizeMessage)
    .nullish()
    .transform((value) => value ?? defaultTrackingLogPage),
});
