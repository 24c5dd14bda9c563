import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { detectDocumentFormat } from '@freight/domain/documents/detect-document-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '@freight/domain/roles';
import { bucketByShipmentState, myLoadBuckets } from '@freight/domain/shipment-states';
import { sourceSystemInfo, sourceSystems } from '@freight/domain/source-systems';
import { authenticateSourceSystem } from '../../platform/api-keys';
import { createLocalFileStore, type FileStore } from '../../platform/file-store';
import { selectRows, type Database, type DatabaseHandle, type Executor } from '../client';
import {
  capacities,
  carriers,
  documents,
  loadPostings,
  memberRoles,
  members,
  places,
  shipments,
  watchedLoads,
} from '../schema/index';
import { openTestDatabase } from '../test-database';
import { builtInHubs } from './demo-hubs';
import { activeCarrierCommonId, inactiveCarrierCommonId } from './demo-carriers';
import { demoApiKey } from './demo-people';
import { ensureGazetteer } from './ensure-gazetteer';
import { defaultPostingCount, seedDemoData } from './seed-demo-data';

const now = new Date('2030-03-01T15:00:00Z');
const silent = { info: () => {} };

// A twenty-fifth of the demo that `npm start` loads (defaultPostingCount, checked below): the same
// generator and inserts, so the shares are the same, in a fraction of the time. Thresholds are written
// for the real size and scaled. The shape of the full board is demo-postings.test.ts's.
const postingCount = defaultPostingCount / 25;
const atScale = (realSizeCount: number) => (realSizeCount * postingCount) / defaultPostingCount;

// A few dozen hubs with populations, as the gazetteer will have them.
async function insertHubPlaces(db: Database) {
  await db.insert(places).values(
    builtInHubs.map(([name, state, country, latitude, longitude, timeZone, postalCode, population]) => ({
      name,
      state,
      country,
      latitude,
      longitude,
      timeZone,
      postalCode,
      population,
      searchText: `${name}, ${state}`.toLowerCase(),
    })),
  );
}

const countRows = async (db: Database) => ({
  postings: await db.$count(loadPostings),
  members: await db.$count(members),
  shipments: await db.$count(shipments),
  carriers: await db.$count(carriers),
  watched: await db.$count(watchedLoads),
});

