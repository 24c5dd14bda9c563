import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRuleIssue } from '@freight/domain/search/validation';
import type { Database } from '../../db/client';
import { loadPostings, savedSearches, watchedLoads } from '../../db/schema/index';
import { message } from '../../platform/i18n';
import { inEnglish } from '../../test-support/in-english';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphql, graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import type { LoadPostingView } from '../postings/load-posting-views';
import { loadPostingSchema } from '../postings/load-posting.schemas';
import {
  buildPostingPayload,
  createSearchCarrier,
  haversineMiles,
  insertPlaces,
  insertPostings,
  testPlaces,
} from '../postings/postings.fixtures';
import { upsertLoadPosting } from '../postings/upsert-load-posting';
import { searchQuery } from './search-documents';

type SearchResult = {
  totalRecords: number;
  totalRecordsCapped: boolean;
  status: string;
  searchHistoryId: string | null;
  searchHistoryFavorite: boolean;
  loadPostings: LoadPostingView[];
};

// The app's clock: Friday 1 March 2030, 06:00 in Chicago. Each test searches its own pick-up day,
// so that the postings of one test never show in another.
const friday = new Date('2030-03-01T12:00:00Z');
let clock = friday;

/**
 * Pick-up between 00:00 and 23:55 of a day in Chicago, written with Chicago's offset before 10 March;
 * the offset does not change which day it is (the dates are read at the place, decision 051).
 */
function pickUpOn(day: string) {
  return { pickUpStartDate: `${day}T00:00:00-06:00`, pickUpEndDate: `${day}T23:55:00-06:00` };
}

const fromChicago = {
  originCity: 'Chicago',
  originState: 'IL',
  originCountry: 'USA',
  originRadius: 100,
  trailerType: 'Dry Van',
};

