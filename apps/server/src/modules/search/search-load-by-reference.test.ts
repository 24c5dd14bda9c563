import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentTransactions, loadPostings, shipmentReferences, shipments } from '../../db/schema/index';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import type { LoadPostingView } from '../postings/load-posting-views';
import { createSearchCarrier, insertPlaces, insertPostings } from '../postings/postings.fixtures';
import { emptyReferenceMessage, type ReferenceShipment } from './search-load-by-reference';
import { loadPostingQuery, referenceQuery } from './search-documents';
import { inEnglish } from '../../test-support/in-english';

type ReferenceResult = {
  totalRecords: number;
  loadPostings: LoadPostingView[];
  shipments: ReferenceShipment[];
};

const now = new Date('2030-03-01T12:00:00Z');

describe('searchLoadByReferenceV2 and getLoadPosting', () => {
  let test: TestApp;
  let db: Database;
  let ours: TestCaller;
  let theirs: TestCaller;
  let ourDriver: TestCaller;
  let ourLeased: TestCaller;
  let ourDriverDispatcher: TestCaller;
  let guest: TestCaller;
  let ourCarrierId: string;
  let theirCarrierId: string;

  async function insertShipment(
    shipmentId: string,
    carrierId: string,
    shipmentState: typeof shipments.$inferInsert.shipmentState,
    extra: Partial<typeof shipments.$inferInsert> = {},
    references: string[] = [],
  ) {
    const [row] = await db
      .insert(shipments)
      .values({
        shipmentId,
        sourceSystem: 'MERCURYGATE',
        loadType: 'Brokerage',
        transportMode: 'Dry Van',
        shipmentState,
        assignedCarrierId: carrierId,
        totalWeight: 30_000,
        totalDistance: 500,
        numberOfStops: 2,
        ...extra,
      })
      .returning({ id: shipments.id });
    if (references.length > 0) {
      await db
        .insert(shipmentReferences)
        .values(references.map((value) => ({ shipmentId: row!.id, type: 'BOL', value })));
    }
  }

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => now });
    db = test.database.db;
    await insertPlaces(db);
    ourCarrierId = (await createSearchCarrier(db)).id;
    theirCarrierId = (await createSearchCarrier(db)).id;
    ours = await signInAt(db, now, { roles: ['carrierDispatcher'], carrierId: ourCarrierId });
    ourDriver = await signInAt(db, now, { roles: ['carrierDriver'], carrierId: ourCarrierId });
    ourLeased = await signInAt(db, now, { roles: ['carrierLeasedOwnerOpr'], carrierId: ourCarrierId });
    ourDriverDispatcher = await signInAt(db, now, {
      roles: ['carrierDriver', 'carrierDispatcher'],
      carrierId: ourCarrierId,
    });
    theirs = await signInAt(db, now, { roles: ['carrierDispatcher'], carrierId: theirCarrierId });
    guest = await signInAt(db, now, { roles: ['carrierGuest'], carrierId: null });
    await insertPostings(db, [
      { loadId: 'L10000001' },
      { loadId: 'L10000002', managedEquipment: true },
      { loadId: 'L10000003', status: 'BOOKED', bookedByCarrierId: ourCarrierId },
      { loadId: 'L10000004', status: 'WITHDRAWN' },
    ]);
    const [booked] = await db
      .select({ id: loadPostings.id })
      .from(loadPostings)
      .where(eq(loadPostings.loadId, 'L10000003'));
    await insertShipment('S20000001', ourCarrierId, 'DRIVER_ASSIGNMENT', { carrierPro: 'pro-77' }, [
      'BOL-555',
    ]);
    await insertShipment('S20000002', ourCarrierId, 'TENDERED', { loadPostingId: booked!.id });
    await insertShipment('S20000003', ourCarrierId, 'TENDER_DECLINED', {}, ['SHARED-REF']);
    await insertShipment('S30000001', theirCarrierId, 'IN_TRANSIT', {}, ['BOL-999', 'SHARED-REF']);
  });
  afterAll(() => test.close());

  /** The shipment's latest assignment transaction assigns this member (D2-4.15). */
  async function assignTo(caller: TestCaller, shipmentId: string) {
    const [row] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.shipmentId, shipmentId));
    await db.insert(assignmentTransactions).values({
      shipmentId: row!.id,
      transactionType: 'Assign Driver',
      driverMemberId: caller.member.id,
      driverName: 'Dana Reyes',
      createdBy: caller.member.id,
    });
  }

  const byReference = async (caller: TestCaller, loadNumberAlias: string) => {
    const { status, body } = await graphqlAs(test.app, caller.headers, referenceQuery, {
      input: { loadNumberAlias, page: 0 },
    });
    return { status, body, result: body.data?.searchLoadByReferenceV2 as ReferenceResult | undefined };
  };
  const summary = (result: ReferenceResult | undefined) => ({
    totalRecords: result?.totalRecords,
    loadIds: result?.loadPostings.map((load) => load.loadId),
    shipments: result?.shipments,
  });

  it('[D1-7.08] finds an open load posting by its load id, whatever the case', async () => {
    for (const reference of ['L10000001', ' l10000001 ']) {
      const { body, result } = await byReference(ours, reference);
      expect(body.errors).toBeUndefined();
      expect(summary(result)).toEqual({ totalRecords: 1, loadIds: ['L10000001'], shipments: [] });
    }
  });

  it('[D1-7.08][D1-1.12] never finds a posting the carrier may not see, nor one that is no longer open', async () => {
    for (const reference of ['L10000002', 'L10000004']) {
      expect(summary((await byReference(ours, reference)).result)).toEqual({
        totalRecords: 0,
        loadIds: [],
        shipments: [],
      });
    }
  });

  it('[D1-7.08] [D2-7.24] finds a shipment of the caller’s carrier by shipment id, PRO number or reference, with its My Loads list', async () => {
    const expected = {
      totalRecords: 1,
      loadIds: [],
      shipments: [
        {
          shipmentId: 'S20000001',
          loadId: null,
          shipmentState: 'DRIVER_ASSIGNMENT',
          myLoadsBucket: 'driverAssigned',
        },
      ],
    };
    for (const reference of ['S20000001', 's20000001', 'PRO-77', 'bol-555']) {
      expect(summary((await byReference(ours, reference)).result)).toEqual(expected);
    }
  });

  it('[D2-6.02] a driver finds only the shipments assigned to them, by any reference', async () => {
    for (const reference of ['S20000001', 'PRO-77', 'BOL-555', 'L10000003', 'SHARED-REF']) {
      expect(summary((await byReference(ourDriver, reference)).result).shipments).toEqual([]);
    }
    await assignTo(ourDriver, 'S20000001');
    expect(summary((await byReference(ourDriver, 'pro-77')).result).shipments).toEqual([
      {
        shipmentId: 'S20000001',
        loadId: null,
        shipmentState: 'DRIVER_ASSIGNMENT',
        myLoadsBucket: 'driverAssigned',
      },
    ]);
    // The owner-operator is not filtered by driver, nor is a driver who also dispatches.
    for (const caller of [ourLeased, ourDriverDispatcher]) {
      expect(summary((await byReference(caller, 'BOL-555')).result).shipments).toHaveLength(1);
    }
  });

  it('[D1-7.08] finds the shipment booked from a load by the load id, and a shipment in no list', async () => {
    expect(summary((await byReference(ours, 'L10000003')).result)).toEqual({
      totalRecords: 1,
      loadIds: [],
      shipments: [
        {
          shipmentId: 'S20000002',
          loadId: 'L10000003',
          shipmentState: 'TENDERED',
          myLoadsBucket: 'carrierTendered',
        },
      ],
    });
    expect(summary((await byReference(ours, 'SHARED-REF')).result)).toEqual({
      totalRecords: 1,
      loadIds: [],
      shipments: [
        { shipmentId: 'S20000003', loadId: null, shipmentState: 'TENDER_DECLINED', myLoadsBucket: null },
      ],
    });
  });

  it('[D1-7.08] never finds a shipment of another carrier, by any reference', async () => {
    for (const reference of ['S30000001', 'BOL-999']) {
      expect(summary((await byReference(ours, reference)).result)).toEqual({
        totalRecords: 0,
        loadIds: [],
        shipments: [],
      });
    }
    expect(summary((await byReference(theirs, 'SHARED-REF')).result).shipments).toEqual([
      { shipmentId: 'S30000001', loadId: null, shipmentState: 'IN_TRANSIT', myLoadsBucket: 'inTransit' },
    ]);
    expect(summary((await byReference(guest, 'S20000001')).result).totalRecords).toBe(0);
  });

  it.each(['', '   '])('[D1-5.10] refuses an empty load number (%j)', async (reference) => {
    const { status, body } = await byReference(ours, reference);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      {
        message: inEnglish(emptyReferenceMessage),
        extensions: { code: 'BAD_USER_INPUT', fields: { loadNumberAlias: inEnglish(emptyReferenceMessage) } },
      },
    ]);
  });

  describe('getLoadPosting', () => {
    const posting = async (caller: TestCaller, loadId: string) => {
      const { body } = await graphqlAs(test.app, caller.headers, loadPostingQuery, { loadId });
      expect(body.errors).toBeUndefined();
      return (body.data?.getLoadPosting as LoadPostingView | null)?.loadId ?? null;
    };

    it('[D1-1.12] answers an open posting the caller may see, with every field', async () => {
      expect(await posting(ours, 'L10000001')).toBe('L10000001');
      expect(await posting(guest, 'L10000001')).toBe('L10000001');
      expect(await posting(ours, 'L10000002')).toBeNull();
    });

    it('answers a booked posting only to the carrier that booked it, and nothing for unknown ids', async () => {
      expect(await posting(ours, 'L10000003')).toBe('L10000003');
      expect(await posting(theirs, 'L10000003')).toBeNull();
      expect(await posting(ours, 'L10000004')).toBeNull();
      expect(await posting(ours, 'L99999999')).toBeNull();
    });
  });
});
