import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema/carriers';
import { loadPostingAccessorials, loadPostingStops, type loadPostings } from '../../db/schema/loads';

type StopRow = typeof loadPostingStops.$inferSelect;

/** A booked posting's stop, as its shipment and rate confirmation use it. */
export type BookedStop = Omit<StopRow, 'id' | 'loadPostingId' | 'stopId'>;

export type BookedPostingParts = {
  stops: BookedStop[];
  accessorials: { description: string; chargeCents: number }[];
  carrier: { id: string; name: string; commonCarrierId: string; scac: string | null };
};

const s = loadPostingStops;
const a = loadPostingAccessorials;

// The stops and accessorials of a posting as JSON arrays beside the carrier's row: one round trip.
// JSON carries the stop's times as text, turned back into dates below.
const stopsOf = (postingId: string) => sql<
  (Omit<BookedStop, 'appointmentFrom' | 'appointmentTo'> & {
    appointmentFrom: string;
    appointmentTo: string;
  })[]
>`coalesce((select json_agg(json_build_object(
    'sequence', ${s.sequence}, 'stopType', ${s.stopType}, 'locationName', ${s.locationName},
    'addressLine1', ${s.addressLine1}, 'addressLine2', ${s.addressLine2}, 'city', ${s.city},
    'state', ${s.state}, 'postalCode', ${s.postalCode}, 'country', ${s.country},
    'latitude', ${s.latitude}, 'longitude', ${s.longitude}, 'timeZone', ${s.timeZone},
    'appointmentFrom', ${s.appointmentFrom}, 'appointmentTo', ${s.appointmentTo},
    'appointmentState', ${s.appointmentState}, 'specialServices', ${s.specialServices})
    order by ${s.sequence})
  from ${s} where ${s.loadPostingId} = ${postingId}), '[]'::json)`;

const accessorialsOf = (postingId: string) => sql<BookedPostingParts['accessorials']>`coalesce((
  select json_agg(json_build_object('description', ${a.description}, 'chargeCents', ${a.chargeCents})
    order by ${a.code}, ${a.id})
  from ${a} where ${a.loadPostingId} = ${postingId}), '[]'::json)`;

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
      stops: stopsOf(posting.id),
      accessorials: accessorialsOf(posting.id),
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
