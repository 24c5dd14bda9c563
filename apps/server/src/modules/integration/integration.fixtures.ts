import { asc, eq } from 'drizzle-orm';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { carriers, memberRoles, members, shipmentEvents } from '../../db/schema/index';
import type { LoadPostingPayload } from '../postings/load-posting.schemas';
import type { TenderShipmentPayload } from '../shipments/tender-shipment.schemas';

// Factories for the integration tests: valid payloads that a test changes one field at a time.

export function buildPostingPayload(
  overrides: Partial<LoadPostingPayload> = {},
): Omit<LoadPostingPayload, 'sourceReference'> {
  return {
    loadType: 'Brokerage',
    transportMode: 'Dry Van',
    isHazardous: false,
    isHighValue: false,
    isTemperatureControlled: false,
    totalDistance: 968.4,
    totalWeight: 38_000,
    termsAndConditions: 'brokerage',
    buyAllowed: true,
    managedEquipment: false,
    exclusiveLoad: false,
    rate: {
      currency: 'USD',
      binRateId: 'BIN-1',
      lineHaul: { charge: '2300.00', unitCharge: '2.375', quantity: '968.4', rateQualifier: 'PM' },
      fuel: { charge: 532.62, unitCharge: 0.55, quantity: 968.4, rateQualifier: 'PM' },
      accessorials: [{ code: 'LUM', description: 'Lumper', type: 'FLAT', charge: '150.5' }],
    },
    stops: [
      {
        sequence: 1,
        stopType: 'P',
        locationName: 'Midway Distribution Center',
        addressLine1: '4100 W 47th St',
        city: 'Chicago',
        state: 'IL',
        postalCode: '60632',
        country: 'USA',
        latitude: 41.8781,
        longitude: -87.6298,
        timeZone: 'America/Chicago',
        appointmentFrom: '2030-03-04T08:00:00-06:00',
        appointmentTo: '2030-03-04T10:00:00-06:00',
        appointmentConfirmed: false,
        specialServices: ['Driver assist'],
      },
      {
        sequence: 2,
        stopType: 'D',
        locationName: 'Trinity Foods Warehouse',
        city: 'Dallas',
        state: 'TX',
        postalCode: '75201',
        country: 'USA',
        latitude: 32.7767,
        longitude: -96.797,
        timeZone: 'America/Chicago',
        appointmentFrom: '2030-03-05T14:00:00-06:00',
        appointmentTo: '2030-03-05T16:00:00-06:00',
        appointmentConfirmed: true,
      },
    ],
    ...overrides,
  };
}

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

export type TestPerson = { upn: string; roles: Role[]; tractorNumber?: string };

/** A carrier with the given members; answers the carrier's row id. */
export async function insertCarrier(
  db: Database,
  commonCarrierId: string,
  people: TestPerson[],
): Promise<string> {
  const [carrier] = await db
    .insert(carriers)
    .values({
      name: `Carrier ${commonCarrierId}`,
      commonCarrierId,
      source: 'MERCURYGATE',
      tmsCarrierId: `T-${commonCarrierId}`,
    })
    .returning({ id: carriers.id });
  for (const person of people) {
    const [member] = await db
      .insert(members)
      .values({
        upn: person.upn,
        carrierId: carrier!.id,
        firstName: 'Dana',
        lastName: 'Driver',
        email: person.upn,
        mobileNumber: '312-555-0100',
        tractorNumber: person.tractorNumber ?? null,
      })
      .returning({ id: members.id });
    await db.insert(memberRoles).values(person.roles.map((role) => ({ memberId: member!.id, role })));
  }
  return carrier!.id;
}

/** Every event recorded about a shipment, oldest first: what an answer must add one of, or none. */
export function shipmentEventsOf(db: Database, shipmentId: string) {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.eventId));
}
