import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import type { SourceSystem } from '@freight/domain/source-systems';
import { createdAt } from './columns';

// Source systems that post loads and tender shipments through the integration API.
// Only a hash of each API key is stored; the key itself is shown once when it is issued.
export const sourceSystemClients = pgTable('source_system_clients', {
  code: text('code').$type<SourceSystem>().primaryKey(),
  name: text('name').notNull(),
  apiKeyHash: text('api_key_hash').notNull().unique(),
  active: boolean('active').notNull().default(true),
  // Where a booking of one of its postings is pushed for confirmation (decision 014); without one,
  // bookings are confirmed at once.
  bookingConfirmationUrl: text('booking_confirmation_url'),
  createdAt: createdAt(),
});
