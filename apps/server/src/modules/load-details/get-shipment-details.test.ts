import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentTransactions, documents, shipmentReferences, shipments } from '../../db/schema/index';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import type { ShipmentDetailsAnswer } from '../shipments/get-shipment-details';
import { buildTenderPayload, detailsNow, tenderTestShipment } from '../shipments/shipments.fixtures';

const detailsQuery = /* GraphQL */ `
  query Details($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      shipmentId
      loadId
      sourceSystem
      loadType
      transportMode
      shipmentState
      myLoadsBucket
      totalDistance
      distanceUOM
      totalWeight
      weightUOM
      numberOfStops
      isHazardous
      isHighValue
      isTemperatureControlled
      currency
      totalCost
      isCallerDriver
      stops {
        stopId
        sequenceNo
        stopType
        locationName
        addressLine1
        addressLine2
        city
        state
        postalCode
        country
        latitude
        longitude
        appointmentFrom
        appointmentTo
        appointmentState
        timeZone
      }
      hasServices
      commodities {
        commodityDesc
        packagingType
        weight
        weightUnit
        unitCount
      }
      services {
        serviceDescription
      }
      references {
        type
        value
        display
      }
      documents {
        documentId
        documentType
        displayName
        fileName
        createdAt
      }
      costItems {
        costBreakdownDescription
        rate
        rateQlfr
        qty
        totalAmount
      }
    }
  }
`;

type People = {
  dispatcher: TestCaller;
  driver: TestCaller;
  otherDriver: TestCaller;
  leased: TestCaller;
  admin: TestCaller;
  stranger: TestCaller;
};

async function createPeople(db: Database, commonCarrierId: string): Promise<People> {
  const carrierId = (await createCarrier(db, { commonCarrierId })).id;
  const strangerCarrierId = (await createCarrier(db)).id;
  const as = (roles: Parameters<typeof signInAt>[2]['roles'], carrier = carrierId) =>
    signInAt(db, detailsNow, { roles, carrierId: carrier });
  return {
    dispatcher: await as(['carrierDispatcher']),
    driver: await as(['carrierDriver']),
    otherDriver: await as(['carrierDriver']),
    leased: await as(['carrierLeasedOwnerOpr']),
    admin: await as(['carrierAdmin']),
    stranger: await as(['carrierDispatcher'], strangerCarrierId),
  };
}

// Six commodities over two stops, one repeated: the web groups them (D1-9.06); the server sends all.
const sixCommodities = () => {
  const payload = buildTenderPayload();
  const commodity = (description: string, packagingType: string) => ({
    description,
    packagingType,
    weight: 1_000,
    weightUnit: 'lb',
    unitCount: 2,
  });
  return payload.stops.map((stop, index) => ({
    ...stop,
    commodities:
      index === 0
        ? [
            commodity('Canned goods', 'Pallets'),
            commodity('Paper towels', 'Cartons'),
            commodity('Bottled water', 'Pallets'),
          ]
        : [commodity('Canned goods', 'Pallets'), commodity('Cereal', 'Cases'), commodity('Pet food', 'Bags')],
    references:
      index === 0
        ? [
            { type: 'PU', value: 'PU-4411' },
            { type: 'DOCK', value: 'D-7', display: false },
          ]
        : [{ type: 'DEL', value: 'DEL-900' }],
  }));
};

