import { and, eq, exists, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { assignmentTransactions } from '../../db/schema/shipments';

/**
 * Whether an owner-operator's self-assignment is the last step of their own booking (D2-4.22): the
 * shipment came from a booking this member made and that succeeded, and nobody has been assigned to
 * it yet. A load a colleague booked, or one a dispatcher has since assigned, is the dispatcher's to
 * give, not theirs to take.
 */
export async function isOwnBookingFirstAssignment(
  db: Executor,
  memberId: string,
  shipmentUuid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(bookings)
    .where(
      and(
        eq(bookings.shipmentId, shipmentUuid),
        eq(bookings.memberId, memberId),
        eq(bookings.status, 'OK'),
        not(
          exists(
            db
              .select({ found: sql`1` })
              .from(assignmentTransactions)
              .where(eq(assignmentTransactions.shipmentId, shipmentUuid)),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