describe('searchLoadPostingV2', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let managedOnly: TestCaller;
  let gold: TestCaller;
  let guest: TestCaller;
  let driver: TestCaller;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => clock });
    db = test.database.db;
    await insertPlaces(db);
    const plain = await createSearchCarrier(db);
    const managed = await createSearchCarrier(db, {
      managedEquipmentCapability: true,
      nonManagedEquipmentCapability: false,
    });
    const golden = await createSearchCarrier(db, { tier: 'GOLD', managedEquipmentCapability: true });
    dispatcher = await signInAt(db, friday, { roles: ['carrierDispatcher'], carrierId: plain.id });
    managedOnly = await signInAt(db, friday, { roles: ['carrierDispatcher'], carrierId: managed.id });
    gold = await signInAt(db, friday, { roles: ['carrierLeasedOwnerOpr'], carrierId: golden.id });
    guest = await signInAt(db, friday, { roles: ['carrierGuest'], carrierId: null });
    driver = await signInAt(db, friday, { roles: ['carrierDriver'], carrierId: plain.id });
  });
  afterAll(() => test.close());

  const search = async (caller: TestCaller, input: Record<string, unknown>) => {
    const { status, body } = await graphqlAs(test.app, caller.headers, searchQuery, { input });
    return { status, body, result: body.data?.searchLoadPostingV2 as SearchResult | undefined };
  };
  const loadIdsOf = (result: SearchResult | undefined) => result?.loadPostings.map((load) => load.loadId);
  const savedSearchCount = async (caller: TestCaller) => {
    const [row] = await db
      .select({ value: count() })
      .from(savedSearches)
      .where(eq(savedSearches.memberId, caller.member.id));
    return row!.value;
  };

  it('[D1-7.06][D1-3.01][D1-3.02][D1-3.03] answers an open load near the origin with every field, money as decimal text and dates in each stop’s zone', async () => {
    const payload = { ...buildPostingPayload(), sourceReference: 'search-full-1' };
    const posted = await upsertLoadPosting(
      db,
      'MERCURYGATE',
      loadPostingSchema('MERCURYGATE').parse(payload),
    );
    const { status, body, result } = await search(dispatcher, {
      ...fromChicago,
      originCity: 'Gary',
      originState: 'IN',
      destinationCity: 'Fort Worth',
      destinationState: 'TX',
      destinationCountry: 'USA',
      destinationRadius: 50,
      ...pickUpOn('2030-03-04'),
      dropStartDate: '2030-03-04T00:00:00-06:00',
      dropEndDate: '2030-03-09T23:55:00-06:00',
    });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    const originDeadHead = Math.round(haversineMiles(testPlaces.gary, testPlaces.chicago) * 10) / 10;
    const destinationDeadHead = Math.round(haversineMiles(testPlaces.dallas, testPlaces.fortWorth) * 10) / 10;
    expect(originDeadHead).toBeGreaterThan(20);
    expect(result).toMatchObject({ totalRecords: 1, status: 'OK' });
    expect(result?.loadPostings[0]).toEqual({
      loadId: posted.loadId,
      loadPostingStatus: 'OPEN',
      sourceSystem: 'MERCURYGATE',
      loadType: 'Brokerage',
      isHazardous: false,
      isHighValue: false,
      isTemperatureControlled: false,
      totalDistance: 968.4,
      distanceUOM: 'mi',
      totalWeight: 38_000,
      weightUOM: 'lb',
      numberOfStops: 2,
      transportMode: 'Dry Van',
      termsAndConditions: 'brokerage',
      buyAllowed: true,
      managedEquipment: false,
      exclusiveLoad: false,
      rank: null,
      similarLoads: null,
      isWatched: false,
      isGapForDriver: false,
      isNextPickupLoadAvailable: false,
      nextPickupLoadAvlSearchCriteria: null,
      originDeadHead,
      destinationDeadHead,
      rate: {
        binRateIdentifier: 'BIN-1',
        totalCharge: '2983.12',
        currency: 'USD',
        lineHaulCharge: {
          charge: '2300.00',
          unitCharge: '2.3750',
          quantity: '968.40',
          rateQualifier: 'PM',
          chargeDescription: 'Line haul',
        },
        fuelCharge: {
          charge: '532.62',
          unitCharge: '0.5500',
          quantity: '968.40',
          rateQualifier: 'PM',
          chargeDescription: 'Fuel surcharge',
        },
        accessorials: [
          {
            accessorialCode: 'LUM',
            accessorialDescription: 'Lumper',
            accessorialType: 'FLAT',
            accessorialCharge: '150.50',
          },
        ],
      },
      stops: [
        {
          stopId: `${posted.loadId}-1`,
          stopSequence: 1,
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
          deadHead: originDeadHead,
          specialServices: [{ specialServiceDesc: 'Driver assist' }],
        },
        {
          stopId: `${posted.loadId}-2`,
          stopSequence: 2,
          sequenceNo: 2,
          stopType: 'D',
          locationName: 'Trinity Foods Warehouse',
          addressLine1: null,
          addressLine2: null,
          city: 'Dallas',
          state: 'TX',
          postalCode: '75201',
          country: 'USA',
          latitude: 32.7767,
          longitude: -96.797,
          appointmentFrom: '2030-03-05T14:00:00-06:00',
          appointmentTo: '2030-03-05T16:00:00-06:00',
          appointmentState: null,
          timeZone: 'America/Chicago',
          deadHead: destinationDeadHead,
          specialServices: [],
        },
      ],
    });
  });

  it('[D1-7.06] keeps only open loads of the trailer type, inside the radius and picking up in the window', async () => {
    // The days around it (17th, 19th) are searched by no other test.
    const day = '2030-03-18';
    // Chicago is on CDT (-05:00) then.
    const at = (time: string) => `${day}T${time}:00-05:00`;
    await insertPostings(db, [
      { loadId: 'W-IN', pickup: at('08:00') },
      { loadId: 'W-MILWAUKEE', from: testPlaces.milwaukee, pickup: at('09:00') }, // 81 miles
      { loadId: 'W-INDY', from: testPlaces.indianapolis, pickup: at('09:00') }, // 165 miles
      { loadId: 'W-REEFER', transportMode: 'Refrigerated', pickup: at('08:00') },
      { loadId: 'W-BOOKED', status: 'BOOKED', pickup: at('08:00') },
      { loadId: 'W-EARLY', pickup: '2030-03-17T23:50:00-05:00' },
      { loadId: 'W-LATE', pickup: '2030-03-19T00:00:00-05:00' },
      { loadId: 'W-EDGE', pickup: at('23:55') },
    ]);
    const { result } = await search(dispatcher, { ...fromChicago, ...pickUpOn(day) });
    expect(loadIdsOf(result)).toEqual(['W-IN', 'W-MILWAUKEE', 'W-EDGE']);
    const wider = await search(dispatcher, { ...fromChicago, originRadius: 200, ...pickUpOn(day) });
    expect(loadIdsOf(wider.result)).toEqual(['W-IN', 'W-INDY', 'W-MILWAUKEE', 'W-EDGE']);
  });

  it('[D1-7.06] a destination city keeps loads dropping within its radius in the drop window; states keep loads dropping in them', async () => {
    const day = '2030-03-06';
    await insertPostings(db, [
      {
        loadId: 'D-DALLAS',
        to: testPlaces.dallas,
        pickup: `${day}T08:00:00-06:00`,
        drop: '2030-03-07T14:00:00-06:00',
      },
      {
        loadId: 'D-HOUSTON',
        to: testPlaces.houston,
        pickup: `${day}T09:00:00-06:00`,
        drop: '2030-03-07T14:00:00-06:00',
      },
      {
        loadId: 'D-ATLANTA',
        to: testPlaces.atlanta,
        pickup: `${day}T10:00:00-06:00`,
        drop: '2030-03-07T14:00:00-06:00',
      },
      {
        loadId: 'D-LATE',
        to: testPlaces.dallas,
        pickup: `${day}T11:00:00-06:00`,
        drop: '2030-03-20T14:00:00-06:00',
      },
      {
        loadId: 'D-TORONTO',
        to: testPlaces.toronto,
        pickup: `${day}T12:00:00-06:00`,
        drop: '2030-03-07T14:00:00-06:00',
      },
    ]);
    const drop = { dropStartDate: `${day}T00:00:00-06:00`, dropEndDate: '2030-03-10T23:55:00-06:00' };
    const toDallas = await search(dispatcher, {
      ...fromChicago,
      ...pickUpOn(day),
      ...drop,
      destinationCity: 'Dallas',
      destinationState: 'TX',
      destinationCountry: 'USA',
      destinationRadius: 100,
    });
    expect(loadIdsOf(toDallas.result)).toEqual(['D-DALLAS']);
    const toStates = await search(dispatcher, {
      ...fromChicago,
      ...pickUpOn(day),
      ...drop,
      destinationStates: ['TX', 'GA'],
      destinationCountry: 'USA',
    });
    expect(loadIdsOf(toStates.result)).toEqual(['D-DALLAS', 'D-HOUSTON', 'D-ATLANTA']);
    const toOntario = await search(dispatcher, {
      ...fromChicago,
      ...pickUpOn(day),
      ...drop,
      destinationStates: ['ON'],
      destinationCountry: 'CAN',
    });
    expect(loadIdsOf(toOntario.result)).toEqual(['D-TORONTO']);
    // Anywhere: no drop dates needed, and none applied.
    const anywhere = await search(dispatcher, { ...fromChicago, ...pickUpOn(day) });
    expect(anywhere.result?.totalRecords).toBe(5);
  });

  it('[D1-7.06] an origin Anywhere with a destination city searches by the destination alone', async () => {
    const day = '2030-03-07';
    await insertPostings(db, [
      {
        loadId: 'A-LA',
        from: testPlaces.losAngeles,
        to: testPlaces.dallas,
        pickup: `${day}T08:00:00-06:00`,
        drop: '2030-03-09T08:00:00-06:00',
      },
      {
        loadId: 'A-ATL',
        from: testPlaces.atlanta,
        to: testPlaces.houston,
        pickup: `${day}T09:00:00-06:00`,
        drop: '2030-03-09T08:00:00-06:00',
      },
    ]);
    const { body, result } = await search(dispatcher, {
      trailerType: 'Dry Van',
      ...pickUpOn(day),
      destinationCity: 'Fort Worth',
      destinationState: 'TX',
      destinationCountry: 'USA',
      destinationRadius: 50,
      dropStartDate: `${day}T00:00:00-06:00`,
      dropEndDate: '2030-03-15T23:55:00-06:00',
    });
    expect(body.errors).toBeUndefined();
    expect(loadIdsOf(result)).toEqual(['A-LA']);
    expect(result?.loadPostings[0]?.originDeadHead).toBeNull();
    expect(result?.loadPostings[0]?.destinationDeadHead).toBeCloseTo(
      haversineMiles(testPlaces.dallas, testPlaces.fortWorth),
      0,
    );
  });

  describe('[D1-1.12] who sees which load', () => {
    const day = '2030-03-08';
    beforeAll(() =>
      insertPostings(db, [
        { loadId: 'V-PLAIN', pickup: `${day}T08:00:00-06:00` },
        { loadId: 'V-MANAGED', managedEquipment: true, pickup: `${day}T09:00:00-06:00` },
        { loadId: 'V-EXCLUSIVE', exclusiveLoad: true, pickup: `${day}T10:00:00-06:00` },
        {
          loadId: 'V-MANAGED-EXCLUSIVE',
          managedEquipment: true,
          exclusiveLoad: true,
          pickup: `${day}T11:00:00-06:00`,
        },
      ]),
    );

    it('[D1-1.12] managed-equipment loads only for carriers with that capability, the others only with the non-managed one', async () => {
      expect(loadIdsOf((await search(dispatcher, { ...fromChicago, ...pickUpOn(day) })).result)).toEqual([
        'V-PLAIN',
      ]);
      expect(loadIdsOf((await search(managedOnly, { ...fromChicago, ...pickUpOn(day) })).result)).toEqual([
        'V-MANAGED',
      ]);
    });

    it('[D1-1.12] exclusive loads only for the configured tiers', async () => {
      expect(loadIdsOf((await search(gold, { ...fromChicago, ...pickUpOn(day) })).result)).toEqual([
        'V-PLAIN',
        'V-MANAGED',
        'V-EXCLUSIVE',
        'V-MANAGED-EXCLUSIVE',
      ]);
    });

    it('[D1-3.04] the carrier fields of the request are ignored: the caller’s carrier decides', async () => {
      const { body, result } = await search(dispatcher, {
        ...fromChicago,
        ...pickUpOn(day),
        userId: gold.member.id,
        carrierId: gold.member.carrierId,
        carrierScac: 'GOLD',
        carrierTier: 'GOLD',
        managedEquipmentCapability: true,
        nonManagedEquipmentCapability: true,
        userRole: 'carrierAdmin',
      });
      expect(body.errors).toBeUndefined();
      expect(loadIdsOf(result)).toEqual(['V-PLAIN']);
    });

    it('[D1-3.04] a caller without a carrier sees what a guest sees', async () => {
      expect(loadIdsOf((await search(guest, { ...fromChicago, ...pickUpOn(day) })).result)).toEqual([
        'V-PLAIN',
      ]);
    });
  });

  it('[D1-4.06] a guest-only user searches the default trailer type whatever they send', async () => {
    const day = '2030-03-09';
    await insertPostings(db, [
      { loadId: 'G-DRY', pickup: `${day}T08:00:00-06:00` },
      { loadId: 'G-FLAT', transportMode: 'Flatbed', pickup: `${day}T09:00:00-06:00` },
    ]);
    const asked = { ...fromChicago, ...pickUpOn(day), trailerType: 'Flatbed' };
    expect(loadIdsOf((await search(guest, asked)).result)).toEqual(['G-DRY']);
    expect(loadIdsOf((await search(dispatcher, asked)).result)).toEqual(['G-FLAT']);
    const [saved] = await db
      .select({ trailerType: savedSearches.trailerType })
      .from(savedSearches)
      .where(eq(savedSearches.memberId, guest.member.id));
    expect(saved?.trailerType).toBe('Dry Van');
  });

  describe('[D1-5] the server checks the rules of the form again', () => {
    const valid = { ...fromChicago, ...pickUpOn('2030-03-10') };
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        '[D1-5.02][D1-5.05] both sides Anywhere',
        { ...valid, originCity: null },
        { origin: 'locationMissing' },
      ],
      [
        '[D1-5.05] states with the origin Anywhere',
        { ...valid, originCity: null, destinationStates: ['TX'], destinationCountry: 'USA', ...dropDates() },
        { origin: 'originMissingForStates' },
      ],
      [
        '[D1-5.03] a destination without drop dates',
        { ...valid, destinationCity: 'Dallas', destinationState: 'TX', destinationCountry: 'USA' },
        { dropDates: 'dropDateInvalid' },
      ],
      [
        '[D1-5.04] a drop range that begins before the pick-up range',
        {
          ...valid,
          destinationStates: ['TX'],
          ...dropDates('2030-03-09T00:00:00-06:00', '2030-03-20T23:55:00-06:00'),
        },
        { dropDates: 'dropStartsBeforePickup' },
      ],
      [
        '[D1-5.04] a drop range that ends before the pick-up range',
        {
          ...valid,
          destinationStates: ['TX'],
          ...dropDates('2030-03-10T00:00:00-06:00', '2030-03-10T12:00:00-06:00'),
        },
        { dropDates: 'dropEndsBeforePickup' },
      ],
      [
        '[D1-5.04] a drop range that ends before it begins',
        {
          ...valid,
          destinationStates: ['TX'],
          ...dropDates('2030-03-12T00:00:00-06:00', '2030-03-11T00:00:00-06:00'),
        },
        { dropDates: 'dropDateInvalid' },
      ],
      [
        '[D1-5.06] more than 3 states',
        { ...valid, destinationStates: ['TX', 'OK', 'KS', 'NE'], ...dropDates() },
        { destinationStates: 'tooManyStates' },
      ],
      [
        '[D1-5.06] a state that is not one of the country',
        { ...valid, destinationStates: ['TX', 'ON'], destinationCountry: 'USA', ...dropDates() },
        { destinationStates: 'unknownState' },
      ],
      [
        '[D1-5.06][D1-5.09] a city the gazetteer does not know',
        { ...valid, originCity: 'Springfieldish' },
        { origin: 'cityInvalid' },
      ],
      [
        '[D1-5.06][D1-5.09] a known city in the wrong state',
        { ...valid, originState: 'TX' },
        { origin: 'cityInvalid' },
      ],
      [
        '[D1-5.06] a pick-up date that is not a date',
        { ...valid, pickUpStartDate: '2030-02-30T00:00:00-06:00' },
        { pickUpDates: 'pickupDateInvalid' },
      ],
      [
        '[D1-5.07] a pick-up range that ends before it begins',
        { ...valid, pickUpEndDate: '2030-03-09T00:00:00-06:00' },
        { pickUpDates: 'pickupRangeReversed' },
      ],
      [
        '[D1-5.08] a radius off the slider',
        { ...valid, originRadius: 30 },
        { originRadius: 'radiusInvalid' },
      ],
      [
        'a trailer type nobody posts',
        { ...valid, trailerType: 'Hovercraft' },
        { trailerType: 'trailerTypeInvalid' },
      ],
      [
        'several broken rules: all named, the first one in the message',
        { ...valid, originRadius: 30, pickUpEndDate: '2030-03-09T00:00:00-06:00', trailerType: 'Hovercraft' },
        {
          originRadius: 'radiusInvalid',
          pickUpDates: 'pickupRangeReversed',
          trailerType: 'trailerTypeInvalid',
        },
      ],
    ];

    function dropDates(start = '2030-03-10T00:00:00-06:00', end = '2030-03-20T23:55:00-06:00') {
      return { dropStartDate: start, dropEndDate: end };
    }

    it.each(cases)('%s is refused with its message and nothing is recorded', async (_name, input, fields) => {
      const before = await savedSearchCount(dispatcher);
      const { status, body } = await search(dispatcher, input);
      expect(status).toBe(400);
      const first = Object.values(fields)[0] as SearchRuleIssue;
      expect(body.errors).toEqual([
        {
          message: inEnglish(message(`messages:searchRules.${first}`)),
          extensions: { code: 'BAD_USER_INPUT', fields },
        },
      ]);
      expect(await savedSearchCount(dispatcher)).toBe(before);
    });

    it('[D1-5.08] a caller reading French (Accept-Language fr-CA) gets the broken rule in French, its field the rule code', async () => {
      const input = { ...valid, originRadius: 30 };
      const french = await graphqlAs(
        test.app,
        { ...dispatcher.headers, 'accept-language': 'fr-CA' },
        searchQuery,
        { input },
      );
      expect(french.status).toBe(400);
      expect(french.body.errors).toEqual([
        {
          message: 'Choisissez un rayon de 25 à 250 milles, par pas de 25.',
          extensions: { code: 'BAD_USER_INPUT', fields: { originRadius: 'radiusInvalid' } },
        },
      ]);
    });

    it('[D1-5.08] without Accept-Language the broken rule is answered in English', async () => {
      const { body } = await search(dispatcher, { ...valid, originRadius: 30 });
      expect(body.errors?.[0]?.message).toBe('Choose a radius from 25 to 250 miles, in steps of 25.');
    });

    it('the valid search of these cases is accepted', async () => {
      const { body } = await search(dispatcher, valid);
      expect(body.errors).toBeUndefined();
    });

    it('[D1-5.07] the pick-up start may not precede today in the origin’s own zone', async () => {
      // 06:30 UTC on 1 March: already 1 March in Chicago, still 28 February in Los Angeles.
      clock = new Date('2030-03-01T06:30:00Z');
      try {
        const yesterday = (offset: string) => ({
          pickUpStartDate: `2030-02-28T00:00:00${offset}`,
          pickUpEndDate: `2030-03-02T23:55:00${offset}`,
        });
        const inChicago = await search(dispatcher, { ...fromChicago, ...yesterday('-06:00') });
        expect(inChicago.body.errors?.[0]).toMatchObject({
          message: 'Please provide a correct pickup date',
          extensions: { fields: { pickUpDates: 'pickupDateInvalid' } },
        });
        const inLosAngeles = await search(dispatcher, {
          ...fromChicago,
          originCity: 'Los Angeles',
          originState: 'CA',
          ...yesterday('-08:00'),
        });
        expect(inLosAngeles.body.errors).toBeUndefined();
      } finally {
        clock = friday;
      }
    });
  });

  it('[D1-5.09] a city typed in another case or without its accents is the gazetteer’s place', async () => {
    const day = '2030-03-11';
    await insertPostings(db, [
      {
        loadId: 'M-MONTREAL',
        from: testPlaces.montreal,
        to: testPlaces.toronto,
        pickup: `${day}T08:00:00-05:00`,
      },
    ]);
    const { body, result } = await search(dispatcher, {
      originCity: 'MONTREAL',
      originState: 'QC',
      originCountry: 'CAN',
      originRadius: 25,
      trailerType: 'Dry Van',
      pickUpStartDate: `${day}T00:00:00-05:00`,
      pickUpEndDate: `${day}T23:55:00-05:00`,
    });
    expect(body.errors).toBeUndefined();
    expect(loadIdsOf(result)).toEqual(['M-MONTREAL']);
    const [saved] = await db
      .select({ city: savedSearches.originCity, offset: savedSearches.zoneOffset })
      .from(savedSearches)
      .where(eq(savedSearches.id, result!.searchHistoryId!));
    expect(saved).toEqual({ city: 'Montréal', offset: '-05:00' });
  });

  it('[D1-3.06] records the search as a recent search unless it re-runs a saved one', async () => {
    const input = { ...fromChicago, ...pickUpOn('2030-03-12') };
    const before = await savedSearchCount(dispatcher);
    const skipped = await search(dispatcher, { ...input, skipUserSearchHistory: true });
    expect(skipped.result?.searchHistoryId).toBeNull();
    expect(await savedSearchCount(dispatcher)).toBe(before);
    const recorded = await search(dispatcher, input);
    expect(recorded.result?.searchHistoryId).toEqual(expect.any(String));
    expect(await savedSearchCount(dispatcher)).toBe(before + 1);
  });

  it('[D1-4.07] answers whether the recent search it was recorded as is a favourite', async () => {
    const input = { ...fromChicago, ...pickUpOn('2030-03-12'), originRadius: 75 };
    const first = await search(dispatcher, input);
    expect(first.result).toMatchObject({ searchHistoryId: expect.any(String), searchHistoryFavorite: false });
    await db
      .update(savedSearches)
      .set({ favorite: true })
      .where(eq(savedSearches.id, first.result!.searchHistoryId!));

    const again = await search(dispatcher, input);
    expect(again.result).toMatchObject({
      searchHistoryId: first.result!.searchHistoryId,
      searchHistoryFavorite: true,
    });
    const skipped = await search(dispatcher, { ...input, skipUserSearchHistory: true });
    expect(skipped.result).toMatchObject({ searchHistoryId: null, searchHistoryFavorite: false });
  });

  it('dates mean the wall-clock days at the place searched, whatever offset the browser wrote them with', async () => {
    // Chicago is on CDT (-05:00) from 10 March 2030.
    await insertPostings(db, [
      { loadId: 'TZ-EVENING-BEFORE', pickup: '2030-03-24T21:00:00-05:00' },
      { loadId: 'TZ-INSIDE', pickup: '2030-03-25T12:00:00-05:00' },
      { loadId: 'TZ-LAST-EVENING', pickup: '2030-03-26T23:00:00-05:00' },
    ]);
    // 25 to 26 March as a browser in UTC, one in Los Angeles (PDT) and one in Chicago write it.
    for (const offset of ['+00:00', '-07:00', '-05:00']) {
      const { body, result } = await search(dispatcher, {
        ...fromChicago,
        pickUpStartDate: `2030-03-25T00:00:00${offset}`,
        pickUpEndDate: `2030-03-26T23:55:00${offset}`,
        skipUserSearchHistory: true,
      });
      expect(body.errors).toBeUndefined();
      expect(loadIdsOf(result), offset).toEqual(['TZ-INSIDE', 'TZ-LAST-EVENING']);
    }
  });

  it('[D1-7.06] marks the loads the caller watches', async () => {
    const day = '2030-03-13';
    await insertPostings(db, [
      { loadId: 'WATCHED', pickup: `${day}T08:00:00-06:00` },
      { loadId: 'NOT-WATCHED', pickup: `${day}T09:00:00-06:00` },
    ]);
    const [posting] = await db
      .select({ id: loadPostings.id })
      .from(loadPostings)
      .where(eq(loadPostings.loadId, 'WATCHED'));
    await db.insert(watchedLoads).values({
      memberId: dispatcher.member.id,
      carrierId: dispatcher.member.carrierId!,
      loadPostingId: posting!.id,
    });
    const { result } = await search(dispatcher, { ...fromChicago, ...pickUpOn(day) });
    expect(result?.loadPostings.map((load) => [load.loadId, load.isWatched])).toEqual([
      ['WATCHED', true],
      ['NOT-WATCHED', false],
    ]);
    const other = await search(gold, { ...fromChicago, ...pickUpOn(day) });
    expect(other.result?.loadPostings.every((load) => !load.isWatched)).toBe(true);
  });

  describe('[D1-9.03] sorting', () => {
    const day = '2030-03-14';
    const at = (hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00-06:00`;
    beforeAll(() =>
      insertPostings(db, [
        {
          loadId: 'S-A',
          pickup: at(9),
          totalChargeCents: 150_000,
          totalDistance: 300,
          from: testPlaces.gary,
        },
        {
          loadId: 'S-B',
          pickup: at(7),
          totalChargeCents: null,
          totalDistance: 900,
          from: testPlaces.milwaukee,
        },
        { loadId: 'S-C', pickup: at(8), totalChargeCents: 320_000, totalDistance: 100 },
        {
          loadId: 'S-D',
          pickup: at(8),
          totalChargeCents: 150_000,
          totalDistance: 500,
          to: testPlaces.fortWorth,
        },
      ]),
    );
    const sorted = async (sort: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const { body, result } = await search(dispatcher, {
        ...fromChicago,
        ...pickUpOn(day),
        ...extra,
        ...sort,
      });
      expect(body.errors).toBeUndefined();
      return loadIdsOf(result);
    };

    it('[D1-9.03] by pick-up date, earliest first, by default; the load id breaks ties', async () => {
      expect(await sorted({})).toEqual(['S-B', 'S-C', 'S-D', 'S-A']);
      expect(await sorted({ sortColumn: 'pickUpStartDate', sortDirection: 'DESC' })).toEqual([
        'S-A',
        'S-C',
        'S-D',
        'S-B',
      ]);
    });

    it('[D1-9.03] by price, best paid first unless asked otherwise, loads without a rate last either way', async () => {
      expect(await sorted({ sortColumn: 'price' })).toEqual(['S-C', 'S-A', 'S-D', 'S-B']);
      expect(await sorted({ sortColumn: 'price', sortDirection: 'ASC' })).toEqual([
        'S-A',
        'S-D',
        'S-C',
        'S-B',
      ]);
    });

    it('[D1-9.03] by distance', async () => {
      expect(await sorted({ sortColumn: 'total_distance' })).toEqual(['S-C', 'S-A', 'S-D', 'S-B']);
      expect(await sorted({ sortColumn: 'total_distance', sortDirection: 'desc' })).toEqual([
        'S-B',
        'S-D',
        'S-A',
        'S-C',
      ]);
    });

    it('[D1-9.03] by origin deadhead when the origin is a city', async () => {
      // Chicago itself (S-C, S-D), Gary 24 miles, Milwaukee 81 miles.
      expect(await sorted({ sortColumn: 'originDeadHead' })).toEqual(['S-C', 'S-D', 'S-A', 'S-B']);
    });

    it('[D1-9.03] by destination deadhead when the destination is a city', async () => {
      const toFortWorth = {
        destinationCity: 'Fort Worth',
        destinationState: 'TX',
        destinationCountry: 'USA',
        destinationRadius: 100,
        dropStartDate: `${day}T00:00:00-06:00`,
        dropEndDate: '2030-03-22T23:55:00-06:00',
      };
      expect(await sorted({ sortColumn: 'destinationDeadHead' }, toFortWorth)).toEqual([
        'S-D',
        'S-A',
        'S-B',
        'S-C',
      ]);
    });

    it('[D1-9.03] a deadhead sort without a city on that side is refused', async () => {
      const { status, body } = await search(dispatcher, {
        ...fromChicago,
        ...pickUpOn(day),
        destinationStates: ['TX'],
        dropStartDate: `${day}T00:00:00-06:00`,
        dropEndDate: '2030-03-22T23:55:00-06:00',
        sortColumn: 'destinationDeadHead',
      });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { sortColumn: expect.stringContaining('originDeadHead') },
      });
      const unknown = await search(dispatcher, { ...fromChicago, ...pickUpOn(day), sortColumn: 'weight' });
      expect(unknown.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('[D1-9.01][D1-4.10] paging', () => {
    const day = '2030-03-15';
    beforeAll(() =>
      insertPostings(
        db,
        // 60 loads, many at the same minute and price: only the tie-breaker keeps pages apart.
        Array.from({ length: 60 }, (_, index) => ({
          loadId: `P-${String(59 - index).padStart(2, '0')}`,
          pickup: `${day}T${String(8 + (index % 3)).padStart(2, '0')}:00:00-06:00`,
          totalChargeCents: index % 2 === 0 ? 200_000 : null,
        })),
      ),
    );

    it('[D1-9.01] a page holds 25 loads by default', async () => {
      const { result } = await search(dispatcher, { ...fromChicago, ...pickUpOn(day) });
      expect(result?.totalRecords).toBe(60);
      expect(result?.loadPostings).toHaveLength(25);
    });

    it.each(['pickUpStartDate', 'price', 'total_distance', 'originDeadHead'])(
      '[D1-4.10] paging by %s reaches the end with every load once',
      async (sortColumn) => {
        const seen: string[] = [];
        for (let page = 0; page < 4; page += 1) {
          const { result } = await search(dispatcher, { ...fromChicago, ...pickUpOn(day), sortColumn, page });
          expect(result?.totalRecords).toBe(60);
          expect(result?.loadPostings).toHaveLength(page < 2 ? 25 : page === 2 ? 10 : 0);
          seen.push(...loadIdsOf(result)!);
        }
        expect(seen).toHaveLength(60);
        expect(new Set(seen).size).toBe(60);
      },
    );

    it('[D1-4.10] past the count cap: the cap and totalRecordsCapped, yet the next page counted and every load reached', async () => {
      // The same database and clock, with the count capped at 30 of the 60 matches.
      const capped = await startTestApp(
        { CONFIG_OVERRIDES: JSON.stringify({ search: { matchCountCap: 30 } }) },
        { database: test.database, now: () => clock },
      );
      try {
        const counts: unknown[] = [];
        const seen: string[] = [];
        for (let page = 0; page < 4; page += 1) {
          const input = { ...fromChicago, ...pickUpOn(day), page, skipUserSearchHistory: true };
          const { body } = await graphqlAs(capped.app, dispatcher.headers, searchQuery, { input });
          const result = body.data?.searchLoadPostingV2 as SearchResult;
          counts.push([result.totalRecords, result.totalRecordsCapped]);
          seen.push(...loadIdsOf(result)!);
        }
        // Page 0 counts to the end of page 1 (50, past the cap of 30): more match. Page 1 counts to the
        // end of page 2 (75), which holds all 60.
        expect(counts).toEqual([
          [50, true],
          [60, false],
          [60, false],
          [60, false],
        ]);
        expect(new Set(seen).size).toBe(60);
      } finally {
        await capped.close();
      }
      const uncapped = await search(dispatcher, { ...fromChicago, ...pickUpOn(day) });
      expect(uncapped.result).toMatchObject({ totalRecords: 60, totalRecordsCapped: false });
    });

    it('[D1-4.10] a page size up to 100 may be asked; beyond is refused', async () => {
      const { result } = await search(dispatcher, { ...fromChicago, ...pickUpOn(day), size: 100 });
      expect(result?.loadPostings).toHaveLength(60);
      const tooBig = await search(dispatcher, { ...fromChicago, ...pickUpOn(day), size: 101 });
      expect(tooBig.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { size: expect.any(String) },
      });
    });
  });

  it('[D1-6.05] refuses a role without new search (a driver)', async () => {
    const { status, body } = await search(driver, { ...fromChicago, ...pickUpOn('2030-03-16') });
    expect(status).toBe(403);
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it.each(['web', 'mobile'] as const)('answers on the %s gateway', async (channel) => {
    const { status, body } = await graphql(
      test.app,
      searchQuery,
      { input: { ...fromChicago, ...pickUpOn('2030-03-04'), skipUserSearchHistory: true } },
      channel,
      dispatcher.headers,
    );
    expect(status).toBe(200);
    expect(body.data?.searchLoadPostingV2).toMatchObject({ totalRecords: 1 });
  });
});