describe('getShipmentDetails', () => {
  let test: TestApp;
  let db: Database;
  let people: People;
  const ids: Record<string, string> = {};

  const details = async (caller: TestCaller, shipmentId: string) => {
    const { body } = await graphql(test.app, detailsQuery, { shipmentId }, 'web', caller.headers);
    expect(body.errors).toBeUndefined();
    return body.data!.getShipmentDetails as ShipmentDetailsAnswer | null;
  };
  const refusalOf = async (caller: TestCaller, shipmentId: string) => {
    const { body } = await graphql(test.app, detailsQuery, { shipmentId }, 'web', caller.headers);
    return body.errors?.[0]?.extensions?.code;
  };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    people = await createPeople(db, 'CC-DETAILS');
    const commonCarrierId = 'CC-DETAILS';
    const driverUpn = people.driver.member.upn;
    ids.tendered = await tenderTestShipment(db, { commonCarrierId, state: 'TENDERED' });
    ids.assigned = await tenderTestShipment(db, { commonCarrierId, state: 'CARRIER_ASSIGNMENT' });
    ids.driverAssigned = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn,
      overrides: { stops: sixCommodities() },
    });
    ids.inTransit = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'IN_TRANSIT',
      driverUpn,
      overrides: { services: [] },
    });
    ids.delivered = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DELIVERED_NEEDS_PPWK',
      driverUpn: people.otherDriver.member.upn,
    });
    ids.managedFreight = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DELIVERED_WITH_PPWK',
      sourceSystem: 'OTMNONASSET',
      overrides: { loadType: 'Freight Under Management' },
    });
    ids.declined = await tenderTestShipment(db, { commonCarrierId, state: 'TENDERED' });
    await db
      .update(shipments)
      .set({ shipmentState: 'TENDER_DECLINED' })
      .where(eq(shipments.shipmentId, ids.declined));
    const [driverAssigned] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.shipmentId, ids.driverAssigned));
    const document = (name: string, createdAt: string) => ({
      shipmentId: driverAssigned!.id,
      documentType: 'masterBillOfLading' as const,
      documentNumber: name,
      displayName: `Bill of lading ${name}`,
      fileName: `${name}.pdf`,
      extension: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 1_024,
      storageKey: `test/${name}`,
      createdAt: new Date(createdAt),
    });
    await db
      .insert(documents)
      .values([document('BOL-1', '2030-03-04T10:00:00Z'), document('BOL-2', '2030-03-05T10:00:00Z')]);
  });
  afterAll(() => test.close());

  it('[D1-2.23] [D1-2.30] [D2-3.02] answers every field of a shipment of the carrier, stops in sequence order', async () => {
    const shipment = await details(people.dispatcher, ids.driverAssigned!.toLowerCase());
    expect(shipment).toMatchObject({
      shipmentId: ids.driverAssigned,
      loadId: null,
      sourceSystem: 'MERCURYGATE',
      loadType: 'Brokerage',
      transportMode: 'Dry Van',
      shipmentState: 'DRIVER_ASSIGNMENT',
      myLoadsBucket: 'driverAssigned',
      totalDistance: 968.4,
      distanceUOM: 'mi',
      totalWeight: 38_000,
      weightUOM: 'lb',
      numberOfStops: 2,
      isHazardous: false,
      isHighValue: false,
      isTemperatureControlled: false,
      currency: 'USD',
      totalCost: '2832.62',
      hasServices: true,
      services: [{ serviceDescription: 'Driver assist' }],
    });
    expect(shipment!.stops).toEqual([
      {
        stopId: `${ids.driverAssigned}-1`,
        sequenceNo: 1,
        stopType: 'P',
        locationName: 'Midway Distribution Center',
        addressLine1: '4100 W 47th St',
        addressLine2: null,
        city: 'Chicago',
        state: 'IL',
        postalCode: '60632',
        country: 'USA',
        latitude: 41.8781,
        longitude: -87.6298,
        appointmentFrom: '2030-03-04T08:00:00-06:00',
        appointmentTo: '2030-03-04T10:00:00-06:00',
        appointmentState: 'P',
        timeZone: 'America/Chicago',
      },
      expect.objectContaining({ stopId: `${ids.driverAssigned}-2`, sequenceNo: 2, city: 'Dallas' }),
    ]);
  });

  it('[D1-2.24] commodities of every stop in stop then commodity order, services only when the shipment has some', async () => {
    const shipment = await details(people.dispatcher, ids.driverAssigned!);
    expect(shipment!.commodities!.map((item) => item.commodityDesc)).toEqual([
      'Canned goods',
      'Paper towels',
      'Bottled water',
      'Canned goods',
      'Cereal',
      'Pet food',
    ]);
    expect(shipment!.commodities![0]).toEqual({
      commodityDesc: 'Canned goods',
      packagingType: 'Pallets',
      weight: 1_000,
      weightUnit: 'lb',
      unitCount: 2,
    });
    const withoutServices = await details(people.dispatcher, ids.inTransit!);
    expect(withoutServices).toMatchObject({ hasServices: false, services: null });
    expect(withoutServices!.commodities).toEqual([
      expect.objectContaining({ commodityDesc: 'Canned goods', packagingType: 'Pallets' }),
    ]);
  });

  it('[D1-2.24] outside My Loads (a declined shipment) there are no commodities and no services', async () => {
    const declined = await details(people.dispatcher, ids.declined!);
    expect(declined).toMatchObject({
      myLoadsBucket: null,
      hasServices: true,
      commodities: null,
      services: null,
      references: null,
      documents: null,
    });
    expect(declined!.stops).toHaveLength(2);
  });

  it('[D1-2.25] references only from Driver Assigned on, and only those marked for display', async () => {
    expect((await details(people.dispatcher, ids.tendered!))!.references).toBeNull();
    expect((await details(people.dispatcher, ids.assigned!))!.references).toBeNull();
    expect((await details(people.dispatcher, ids.driverAssigned!))!.references).toEqual([
      { type: 'BOL', value: 'BOL-99812', display: true },
      { type: 'PU', value: 'PU-4411', display: true },
      { type: 'DEL', value: 'DEL-900', display: true },
    ]);
    for (const id of [ids.inTransit!, ids.delivered!, ids.managedFreight!]) {
      expect((await details(people.dispatcher, id))!.references, id).not.toBeNull();
    }
    const hidden = await db.select().from(shipmentReferences).where(eq(shipmentReferences.value, 'D-7'));
    expect(hidden).toHaveLength(1); // stored, just not shown
  });

  it('[D1-2.26] documents newest first, not in Carrier Tendered, not for load types without documents', async () => {
    const shipment = await details(people.dispatcher, ids.driverAssigned!);
    expect(shipment!.documents!.map((document) => document.fileName)).toEqual(['BOL-2.pdf', 'BOL-1.pdf']);
    expect(shipment!.documents![0]).toMatchObject({
      documentType: 'masterBillOfLading',
      displayName: 'Bill of lading BOL-2',
      createdAt: '2030-03-05T10:00:00.000Z',
    });
    expect((await details(people.dispatcher, ids.assigned!))!.documents).toEqual([]);
    expect((await details(people.dispatcher, ids.tendered!))!.documents).toBeNull();
    expect((await details(people.dispatcher, ids.managedFreight!))!.documents).toBeNull();
    expect((await details(people.driver, ids.driverAssigned!))!.documents).toHaveLength(2);
  });

  it('[D1-2.27] Pay: cost items with 2 decimals for the dispatcher; not for drivers or owner-operators', async () => {
    const shipment = await details(people.dispatcher, ids.driverAssigned!);
    expect(shipment!.costItems).toEqual([
      {
        costBreakdownDescription: 'Line haul',
        rate: '2.38',
        rateQlfr: 'PM',
        qty: '968.40',
        totalAmount: '2300.00',
      },
      {
        costBreakdownDescription: 'Fuel surcharge',
        rate: '0.55',
        rateQlfr: 'PM',
        qty: '968.40',
        totalAmount: '532.62',
      },
    ]);
    expect((await details(people.driver, ids.driverAssigned!))!.costItems).toBeNull();
    expect((await details(people.leased, ids.driverAssigned!))!.costItems).toBeNull();
  });

  it('[D2-6.01] Rate Details: the total cost and the cost items are absent (null) for drivers and owner-operators', async () => {
    for (const caller of [people.driver, people.leased]) {
      expect(await details(caller, ids.driverAssigned!)).toMatchObject({ totalCost: null, costItems: null });
    }
    expect((await details(people.dispatcher, ids.driverAssigned!))!.totalCost).toBe('2832.62');
  });

  it("[D2-6.02] a driver sees only the shipments whose latest assignment names them; the owner-operator sees the carrier's", async () => {
    expect(await details(people.driver, ids.driverAssigned!)).not.toBeNull();
    expect(await details(people.driver, ids.inTransit!)).not.toBeNull();
    expect(await details(people.driver, ids.delivered!)).toBeNull(); // the other driver's
    expect(await details(people.driver, ids.assigned!)).toBeNull(); // nobody's yet
    expect(await details(people.otherDriver, ids.delivered!)).not.toBeNull();
    for (const id of Object.values(ids)) expect(await details(people.leased, id), id).not.toBeNull();

    const [inTransit] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.shipmentId, ids.inTransit!));
    await db.insert(assignmentTransactions).values({
      shipmentId: inTransit!.id,
      transactionType: 'Unassign Driver',
      driverMemberId: people.driver.member.id,
    });
    expect(await details(people.driver, ids.inTransit!)).toBeNull();
    expect(await details(people.dispatcher, ids.inTransit!)).not.toBeNull();
  });

  it("[D2-6.02] another carrier's shipment, an unknown id or a caller without a carrier get null", async () => {
    expect(await details(people.stranger, ids.driverAssigned!)).toBeNull();
    expect(await details(people.dispatcher, 'S00000000')).toBeNull();
    expect(await details(people.dispatcher, '')).toBeNull();
    const noCarrier = await signInAt(db, detailsNow, { roles: ['carrierDispatcher'], carrierId: null });
    expect(await details(noCarrier, ids.driverAssigned!)).toBeNull();
    const anonymous = await graphql(test.app, detailsQuery, { shipmentId: ids.driverAssigned });
    expect(anonymous.status).toBe(401);
  });

  it('[D1-6.16] [D2-6.04] only the roles with My Loads read shipment details: not admins, not guests', async () => {
    expect(await refusalOf(people.admin, ids.driverAssigned!)).toBe('FORBIDDEN');
    const guest = await signInAt(db, detailsNow, { roles: ['carrierGuest'], carrierId: null });
    expect(await refusalOf(guest, ids.driverAssigned!)).toBe('FORBIDDEN');
  });

  it('[D2-4.58] says whether the caller is the assigned driver, whose device alone sends positions', async () => {
    const isCallerDriver = async (caller: TestCaller) =>
      (await details(caller, ids.driverAssigned!))!.isCallerDriver;
    expect(await isCallerDriver(people.driver)).toBe(true);
    expect(await isCallerDriver(people.dispatcher)).toBe(false);
    expect(await isCallerDriver(people.leased)).toBe(false);
  });

  it('[D2-7.26] answers the same on /mobile', async () => {
    const { body } = await graphql(
      test.app,
      detailsQuery,
      { shipmentId: ids.driverAssigned },
      'mobile',
      people.driver.headers,
    );
    expect(body.data!.getShipmentDetails).toMatchObject({ shipmentId: ids.driverAssigned });
  });
});

describe('getShipmentDetails with documents and rate details switched off', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ features: { documents: false, rateDetails: false } }) },
      { now: () => detailsNow },
    );
  });
  afterAll(() => test.close());

  it('[D1-2.26] [D1-2.27] hides Documents and Pay from everyone', async () => {
    const db = test.database.db;
    const people = await createPeople(db, 'CC-FLAGS');
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId: 'CC-FLAGS',
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: people.driver.member.upn,
    });
    const { body } = await graphql(test.app, detailsQuery, { shipmentId }, 'web', people.dispatcher.headers);
    expect(body.data!.getShipmentDetails).toMatchObject({
      shipmentId,
      documents: null,
      costItems: null,
      references: [expect.objectContaining({ type: 'BOL' }), expect.objectContaining({ type: 'PU' })],
    });
  });
});
