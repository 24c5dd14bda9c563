import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { userEvents } from '../../db/schema/engagement';
import { members } from '../../db/schema/members';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { readUserEvent, type UserEventInput } from './user-event-input';

/** The most events one member logs in a minute; beyond it their events are dropped. */
export const userEventsPerMinute = 120;
const rateWindowMs = 60_000;

/**
 * logUserEvent (D1-4.17, D1-4.22, D1-8.05): writes an event of the allow-list for the caller, dated
 * by the server. Analytics must never cost the user anything, so a member over the rate gets false
 * and nothing written rather than an error. One statement counts the caller's events of the last
 * minute and inserts only under the rate (it is its own transaction); two requests racing at the
 * boundary can both pass, which a flood cap can afford.
 */
export async function logUserEvent(
  services: Pick<Services, 'db' | 'now'>,
  caller: Caller,
  input: UserEventInput,
): Promise<boolean> {
  const event = readUserEvent(input);
  const now = services.now();
  const { db } = services;
  const recentEvents = db
    .select({ count: count() })
    .from(userEvents)
    .where(
      and(
        eq(userEvents.memberId, caller.memberId),
        gt(userEvents.createdAt, new Date(now.getTime() - rateWindowMs)),
      ),
    );
  const inserted = await db
    .insert(userEvents)
    .select(
      db
        // In the order of the table's columns, which is the order an INSERT ... SELECT fills.
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          memberId: members.id,
          name: sql`${event.name}`.as('name'),
          data: sql`${JSON.stringify(event.data)}::jsonb`.as('data'),
          createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(members)
        .where(and(eq(members.id, caller.memberId), lt(sql`(${recentEvents})`, userEventsPerMinute))),
    )
    .returning({ id: userEvents.id });
  return inserted.length > 0;
}
