import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loadPostingAccessorials, loadPostingStops } from '../../db/schema/loads';
import type { AccessorialFields, StopFields } from './load-posting-views';

// A posting's stops (in sequence) and accessorials as JSON arrays with the keys of their row types,
// so that a statement brings them along beside the posting instead of two more queries. The posting
// is a column (a correlated subquery, as in the search) or the id of one posting. JSON carries the
// stops' times as text.

type PostingId = AnyPgColumn | string;

export function stopsJsonOf(postingId: PostingId): SQL<StopFields[]> {
  return sql<StopFields[]>`coalesce((select json_agg(json_build_object(
    'stopId', s.stop_id, 'sequence', s.sequence, 'stopType', s.stop_type,
    'locationName', s.location_name, 'addressLine1', s.address_line1, 'addressLine2', s.address_line2,
    'city', s.city, 'state', s.state, 'postalCode', s.postal_code, 'country', s.country,
    'latitude', s.latitude, 'longitude', s.longitude, 'timeZone', s.time_zone,
    'appointmentFrom', s.appointment_from, 'appointmentTo', s.appointment_to,
    'appointmentState', s.appointment_state, 'specialServices', s.special_services)
    order by s.sequence)
  from ${loadPostingStops} s where s.load_posting_id = ${postingId}), '[]'::json)`;
}

export function accessorialsJsonOf(postingId: PostingId): SQL<AccessorialFields[]> {
  return sql<AccessorialFields[]>`coalesce((select json_agg(json_build_object(
    'code', a.code, 'description', a.description, 'type', a.type, 'chargeCents', a.charge_cents)
    order by a.code, a.id)
  from ${loadPostingAccessorials} a where a.load_posting_id = ${postingId}), '[]'::json)`;
}
