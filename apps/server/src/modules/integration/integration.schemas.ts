import { z } from 'zod';
import { paymentStatuses } from '@freight/domain/shipment-states';
import { bookingStatuses } from '../../db/schema/bookings';
import { bookingDecisions } from '../booking/booking-decisions';
import { issueMessage } from '../../platform/validate';

// What source systems send to the integration API besides postings and tenders (postings/, shipments/):
// payment statuses, booking decisions and the queries of their lists.

export const paymentStatusSchema = z.object({ paymentStatus: z.enum(paymentStatuses) });
export type PaymentStatusInput = z.output<typeof paymentStatusSchema>;

// Booking decisions of source systems (decision 014).
export const bookingDecisionParamsSchema = z.object({
  bookingId: z.uuid(issueMessage('integration.bookingId')),
});
export const bookingDecisionSchema = z.object({
  decision: z.enum(bookingDecisions, issueMessage('integration.decision')),
});
export const bookingListQuerySchema = z.object({
  status: z
    .enum(
      bookingStatuses,
      issueMessage('integration.bookingStatus', { statuses: bookingStatuses.join(', ') }),
    )
    .default('PENDING'),
});

// The event feed of a source system (decision 018): after the last event id it has read, a page at a time.
export const shipmentEventPageDefault = 100;
export const shipmentEventPageMax = 500;
const cursorMessage = issueMessage('integration.cursor');
const pageLimitMessage = issueMessage('integration.pageLimit', { max: shipmentEventPageMax });
// Each parameter once: a repeated one arrives as an array and is refused with the same message.
export const shipmentEventsQuerySchema = z.object({
  after: z
    .string(cursorMessage)
    .regex(/^\d{1,15}$/, cursorMessage)
    .transform(Number)
    .default(0),
  limit: z
    .string(pageLimitMessage)
    .regex(/^\d{1,3}$/, pageLimitMessage)
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= shipmentEventPageMax, pageLimitMessage)
    .default(shipmentEventPageDefault),
});
export type ShipmentEventsQuery = z.output<typeof shipmentEventsQuerySchema>;
