import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, loadPostings } from '../../db/schema/index';

// A posting whose pick-up window has passed can no longer be hauled: its source system takes it off
// the board (EXPIRED). The demo supply's sources do so on each pass (decision 052); without it, the
// board's open rows, and the search's partial indexes on them, would grow by the day.

/**
 * Marks EXPIRED the open postings whose pick-up window ended before `endedBefore`, except those a
 * booking still holds (a PENDING one waits for its source system's answer). Answers how many.
 */
export async function expireLoadPostings(db: Executor, endedBefore: Date): Promise<number> {
  const held = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.loadPostingId, loadPostings.id), inArray(bookings.status, ['PENDING', 'OK'])));
  const expired = await db
    .update(loadPostings)
    .set({ status: 'EXPIRED', version: sql`${loadPostings.version} + 1` })
    .where(and(eq(loadPostings.status, 'OPEN'), lt(loadPostings.pickupEnd, endedBefore), notExists(held)))
    .returning({ id: loadPostings.id });
  return expired.length;
}
