import { eq } from 'drizzle-orm';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { members, shipments } from '../../db/schema/index';
import { buildTenderPayload } from '../integration/integration.fixtures';
import {
  detailsNow,
  tenderTestShipment,
  type TestShipmentOptions,
} from '../load-details/load-details.fixtures';
import { signInAt, type TestCaller } from '../search/search.fixtures';

// People and shipments for the driver-assignment tests. The default tender picks up in Chicago on
// 2030-03-04 08:00-10:00 and delivers in Dallas on 2030-03-05 14:00-16:00 (Central time); a shipment
// shifted by N days keeps those hours N days later, which is how the tests place shipments in a
// driver's chain.

const dayMs = 86_400_000;

/** The default tender's stops, every appointment moved by this many days. */
export function stopsShiftedBy(days: number) {
  const shift = (moment: string) => new Date(Date.parse(moment) + days * dayMs).toISOString();
  return buildTenderPayload().stops.map((stop) => ({
    ...stop,
    appointmentFrom: shift(stop.appointmentFrom),
    appointmentTo: shift(stop.appointmentTo),
  }));
}

/** Tenders a shipment in a state, for a driver, shifted in time; answers its shipment id. */
export function tenderShiftedShipment(
  db: Database,
  options: Omit<TestShipmentOptions, 'driverUpn'> & { driver?: TestCaller; days?: number },
): Promise<string> {
  const { driver, days = 0, ...rest } = options;
  return tenderTestShipment(db, {
    ...rest,
    ...(driver ? { driverUpn: driver.member.upn } : {}),
    overrides: { ...rest.overrides, stops: stopsShiftedBy(days) },
  });
}

export type PersonFacts = Partial<
  Pick<typeof members.$inferInsert, 'firstName' | 'lastName' | 'mobileNumber' | 'tractorNumber' | 'active'>
> & { userType?: string };

/** A signed-in member of the carrier with these roles and these facts about them. */
export async function signInPerson(
  db: Database,
  carrierId: string,
  roles: Role[],
  facts: PersonFacts = {},
): Promise<TestCaller> {
  const person = await signInAt(db, detailsNow, { roles, carrierId });
  if (Object.keys(facts).length > 0)
    await db.update(members).set(facts).where(eq(members.id, person.member.id));
  return person;
}

/** The shipment row by its shipment id. */
export async function shipmentRow(db: Database, shipmentId: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.shipmentId, shipmentId));
  return row!;
}
