import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { carriers } from '../../db/schema/carriers';
import type { AccessorialFields, StopFields } from '../postings/load-posting-views';
import { accessorialsJsonOf, stopsJsonOf } from '../postings/posting-parts-json';

/** A booked posting's stop, as its shipment and rate confirmation use it. */
export type BookedStop = Omit<StopFields, 'appointmentFrom' | 'appointmentTo'> & {
  appointmentFrom: Date;
  appointmentTo: Date;
};

export type BookedCarrier = {
  id: string;
  name: string;
  commonCarrierId: string;
  scac: string | null;
  tmsCarrierId: string | null;
};

export type BookedPostingParts = {
  stops: BookedStop[];
  accessorials: AccessorialFields[];
  carrier: BookedCarrier;
};

/**
 * The columns that bring a booked posting's stops (in sequence), accessorials and carrier into the
 * statement that reads its booking (the settling one, the rate confirmation's): the statement joins
 * `carriers` on the booking's carrier; `postingId` is the posting's id column.
 */
export function bookedPostingPartsFields(postingId: AnyPgColumn) {
  return {
    carrier: {
      id: carriers.id,
      name: carriers.name,
      commonCarrierId: carriers.commonCarrierId,
      scac: carriers.scac,
      tmsCarrierId: carriers.tmsCarrierId,
    },
    stops: stopsJsonOf(postingId),
    accessorials: accessorialsJsonOf(postingId),
  };
}

type PartsRow = { carrier: BookedCarrier; stops: StopFields[]; accessorials: AccessorialFields[] };

/** The parts as read with bookedPostingPartsFields (JSON carries the stops' times as text). */
export function bookedPostingPartsOf(row: PartsRow): BookedPostingParts {
  return {
    stops: row.stops.map((stop) => ({
      ...stop,
      appointmentFrom: new Date(stop.appointmentFrom),
      appointmentTo: new Date(stop.appointmentTo),
    })),
    accessorials: row.accessorials,
    carrier: row.carrier,
  };
}
