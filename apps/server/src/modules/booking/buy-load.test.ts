import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookResultReason } from '@freight/domain/book-result-reasons';
import { termsContentType } from '@freight/domain/content-types';
import type { Database } from '../../db/client';
import {
  bookings,
  capacities,
  content,
  documents,
  loadPostings,
  shipments,
  shipmentStops,
  shipmentTenderedCarriers,
  stopActivities,
  watchedLoads,
} from '../../db/schema/index';
import { storeApiKey } from '../../platform/api-keys';
import { createLocalFileStore, fileStoreDir, type FileStore } from '../../platform/file-store';
import { pdfTextLines } from '../../test-support/pdf-text';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPlaces, testPlaces } from '../postings/postings.fixtures';
import {
  bookedShipmentsQuery,
  buy,
  buyInput,
  createBooker,
  fixtureRate,
  postLoad,
  type Booker,
} from './booking.fixtures';
import { bookedShipmentNotFoundMessage } from './get-booked-shipments';
import { idempotencyKeyReusedMessage } from './replay-booking';
import { message as i18nMessage } from '../../platform/i18n';
import { inEnglish } from '../../test-support/in-english';

// buyLoadRequest and buyLoadShipmentRequest through the GraphQL API on a real database, with sources
// that have no confirmation URL (they confirm at once). The source-system protocol is in
// source-confirmation.test.ts, the race between carriers in booking-race.test.ts.

const friday = new Date('2030-03-01T12:00:00Z');
const apiKey = 'test-key-mercurygate';

const listsQuery = /* GraphQL */ `
  query Lists($search: SearchLoadPostingInput!) {
    searchLoadPostingV2(input: $search) {
      loadPostings {
        loadId
      }
    }
    getUserWatchedLoads(input: {}) {
      loadPostings {
        loadId
      }
    }
    recommendedLoads(input: {}) {
      loadPostings {
        loadId
      }
    }
  }
`;
type Lists = Record<
  'searchLoadPostingV2' | 'getUserWatchedLoads' | 'recommendedLoads',
  { loadPostings: { loadId: string }[] }
>;

