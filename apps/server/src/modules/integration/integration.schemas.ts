import { z } from 'zod';
import { moneySchema } from '@freight/domain/money-schema';
import { paymentStatuses, type PaymentStatus } from '@freight/domain/shipment-states';
import { isSingleLineText } from '@freight/domain/single-line-text';
import { bookingStatuses } from '../../db/schema/bookings';
import { bookingDecisions } from '../booking/booking-decisions';
import { issueMessage } from '../../platform/validate';
import { zonedDateTimeSchema } from '../postings/load-posting.schemas';

// What source systems send to the integration API besides postings and tenders (postings/, shipments/):
// payment statuses, booking decisions and the queries of their lists.

/** The longest note a source may give with a payment status (what a dispute is about). */
export const paymentNoteMaxLength = 500;

const dayMessage = issueMessage('payments.day');
/** A calendar date, YYYY-MM-DD, from 2000 to 2999 (a date the database and every client can hold). */
function isPaymentDay(day: string): boolean {
  const match = /^(2\d{3})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, date));
  return moment.getUTCMonth() === month - 1 && moment.getUTCDate() === date;
}
/** A calendar day (YYYY-MM-DD, 2000 to 2999): a payment's day, a policy's or a certificate's last day. */
export const calendarDaySchema = z.string(dayMessage).refine(isPaymentDay, dayMessage);
/** No payment predates the product; a year 0 would not fit the database's timestamps either. */
const earliestPaidAt = Date.UTC(2000, 0, 1);
const noteMessage = issueMessage('payments.note', { max: paymentNoteMaxLength });

/** The fields each status allows besides the note: an approval's day, a payment's time and amount. */
const fieldsOfStatus: Record<'scheduledFor' | 'paidAt' | 'paidAmount', PaymentStatus> = {
  scheduledFor: 'APPROVED',
  paidAt: 'PAID',
  paidAmount: 'PAID',
};

/**
 * Where a shipment's payment stands (decision 047): the status, with an approval the day the source
 * plans to pay (`scheduledFor`), with a payment its time (`paidAt`, ISO 8601 with an offset) and
 * amount (`paidAmount`, in the shipment's currency, as the integration API takes money elsewhere), and
 * with any status a single-line note. A field another status does not take is refused, not ignored.
 */
export const paymentStatusSchema = z
  .object({
    paymentStatus: z.enum(
      paymentStatuses,
      issueMessage('payments.status', { statuses: paymentStatuses.join(', ') }),
    ),
    scheduledFor: calendarDaySchema.nullish(),
    paidAt: zonedDateTimeSchema
      .refine((paidAt) => paidAt.getTime() >= earliestPaidAt, issueMessage('payments.paidAtPast'))
      .nullish(),
    paidAmount: moneySchema.nullish(),
    note: z
      .string(noteMessage)
      .trim()
      .max(paymentNoteMaxLength, noteMessage)
      .refine(isSingleLineText, noteMessage)
      .nullish(),
  })
  .superRefine((input, context) => {
    for (const [field, status] of Object.entries(fieldsOfStatus)) {
      const value = input[field as keyof typeof fieldsOfStatus];
      if (value !== undefined && value !== null && input.paymentStatus !== status)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: issueMessage('payments.onlyWithStatus', { status }),
        });
    }
  });
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
