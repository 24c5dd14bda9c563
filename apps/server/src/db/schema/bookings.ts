import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carriers } from './carriers';
import { createdAt, zoned } from './columns';
import { loadPostings } from './loads';
import { members } from './members';
import { shipments } from './shipments';

// TIMEOUT is an answer, not a state: a booking answered TIMEOUT stays PENDING until its source
// system decides (decision 014).
export const bookingStatuses = ['PENDING', 'OK', 'REJECTED', 'ON_HOLD', 'CANCELLED'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

// Every buyLoadRequest answered, the refused ones included, so that a repeated request with the same
// idempotency key answers what the first one did.
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id),
    // Null when the request named a load that does not exist.
    loadPostingId: uuid('load_posting_id').references(() => loadPostings.id),
    // The load as the request named it, so that a key reused for another load is recognised.
    loadId: text('load_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    // A code of @freight/domain/book-result-reasons, and its English text as it was answered.
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    // The carrier's compliance hold as it was answered (ON_HOLD), for a replay in any language.
    hold: text('hold'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    binRateId: text('bin_rate_id').notNull(),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    createdAt: createdAt(),
    decidedAt: zoned('decided_at'),
    // Set when the booking is confirmed, cleared when its shipment's rate confirmation is listed
    // (decision 054): the rate confirmation is made after the decision commits, and a crash between
    // the two leaves this set for the resolver's next pass.
    rateConfirmationDueAt: zoned('rate_confirmation_due_at'),
  },
  (t) => [
    check('bookings_status_ck', sql`status in ('PENDING', 'OK', 'REJECTED', 'ON_HOLD', 'CANCELLED')`),
    uniqueIndex('bookings_member_idempotency_key_uq').on(t.memberId, t.idempotencyKey),
    // The last line of defence against a double booking: whatever the code above does, a load has at
    // most one booking that is waiting for its source system or done.
    uniqueIndex('bookings_live_load_posting_uq')
      .on(t.loadPostingId)
      .where(sql`status in ('PENDING', 'OK')`),
    index('bookings_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'PENDING'`),
    // Who booked a shipment, for its notifications' recipients (decision 057) and its payment notices.
    index('bookings_shipment_ok_idx')
      .on(t.shipmentId)
      .where(sql`status = 'OK'`),
    index('bookings_rate_confirmation_due_idx')
      .on(t.rateConfirmationDueAt)
      .where(sql`rate_confirmation_due_at is not null`),
  ],
);