describe('buyLoadRequest', () => {
  let test: TestApp;
  let db: Database;
  let dataDir: string;
  let files: FileStore;
  let dispatcher: Booker;
  let rival: Booker;

  const postingOf = async (loadId: string) =>
    (await db.select().from(loadPostings).where(eq(loadPostings.loadId, loadId)))[0]!;
  const bookingCount = async (booker: Booker) =>
    (await db.select({ value: count() }).from(bookings).where(eq(bookings.memberId, booker.member.id)))[0]!
      .value;
  const shipmentsOf = async (loadId: string) =>
    db
      .select({ id: shipments.id, shipmentId: shipments.shipmentId, state: shipments.shipmentState })
      .from(shipments)
      .innerJoin(loadPostings, eq(loadPostings.id, shipments.loadPostingId))
      .where(eq(loadPostings.loadId, loadId));
  /** The rate confirmation of a booked shipment, drawn apart once the decision has committed (decision 054). */
  const rateConfirmationOf = async (shipmentId: string) => {
    const document = await vi.waitFor(async () => {
      const [found] = await db
        .select({ document: documents })
        .from(documents)
        .innerJoin(shipments, eq(shipments.id, documents.shipmentId))
        .where(eq(shipments.shipmentId, shipmentId));
      expect(found).toBeDefined();
      return found!.document;
    });
    return { document, bytes: await files.get(document.storageKey) };
  };
  const message = (reason: BookResultReason, loadId: string, hold?: string) =>
    inEnglish(i18nMessage(`messages:bookResults.${reason}`, { loadId, hold: hold ?? '' }));
  const expectRefused = async (
    booker: Booker,
    input: Record<string, unknown>,
    status: string,
    reason: BookResultReason,
    hold?: string,
  ) => {
    const loadId = String(input.loadId).toUpperCase();
    const { body, result } = await buy(test.app, booker, input);
    expect(body.errors).toBeUndefined();
    expect(result).toEqual({
      status,
      reason,
      message: message(reason, loadId, hold),
      loadId,
      shipmentIds: [],
    });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'booking-test-'));
    test = await startTestApp({ DATA_DIR: dataDir }, { now: () => friday });
    db = test.database.db;
    files = createLocalFileStore(fileStoreDir(dataDir));
    await storeApiKey(db, 'MERCURYGATE', 'MercuryGate', apiKey);
    await insertPlaces(db);
    dispatcher = await createBooker(db, friday, {
      name: 'Great Lakes Test Freight',
      commonCarrierId: `GL-${randomUUID().slice(0, 6)}`,
      scac: 'GLTF',
      managedEquipmentCapability: true,
    });
    rival = await createBooker(db, friday);
  });
  afterAll(async () => {
    await test.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('[D1-4.26] [D1-7.16] OK: the load becomes the carrier’s shipment in Carrier Assigned, with its cost items and rate confirmation, and buyLoadShipmentRequest answers it', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    const { body, result } = await buy(test.app, dispatcher, buyInput(dispatcher, loadId.toLowerCase()));
    expect(body.errors).toBeUndefined();
    expect(result).toMatchObject({
      status: 'OK',
      reason: 'booked',
      message: message('booked', loadId),
      loadId,
    });
    expect(result!.shipmentIds).toHaveLength(1);
    const shipmentId = result!.shipmentIds[0]!;
    expect(shipmentId).toMatch(/^S\d{8}$/);

    const posting = await postingOf(loadId);
    expect(posting).toMatchObject({
      status: 'BOOKED',
      bookedByCarrierId: dispatcher.carrierId,
      bookedAt: friday,
    });
    const [shipment] = await db.select().from(shipments).where(eq(shipments.shipmentId, shipmentId));
    expect(shipment).toMatchObject({
      loadPostingId: posting.id,
      assignedCarrierId: dispatcher.carrierId,
      shipmentState: 'CARRIER_ASSIGNMENT',
      assignmentStatus: 'ACCEPTED',
      totalCostCents: 298_312,
      costCurrency: 'USD',
      sourceSystem: 'MERCURYGATE',
    });
    const [tender] = await db
      .select()
      .from(shipmentTenderedCarriers)
      .where(eq(shipmentTenderedCarriers.shipmentId, shipment!.id));
    expect(tender).toMatchObject({
      carrierId: dispatcher.carrierId,
      status: 'ACCEPTED',
      offeredRateCents: 298_312,
    });
    // [D2-5.08] No trailer is planned by a posting: each stop takes one in and one out, for the driver.
    const activities = await db
      .select({ sequenceNo: shipmentStops.sequenceNo, execActivity: stopActivities.execActivity })
      .from(stopActivities)
      .innerJoin(shipmentStops, eq(shipmentStops.id, stopActivities.stopId))
      .where(eq(shipmentStops.shipmentId, shipment!.id))
      .orderBy(shipmentStops.sequenceNo, stopActivities.seqNo);
    expect(activities).toEqual([
      { sequenceNo: 1, execActivity: 'TRAILER_IN' },
      { sequenceNo: 1, execActivity: 'TRAILER_OUT' },
      { sequenceNo: 2, execActivity: 'TRAILER_IN' },
      { sequenceNo: 2, execActivity: 'TRAILER_OUT' },
    ]);
    const [booking] = await db.select().from(bookings).where(eq(bookings.memberId, dispatcher.member.id));
    expect(booking).toMatchObject({
      status: 'OK',
      reason: 'booked',
      shipmentId: shipment!.id,
      decidedAt: friday,
    });

    // The rate confirmation is drawn apart once the decision has committed (decision 054).
    const details = await vi.waitFor(async () => {
      const answer = await graphql(
        test.app,
        bookedShipmentsQuery,
        { shipmentIds: [shipmentId] },
        'web',
        dispatcher.headers,
      );
      expect(answer.body.data!.buyLoadShipmentRequest).toMatchObject([{ documents: [{}] }]);
      return answer;
    });
    expect(details.body.errors).toBeUndefined();
    expect(details.body.data!.buyLoadShipmentRequest).toEqual([
      {
        shipmentId,
        loadId,
        sourceSystem: 'MERCURYGATE',
        shipmentState: 'CARRIER_ASSIGNMENT',
        myLoadsBucket: 'carrierAssigned',
        currency: 'USD',
        totalCost: '2983.12',
        stops: [
          { sequenceNo: 1, stopType: 'P', city: 'Chicago', appointmentState: 'P' },
          { sequenceNo: 2, stopType: 'D', city: 'Dallas', appointmentState: null },
        ],
        costItems: [
          { costBreakdownDescription: 'Line haul', totalAmount: '2300.00' },
          { costBreakdownDescription: 'Fuel surcharge', totalAmount: '532.62' },
          { costBreakdownDescription: 'Lumper', totalAmount: '150.50' },
        ],
        documents: [
          {
            documentType: 'rateConfirmation',
            displayName: `Rate confirmation ${loadId}`,
            fileName: `rate-confirmation-${loadId}.pdf`,
          },
        ],
      },
    ]);
  });

  it('[D1-4.26] the rate-confirmation PDF is stored and names the load, carrier, route, charges with 2 decimals and currency, terms and booking time', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    const { result } = await buy(test.app, dispatcher, buyInput(dispatcher, loadId));
    const { document, bytes } = await rateConfirmationOf(result!.shipmentIds[0]!);
    expect(document).toMatchObject({
      documentType: 'rateConfirmation',
      contentType: 'application/pdf',
    });
    expect(bytes.byteLength).toBe(document.sizeBytes);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Rate confirmation ${loadId}`);
    const lines = pdfTextLines(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Load ${loadId}   Shipment ${result!.shipmentIds[0]}`,
        'Booked at Mar 1, 2030, 6:00 AM CST',
        'Great Lakes Test Freight',
        expect.stringMatching(/^Carrier id GL-\w+, SCAC GLTF$/),
        '1. Pick-up: Midway Distribution Center, 4100 W 47th St, Chicago, IL 60632, USA',
        'Mar 4, 2030, 8:00 AM CST to Mar 4, 2030, 10:00 AM CST',
        '2. Drop: Trinity Foods Warehouse, Dallas, TX 75201, USA',
        'Line haul',
        '2300.00 USD',
        'Fuel surcharge',
        '532.62 USD',
        'Lumper',
        '150.50 USD',
        'Total',
        '2983.12 USD',
        'Brokerage terms and conditions',
      ]),
    );
  });

  it('[D1-4.26] the rate-confirmation PDF names the terms of the load type by their published English title', async () => {
    const published = (locale: string, title: string) => ({
      contentType: termsContentType,
      key: 'Brokerage',
      locale,
      title,
      body: `<p>${title}</p>`,
    });
    await db
      .insert(content)
      .values([published('en', 'Brokerage terms, 2030'), published('fr', 'Conditions 2030')]);
    try {
      const { loadId } = await postLoad(test.app, apiKey);
      const { result } = await buy(test.app, dispatcher, buyInput(dispatcher, loadId));
      const { bytes } = await rateConfirmationOf(result!.shipmentIds[0]!);
      const lines = pdfTextLines(bytes);
      expect(lines).toContain('Brokerage terms, 2030');
      expect(lines).not.toContain('Brokerage terms and conditions');
    } finally {
      await db.delete(content).where(eq(content.contentType, termsContentType));
    }
  });

  it('[D1-4.26] a booked load leaves search results, watched and recommended lists', async () => {
    const { loadId } = await postLoad(test.app, apiKey, { pickUpDay: '2030-03-13' });
    const watcher = await createBooker(db, friday);
    await db.insert(watchedLoads).values({
      memberId: watcher.member.id,
      carrierId: watcher.carrierId,
      loadPostingId: (await postingOf(loadId)).id,
    });
    await db.insert(capacities).values({
      carrierId: watcher.carrierId,
      capacityType: 'TRUCK',
      trailerType: 'Dry Van',
      originCity: 'Chicago',
      originState: 'IL',
      originCountry: 'USA',
      originLatitude: testPlaces.chicago.latitude,
      originLongitude: testPlaces.chicago.longitude,
      originRadius: 100,
      pickUpFromDate: new Date('2030-03-12T00:00:00-05:00'),
      pickUpToDate: new Date('2030-03-14T23:59:00-05:00'),
    });
    const search = {
      originCity: 'Chicago',
      originState: 'IL',
      originCountry: 'USA',
      originRadius: 100,
      trailerType: 'Dry Van',
      pickUpStartDate: '2030-03-13T00:00:00-05:00',
      pickUpEndDate: '2030-03-13T23:55:00-05:00',
      skipUserSearchHistory: true,
    };
    const lists = async () => {
      const { body } = await graphql(test.app, listsQuery, { search }, 'web', watcher.headers);
      expect(body.errors).toBeUndefined();
      const data = body.data as Lists;
      return Object.fromEntries(
        Object.entries(data).map(([name, list]) => [
          name,
          list.loadPostings.some((load) => load.loadId === loadId),
        ]),
      );
    };
    const everywhere = { searchLoadPostingV2: true, getUserWatchedLoads: true, recommendedLoads: true };
    expect(await lists()).toEqual(everywhere);

    expect((await buy(test.app, dispatcher, buyInput(dispatcher, loadId))).result?.status).toBe('OK');
    expect(await lists()).toEqual({
      searchLoadPostingV2: false,
      getUserWatchedLoads: false,
      recommendedLoads: false,
    });
  });

  it('[D1-4.27] REJECTED with the server message when another carrier booked the load first', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    expect((await buy(test.app, dispatcher, buyInput(dispatcher, loadId))).result?.status).toBe('OK');
    await expectRefused(rival, buyInput(rival, loadId), 'REJECTED', 'alreadyBooked');
    expect(await shipmentsOf(loadId)).toHaveLength(1);
  });

  it('[D1-4.27] [D1-1.09] a caller reading French (Accept-Language fr-CA) gets the book result in French; its reason stays', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    expect((await buy(test.app, dispatcher, buyInput(dispatcher, loadId))).result?.status).toBe('OK');
    const french = { ...rival, headers: { ...rival.headers, 'accept-language': 'fr-CA,fr;q=0.9' } };
    const { body, result } = await buy(test.app, french, buyInput(rival, loadId));
    expect(body.errors).toBeUndefined();
    expect(result).toMatchObject({
      status: 'REJECTED',
      reason: 'alreadyBooked',
      message: `Le chargement ${loadId} a déjà été réservé.`,
    });
  });

  it('[D1-4.27] without Accept-Language the book result is answered in English', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    expect((await buy(test.app, dispatcher, buyInput(dispatcher, loadId))).result?.status).toBe('OK');
    const { result } = await buy(test.app, rival, buyInput(rival, loadId));
    expect(result).toMatchObject({
      reason: 'alreadyBooked',
      message: `Load ${loadId} has already been booked.`,
    });
  });

  it('[D1-4.27] REJECTED rateChanged when the amount, bin rate, currency, line haul or fuel differ from the posting’s rate; nothing is booked', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    for (const changed of [
      { amount: '2983.11' },
      { binRateId: 'BIN-2' },
      { currency: 'CAD' },
      { lhlCharges: '2400.00', fsrCharges: '432.62' },
      { fsrCharges: null },
    ]) {
      await expectRefused(dispatcher, buyInput(dispatcher, loadId, changed), 'REJECTED', 'rateChanged');
    }
    expect((await postingOf(loadId)).status).toBe('OPEN');
    expect(await shipmentsOf(loadId)).toEqual([]);
    // The rate as posted books it.
    expect((await buy(test.app, dispatcher, buyInput(dispatcher, loadId))).result?.status).toBe('OK');
  });

  it('[D1-4.27] REJECTED noLongerAvailable for an unknown load, an expired posting or another source system’s load id', async () => {
    await expectRefused(dispatcher, buyInput(dispatcher, 'L00000000'), 'REJECTED', 'noLongerAvailable');
    const { loadId } = await postLoad(test.app, apiKey);
    await expectRefused(
      dispatcher,
      buyInput(dispatcher, loadId, { sourceSystem: 'TRINIUM' }),
      'REJECTED',
      'noLongerAvailable',
    );
    await db.update(loadPostings).set({ status: 'EXPIRED' }).where(eq(loadPostings.loadId, loadId));
    await expectRefused(dispatcher, buyInput(dispatcher, loadId), 'REJECTED', 'noLongerAvailable');
    const [unknown] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.memberId, dispatcher.member.id), eq(bookings.loadId, 'L00000000')));
    expect(unknown).toMatchObject({ status: 'REJECTED', reason: 'noLongerAvailable', loadPostingId: null });
  });

  it('[D1-4.27] [D1-4.19] REJECTED notBookable for a load without a rate or not buyAllowed', async () => {
    const withoutRate = await postLoad(test.app, apiKey, { rate: undefined });
    await expectRefused(dispatcher, buyInput(dispatcher, withoutRate.loadId), 'REJECTED', 'notBookable');
    const notAllowed = await postLoad(test.app, apiKey, { buyAllowed: false });
    await expectRefused(dispatcher, buyInput(dispatcher, notAllowed.loadId), 'REJECTED', 'notBookable');
    expect((await postingOf(notAllowed.loadId)).status).toBe('OPEN');
  });

  it('[D1-4.27] [D1-4.24] REJECTED carrierInactive for an inactive carrier; an inactive ASL carrier is exempt and books', async () => {
    const inactive = await createBooker(db, friday, { active: false, source: 'MERCURYGATE' });
    const { loadId } = await postLoad(test.app, apiKey);
    await expectRefused(inactive, buyInput(inactive, loadId), 'REJECTED', 'carrierInactive');
    const asl = await createBooker(db, friday, { active: false, source: 'ASL' });
    expect((await buy(test.app, asl, buyInput(asl, loadId))).result?.status).toBe('OK');
  });

  it('[D1-4.28] ON_HOLD with the carrier’s compliance hold (expired insurance) in the message', async () => {
    const hold = 'liability insurance expired on 2030-02-28';
    const onHold = await createBooker(db, friday, { complianceHoldReason: hold });
    const { loadId } = await postLoad(test.app, apiKey);
    await expectRefused(onHold, buyInput(onHold, loadId), 'ON_HOLD', 'complianceHold', hold);
    expect((await postingOf(loadId)).status).toBe('OPEN');
  });

  it('[D1-4.28] an insurance that ran out puts the carrier’s bookings ON_HOLD until a policy of its type runs again', async () => {
    const commonCarrierId = `CC-INS-${randomUUID().slice(0, 8)}`;
    const insured = await createBooker(db, friday, { source: 'MERCURYGATE', commonCarrierId });
    const putInsurances = async (cargoLastDay: string) => {
      const response = await test.app.inject({
        method: 'PUT',
        url: `/integration/v1/carriers/${commonCarrierId}`,
        headers: { 'x-api-key': apiKey },
        payload: {
          carrierName: 'Insured Test Carrier',
          carrierActiveIndicator: true,
          insurances: [
            { insuranceId: 'I-1', insuranceType: 'Cargo', policyExpirationDate: '2029-12-31' },
            { insuranceId: 'I-2', insuranceType: 'Cargo', policyExpirationDate: cargoLastDay },
            { insuranceId: 'I-3', insuranceType: 'Auto Liability', policyExpirationDate: '2031-01-01' },
          ],
        },
      });
      expect(response.statusCode).toBe(200);
    };
    // Friday is 2030-03-01 in New York: a Cargo policy whose last day was the day before has run out.
    await putInsurances('2030-02-28');
    const { loadId } = await postLoad(test.app, apiKey);
    const hold = 'Cargo insurance expired on Feb 28, 2030';
    await expectRefused(insured, buyInput(insured, loadId), 'ON_HOLD', 'complianceHold', hold);
    expect((await postingOf(loadId)).status).toBe('OPEN');

    // Its last day is still covered, so a policy to 2030-03-01 lets the same carrier book.
    await putInsurances('2030-03-01');
    const again = await postLoad(test.app, apiKey);
    expect((await buy(test.app, insured, buyInput(insured, again.loadId))).result?.status).toBe('OK');
  });

  it('[D1-4.28] [D3-1.03] the expired insurance of a hold is kept as a catalogue text: each reader gets it in their language, the stored booking too', async () => {
    const commonCarrierId = `CC-INS-${randomUUID().slice(0, 8)}`;
    const insured = await createBooker(db, friday, { source: 'MERCURYGATE', commonCarrierId });
    const response = await test.app.inject({
      method: 'PUT',
      url: `/integration/v1/carriers/${commonCarrierId}`,
      headers: { 'x-api-key': apiKey },
      payload: {
        carrierName: 'Insured Test Carrier',
        carrierActiveIndicator: true,
        insurances: [{ insuranceId: 'I-1', insuranceType: 'Cargo', policyExpirationDate: '2030-02-28' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const { loadId } = await postLoad(test.app, apiKey);
    const input = buyInput(insured, loadId);
    const buyIn = async (acceptLanguage: string) => {
      const { body } = await graphql(
        test.app,
        `
          mutation ($input: BuyLoadRequestInput!) {
            buyLoadRequest(input: $input) {
              status
              message
              hold
            }
          }
        `,
        { input },
        'web',
        { ...insured.headers, 'accept-language': acceptLanguage },
      );
      return body.data?.buyLoadRequest;
    };
    // The first answer in French, then the stored answer replayed (same idempotency key) in both.
    const french = { status: 'ON_HOLD', hold: 'assurance Cargo expirée le 28 févr. 2030' };
    expect(await buyIn('fr-CA')).toMatchObject(french);
    expect(await buyIn('en-US')).toMatchObject({
      status: 'ON_HOLD',
      hold: 'Cargo insurance expired on Feb 28, 2030',
    });
    const replayed = (await buyIn('fr')) as { message: string };
    expect(replayed).toMatchObject(french);
    expect(replayed.message).toContain(french.hold);
  });

  it('[D1-4.29] CANCELLED withdrawn when the source system withdrew the load', async () => {
    const { loadId, sourceReference } = await postLoad(test.app, apiKey);
    const withdrawn = await test.app.inject({
      method: 'DELETE',
      url: `/integration/v1/load-postings/${sourceReference}`,
      headers: { 'x-api-key': apiKey },
    });
    expect(withdrawn.statusCode).toBe(200);
    await expectRefused(dispatcher, buyInput(dispatcher, loadId), 'CANCELLED', 'withdrawn');
  });

  it('[D1-4.27] [D1-1.12] REJECTED equipmentNotAllowed for a managed-equipment load or an exclusive load the carrier may not carry', async () => {
    const plain = await createBooker(db, friday, { managedEquipmentCapability: false });
    const managed = await postLoad(test.app, apiKey, { managedEquipment: true });
    await expectRefused(plain, buyInput(plain, managed.loadId), 'REJECTED', 'equipmentNotAllowed');
    const exclusive = await postLoad(test.app, apiKey, { exclusiveLoad: true });
    await expectRefused(plain, buyInput(plain, exclusive.loadId), 'REJECTED', 'equipmentNotAllowed');
    // The carrier with the managed capability books the managed load.
    expect((await buy(test.app, dispatcher, buyInput(dispatcher, managed.loadId))).result?.status).toBe('OK');
  });

  it('[D1-4.33] a double click (the same idempotency key twice at once) books once: both answer OK with the same shipment', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    const input = buyInput(dispatcher, loadId);
    const [first, second] = await Promise.all([
      buy(test.app, dispatcher, input),
      buy(test.app, dispatcher, input),
    ]);
    expect(first.result?.status).toBe('OK');
    expect(second.result).toEqual(first.result);
    expect(await shipmentsOf(loadId)).toHaveLength(1);
    const rows = await db.select().from(bookings).where(eq(bookings.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
    // Later still the same answer.
    expect((await buy(test.app, dispatcher, input)).result).toEqual(first.result);
  });

  it('[D1-7.16] a refused booking is stored and its key answers the same again, even once the request would succeed', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    const input = buyInput(dispatcher, loadId, { amount: '1.00' });
    await expectRefused(dispatcher, input, 'REJECTED', 'rateChanged');
    await expectRefused(dispatcher, { ...input, amount: fixtureRate.amount }, 'REJECTED', 'rateChanged');
    expect((await postingOf(loadId)).status).toBe('OPEN');
    const [stored] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.idempotencyKey, input.idempotencyKey));
    expect(stored).toMatchObject({ status: 'REJECTED', reason: 'rateChanged', amountCents: 100, loadId });
  });

  it('a key already used for another load is BAD_USER_INPUT and books nothing', async () => {
    const first = await postLoad(test.app, apiKey);
    const second = await postLoad(test.app, apiKey);
    const input = buyInput(dispatcher, first.loadId);
    expect((await buy(test.app, dispatcher, input)).result?.status).toBe('OK');
    const { body } = await buy(test.app, dispatcher, { ...input, loadId: second.loadId });
    expect(body.errors?.[0]).toMatchObject({
      message: inEnglish(idempotencyKeyReusedMessage),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await postingOf(second.loadId)).status).toBe('OPEN');
  });

  it('BAD_USER_INPUT names each wrong field and stores nothing', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    const before = await bookingCount(dispatcher);
    const { body } = await buy(
      test.app,
      dispatcher,
      buyInput(dispatcher, loadId, {
        amount: '12.345',
        currency: 'EUR',
        idempotencyKey: 'twice',
        fsrCharges: '-1',
      }),
    );
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        amount: 'Expected an amount with at most 2 decimals, such as 1850.50.',
        currency: 'Currency must be USD or CAD.',
        idempotencyKey: 'The idempotency key must be a UUID.',
        fsrCharges: 'Expected an amount with at most 2 decimals, such as 1850.50.',
      },
    });
    expect(await bookingCount(dispatcher)).toBe(before);
    expect((await postingOf(loadId)).status).toBe('OPEN');
  });

  it('[D1-6.05] FORBIDDEN for another member’s or carrier’s ids and for roles that do not book; nothing is stored', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    const before = await bookingCount(dispatcher);
    for (const input of [
      buyInput(dispatcher, loadId, { userId: rival.member.id }),
      buyInput(dispatcher, loadId, { carrierId: rival.carrierId }),
    ]) {
      const { body } = await buy(test.app, dispatcher, input);
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    expect(await bookingCount(dispatcher)).toBe(before);
    const driver = await createBooker(db, friday, {}, ['carrierDriver']);
    expect((await buy(test.app, driver, buyInput(driver, loadId))).body.errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect(await bookingCount(driver)).toBe(0);
    expect((await postingOf(loadId)).status).toBe('OPEN');
  });

  it('[D1-6.05] the Leased owner-operator books for itself', async () => {
    const ownerOperator = await createBooker(db, friday, {}, ['carrierLeasedOwnerOpr']);
    const { loadId } = await postLoad(test.app, apiKey);
    const { result } = await buy(test.app, ownerOperator, buyInput(ownerOperator, loadId));
    expect(result?.status).toBe('OK');
    const details = await graphql(
      test.app,
      bookedShipmentsQuery,
      { shipmentIds: result!.shipmentIds },
      'web',
      ownerOperator.headers,
    );
    expect(details.body.errors).toBeUndefined();
  });

  it('[D1-7.16] buyLoadShipmentRequest fails the whole request with NOT_FOUND when an id is not a shipment of the caller’s carrier', async () => {
    const mine = await postLoad(test.app, apiKey);
    const theirs = await postLoad(test.app, apiKey);
    const myShipment = (await buy(test.app, dispatcher, buyInput(dispatcher, mine.loadId))).result!
      .shipmentIds[0]!;
    const theirShipment = (await buy(test.app, rival, buyInput(rival, theirs.loadId))).result!
      .shipmentIds[0]!;
    for (const shipmentIds of [[myShipment, theirShipment], ['S00000000'], [theirShipment]]) {
      const { body } = await graphql(
        test.app,
        bookedShipmentsQuery,
        { shipmentIds },
        'web',
        dispatcher.headers,
      );
      expect(body.errors?.[0]).toMatchObject({
        message: inEnglish(bookedShipmentNotFoundMessage),
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const { body } = await graphql(
      test.app,
      bookedShipmentsQuery,
      { shipmentIds: [] },
      'web',
      dispatcher.headers,
    );
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('[D1-4.33] the database refuses a second live booking of a load and a second shipment of a posting, whatever the code does', async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    const { result } = await buy(test.app, dispatcher, buyInput(dispatcher, loadId));
    expect(result?.status).toBe('OK');
    const posting = await postingOf(loadId);
    const twin = (status: 'PENDING' | 'OK') => ({
      memberId: rival.member.id,
      carrierId: rival.carrierId,
      loadPostingId: posting.id,
      loadId,
      idempotencyKey: randomUUID(),
      status,
      reason: 'booked',
      message: 'twin',
      amountCents: 298_312,
      currency: 'USD',
      binRateId: 'BIN-1',
    });
    const uniqueViolation = { cause: expect.objectContaining({ code: '23505' }) };
    await expect(db.insert(bookings).values(twin('PENDING'))).rejects.toMatchObject(uniqueViolation);
    await expect(db.insert(bookings).values(twin('OK'))).rejects.toMatchObject(uniqueViolation);
    // A refused booking of the same load is only a record of the answer.
    await db.insert(bookings).values({ ...twin('PENDING'), status: 'REJECTED' });
    const [shipment] = await db
      .select()
      .from(shipments)
      .where(eq(shipments.shipmentId, result!.shipmentIds[0]!));
    await expect(
      db.insert(shipments).values({ ...shipment!, id: undefined, shipmentId: 'S99999999' }),
    ).rejects.toMatchObject(uniqueViolation);
  });
});