describe('demo data', () => {
  let database: DatabaseHandle;
  let seconds = 0;
  let filesDir: string;
  let fileStore: FileStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    await insertHubPlaces(database.db);
    filesDir = mkdtempSync(join(tmpdir(), 'demo-files-'));
    fileStore = createLocalFileStore(filesDir);
    const summary = await seedDemoData(database.db, silent, { now, postingCount, fileStore });
    seconds = (summary?.ms ?? 0) / 1_000;
  });
  afterAll(async () => {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('gives shipments documents whose files are in the store, of the format they are recorded as', async () => {
    const rows = await database.db.select().from(documents);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      const bytes = await fileStore.get(row.storageKey);
      expect(bytes.byteLength, row.fileName).toBe(row.sizeBytes);
      expect(detectDocumentFormat(bytes)?.format, row.fileName).toBe(row.extension);
    }
    const types = new Set(rows.map((row) => row.documentType));
    for (const type of ['proofOfDelivery', 'masterBillOfLading', 'rateConfirmation'])
      expect(types.has(type as never), type).toBe(true);
  });

  it('[D2-6.14] a dray-route shipment of the active carrier has related documents', async () => {
    const rows = await selectRows<{ shipment_id: string; related: number }>(
      database.db,
      sql`select s.shipment_id, count(*)::int as related
            from documents d join shipments s on s.id = d.shipment_id
            join carriers c on c.id = s.assigned_carrier_id
           where d.is_related and s.is_dray_route and c.common_carrier_id = ${activeCarrierCommonId}
           group by 1`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.related).toBeGreaterThanOrEqual(1);
  });

  it('has a booked history, so lanes out of Chicago show their rates from the first start (decision 058)', async () => {
    const rows = await selectRows<{ lanes: number; shown: number; own: number }>(
      database.db,
      sql`select count(*)::int as lanes,
                 count(*) filter (where median_30 is not null and median_90 is not null)::int as shown,
                 (select count(*)::int from settled_lane_rates r join carriers c on c.id = r.carrier_id
                   where c.common_carrier_id = ${activeCarrierCommonId}) as own
            from lane_rate_summaries where origin_state = 'IL'`,
    );
    expect(rows[0]!.shown).toBeGreaterThan(0);
    expect(rows[0]!.own).toBeGreaterThan(0);
    // Every shown figure has its 5 loads of 3 carriers behind it.
    const [hidden] = await selectRows<{ wrong: number }>(
      database.db,
      sql`select count(*)::int as wrong from lane_rate_summaries
           where median_30 is not null and (loads_30 < 5 or carriers_30 < 3)`,
    );
    expect(hidden!.wrong).toBe(0);
  });

  it("npm start loads 50,000 open postings: the seed's default size", () => {
    expect(defaultPostingCount).toBe(50_000);
  });

  it('[D1-1.10] [D1-1.11] has the open postings asked for from every source system and each load type it carries', async () => {
    expect(await database.db.$count(loadPostings, eq(loadPostings.status, 'OPEN'))).toBe(postingCount);
    const rows = await selectRows<{ source_system: string; load_type: string; n: number }>(
      database.db,
      sql`select source_system, load_type, count(*)::int as n from load_postings group by 1, 2`,
    );
    const expected = sourceSystems.flatMap((source) =>
      sourceSystemInfo[source].loadTypes.map((type) => `${source}/${type}`),
    );
    expect(rows.map((row) => `${row.source_system}/${row.load_type}`).sort()).toEqual(expected.sort());
    for (const row of rows)
      expect(row.n, `${row.source_system}/${row.load_type}`).toBeGreaterThan(atScale(1_000));
    expect(seconds).toBeGreaterThan(0);
  });

  it('[D1-3.02] computes every total as line haul + fuel + accessorials, and has Contact to Book loads', async () => {
    const [check] = await selectRows<{
      wrong: number;
      no_rate: number;
      cad: number;
      multi: number;
      unconfirmed: number;
    }>(
      database.db,
      sql`select
        count(*) filter (where total_charge_cents <> line_haul_cents + coalesce(fuel_cents, 0)
          + coalesce((select sum(charge_cents) from load_posting_accessorials a where a.load_posting_id = p.id), 0))::int as wrong,
        count(*) filter (where total_charge_cents is null)::int as no_rate,
        count(*) filter (where currency = 'CAD')::int as cad,
        count(*) filter (where number_of_stops > 2)::int as multi,
        (select count(*) from load_posting_stops where appointment_state = 'P')::int as unconfirmed
      from load_postings p`,
    );
    expect(check?.wrong).toBe(0);
    expect(check?.no_rate).toBeGreaterThan(atScale(2_500));
    expect(check?.cad).toBeGreaterThan(atScale(200));
    expect(check?.multi).toBeGreaterThan(atScale(5_000));
    expect(check?.unconfirmed).toBeGreaterThan(atScale(1_000));
  });

  it('[D2-4.01] [D2-4.03] has shipments of the active carrier in every My Loads bucket', async () => {
    const rows = await database.db
      .select({ state: shipments.shipmentState })
      .from(shipments)
      .innerJoin(carriers, eq(carriers.id, shipments.assignedCarrierId))
      .where(eq(carriers.commonCarrierId, activeCarrierCommonId));
    for (const bucket of myLoadBuckets) {
      const inBucket = rows.filter((row) => bucketByShipmentState[row.state] === bucket);
      expect(inBucket.length, bucket).toBeGreaterThanOrEqual(2);
      expect(inBucket.length, bucket).toBeLessThanOrEqual(5);
    }
  });

  it("[D1-9.06] has a shipment with more than 4 commodities for 'Additional Commodities'", async () => {
    const [row] = await selectRows<{ most: number }>(
      database.db,
      sql`select max(n)::int as most from (select count(*) as n from stop_commodities group by stop_id) counts`,
    );
    expect(row?.most).toBeGreaterThan(4);
  });

  it('[D1-6.01] has a member for every role, with lower-case upns', async () => {
    const rows = await database.db
      .select({ role: memberRoles.role, upn: members.upn })
      .from(memberRoles)
      .innerJoin(members, eq(members.id, memberRoles.memberId));
    expect(new Set(rows.map((row) => row.role))).toEqual(new Set(roles));
    for (const row of rows) expect(row.upn).toBe(row.upn.toLowerCase());
  });

  it('[D1-3.14] [D2-6.05] has an active carrier with invoices enabled and an inactive one', async () => {
    const rows = await database.db.select().from(carriers).orderBy(asc(carriers.commonCarrierId));
    const active = rows.find((row) => row.commonCarrierId === activeCarrierCommonId);
    const inactive = rows.find((row) => row.commonCarrierId === inactiveCarrierCommonId);
    expect(active).toMatchObject({
      active: true,
      managedEquipmentCapability: true,
      nonManagedEquipmentCapability: true,
      settings: { carrierInvoiceExists: true },
    });
    expect(inactive?.active).toBe(false);
    expect(await database.db.$count(capacities)).toBe(2);
  });

  it('[D2-7.22] [D2-4.59] gives every delivered shipment of the active carrier cost items to invoice', async () => {
    const rows = await selectRows<{ shipmentId: string; items: number }>(
      database.db,
      sql`select s.shipment_id as "shipmentId", count(c.id)::int as items
        from shipments s join carriers k on k.id = s.assigned_carrier_id
        left join shipment_cost_items c on c.shipment_id = s.id
        where k.common_carrier_id = ${activeCarrierCommonId}
          and s.shipment_state in ('DELIVERED_NEEDS_PPWK', 'DELIVERED_WITH_PPWK')
        group by s.shipment_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.items, row.shipmentId).toBeGreaterThanOrEqual(2);
  });

  it('installs the documented demo API keys', async () => {
    for (const source of sourceSystems)
      expect(await authenticateSourceSystem(database.db, demoApiKey(source))).toBe(source);
  });

  it('adds nothing when seeded again', async () => {
    const before = await countRows(database.db);
    expect(await seedDemoData(database.db, silent, { now })).toBeNull();
    expect(await countRows(database.db)).toEqual(before);
  });
});

describe('demo data determinism', () => {
  const snapshot = async (db: Executor) => ({
    postings: await db
      .select({
        loadId: loadPostings.loadId,
        reference: loadPostings.sourceReference,
        total: loadPostings.totalChargeCents,
        pickup: loadPostings.pickupStart,
      })
      .from(loadPostings)
      .orderBy(asc(loadPostings.loadId)),
    shipments: await db
      .select({ id: shipments.shipmentId, total: shipments.totalCostCents })
      .from(shipments)
      .orderBy(asc(shipments.shipmentId)),
  });

  it('gives the same load ids, rates and shipments for the same seed and now (with the real gazetteer)', async () => {
    const handle = await openTestDatabase();
    await ensureGazetteer(handle.db);
    // Each seed runs in a transaction that is then rolled back, so that each starts from the same
    // database (the gazetteer alone) without loading the gazetteer three times.
    const results: Awaited<ReturnType<typeof snapshot>>[] = [];
    for (const seed of [7, 7, 8]) {
      await handle.db
        .transaction(async (tx) => {
          await seedDemoData(tx, silent, { now, seed, postingCount: 300 });
          results.push(await snapshot(tx));
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
    }
    expect(await handle.db.$count(loadPostings)).toBe(0);
    await handle.close();
    expect(results[0]!.postings).toHaveLength(300);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]!.postings.map((row) => row.loadId)).not.toEqual(
      results[0]!.postings.map((row) => row.loadId),
    );
  });
});
