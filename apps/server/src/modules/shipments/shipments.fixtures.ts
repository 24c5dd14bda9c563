import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Role } from '@freight/domain/roles';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Database, Executor } from '../../db/client';
import { members, shipmentEvents } from '../../db/schema/index';
import type { FastifyInstance } from 'fastify';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphql } from '../../test-support/test-app';
import { buildPostingPayload } from '../postings/postings.fixtures';
import { tenderShipment } from './tender-shipment';
import {
  tenderShipmentSchema,
  type ImportableShipmentState,
  type TenderShipmentPayload,
} from './tender-shipment.schemas';

// Shipments for the tests of every area that works on them (details, My Loads, tenders, driver
// assignment, reload intents, the event feed), tendered through the integration API's own use case so
// that they are what a source system could have sent: one per state, with the actual times the state
// needs. Their events, as a source system reads them.

/** The server's clock in these tests; tokens from signInAt are valid around it. */
export const detailsNow = new Date('2030-03-01T12:00:00Z');

const arrived = { actualArrival: '2030-03-04T08:10:00-06:00' };
const departed = { ...arrived, actualDeparture: '2030-03-04T09:05:00-06:00' };
const delivered = {
  actualArrival: '2030-03-05T14:20:00-06:00',
  actualDeparture: '2030-03-05T15:00:00-06:00',
};

/** The stops of the default tender with the actual times a shipment in this state has. */
function stopsFor(state: ImportableShipmentState, payload: TenderShipmentPayload) {
  return payload.stops.map((stop, index) => {
    if (state === 'IN_TRANSIT') return index === 0 ? { ...stop, ...departed } : stop;
    if (state === 'DELIVERED_NEEDS_PPWK' || state === 'DELIVERED_WITH_PPWK')
      return { ...stop, ...(index === 0 ? departed : delivered) };
    return stop;
  });
}

export type TestShipmentOptions = {
  commonCarrierId: string;
  state: ImportableShipmentState;
  driverUpn?: string;
  sourceSystem?: SourceSystem;
  overrides?: Partial<TenderShipmentPayload>;
};

/** Tenders (or imports) a shipment in the given state; answers its shipment id. */
export async function tenderTestShipment(db: Executor, options: TestShipmentOptions): Promise<string> {
  const sourceSystem = options.sourceSystem ?? 'MERCURYGATE';
  const base = buildTenderPayload({
    commonCarrierId: options.commonCarrierId,
    orderId: `ORD-${randomUUID().slice(0, 12)}`,
    state: options.state,
    ...(options.driverUpn ? { driver: { upn: options.driverUpn } } : {}),
    ...options.overrides,
  });
  const payload = { ...base, stops: stopsFor(options.state, base) };
  const input = tenderShipmentSchema(sourceSystem).parse(payload);
  const { shipmentId } = await tenderShipment(db, sourceSystem, input, { now: detailsNow });
  return shipmentId;
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

/** A valid tender as a source system sends it, that a test changes one field at a time. */
export function buildTenderPayload(overrides: Partial<TenderShipmentPayload> = {}): TenderShipmentPayload {
  const posting = buildPostingPayload();
  return {
    commonCarrierId: 'CC-TEST-1',
    orderId: 'ORD-1',
    loadType: 'Brokerage',
    transportMode: 'Dry Van',
    totalDistance: 968.4,
    totalWeight: 38_000,
    currency: 'USD',
    offeredRate: '2850.00',
    stops: posting.stops.map((stop, index) => ({
      ...stop,
      commodities:
        index === 0
          ? [
              {
                description: 'Canned goods',
                packagingType: 'Pallets',
                weight: 38_000,
                weightUnit: 'lb',
                unitCount: 22,
              },
            ]
          : [],
      references: index === 0 ? [{ type: 'PU', value: 'PU-4411' }] : [],
    })),
    references: [{ type: 'BOL', value: 'BOL-99812' }],
    services: ['Driver assist'],
    notes: [{ noteType: 'DISPATCH', text: 'Check in at gate 3.' }],
    involvedParties: [{ partyId: 'CUST-1', partyType: 'CUSTOMER', partyName: 'Trinity Foods' }],
    costItems: [
      {
        description: 'Line haul',
        rate: '2.375',
        rateQualifier: 'PM',
        quantity: '968.4',
        totalAmount: '2300.00',
      },
      {
        description: 'Fuel surcharge',
        rate: '0.55',
        rateQualifier: 'PM',
        quantity: '968.4',
        totalAmount: '532.62',
      },
    ],
    ...overrides,
  };
}

/** Every event recorded about a shipment, oldest first: what an answer must add one of, or none. */
export function shipmentEventsOf(db: Database, shipmentId: string) {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.eventId));
}

const myLoadsCountsQuery = /* GraphQL */ `
  query {
    getMyLoadsCounts {
      bucket
      count
    }
  }
`;

/** The caller's My Loads counts by bucket (getMyLoadsCounts), to see a load move between lists (D2-4.10). */
export async function myLoadsCountsOf(
  app: FastifyInstance,
  caller: TestCaller,
): Promise<Record<string, number>> {
  const { body } = await graphql(app, myLoadsCountsQuery, {}, 'web', caller.headers);
  const list = body.data!.getMyLoadsCounts as { bucket: string; count: number }[];
  return Object.fromEntries(list.map(({ bucket, count }) => [bucket, count]));
}
