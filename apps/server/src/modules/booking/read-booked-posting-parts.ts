import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema/carriers';
import type { loadPostings } from '../../db/schema/loads';
import type { AccessorialFields, StopFields } from '../postings/load-posting-views';
import { accessorialsJsonOf, stopsJsonOf } from '../postings/posting-parts-json';

/** A booked posting's stop, as its shipment and rate confirmation use it. */
export type BookedStop = Omit<StopFields, 'appointmentFrom' | 'appointmentTo'> & {
  appointmentFrom: Date;
  appointmentTo: Date;
};

export type BookedPostingParts = {
  stops: BookedStop[];
  accessorials: AccessorialFields[];
  carrier: { id: string; name: string; commonCarrierId: string; scac: string | null };
};

/**
 * The stops (in sequence), accessorials and carrier of a booked posting, as its shipment and rate
 * confirmation use them, in one statement.
 */
export async function readBookedPostingParts(
  db: Executor,
  posting: Pick<typeof loadPostings.$inferSelect, 'id'>,
  carrierId: string,
): Promise<BookedPostingParts> {
  const [row] = await db
    .select({
      id: carriers.id,
      name: carriers.name,
      commonCarrierId: carriers.commonCarrierId,
      scac: carriers.scac,
      stops: stopsJsonOf(posting.id),
      accessorials: accessorialsJsonOf(posting.id),
    })
    .from(carriers)
    .where(eq(carriers.id, carrierId));
  if (!row) throw new Error(`Carrier ${carrierId} of a booking does not exist`);
  const { stops, accessorials, ...carrier } = row;
  return {
    stops: stops.map((stop) => ({
      ...stop,
      appointmentFrom: new Date(stop.appointmentFrom),
      appointmentTo: new Date(stop.appointmentTo),
    })),
    accessorials,
    carrier,
  };
}
