import { timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by every table: timestamps are always with time zone.
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const zoned = (name: string) => timestamp(name, { withTimezone: true });
