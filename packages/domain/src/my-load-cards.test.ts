import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config';
import {
  bucketOfList,
  defaultBucket,
  firstNonEmptyBucket,
  hasTenderActions,
  hasTripStarted,
  listOfBucket,
  listOfShipmentState,
  listTitle,
  myLoadCardButtons,
  openableBuckets,
  reloadSearchCriteria,
  showsDriverFilter,
  showsDriverPersona,
  type MyLoadCardButtons,
  type MyLoadCardShipment,
  type ReloadStop,
} from './my-load-cards';
import type { Role } from './roles';
import { myLoadBuckets, shipmentStates, type MyLoadBucket } from './shipment-states';
import { validateSearchCriteria } from './search/validation';

const dispatcher: Role[] = ['carrierDispatcher'];
const driver: Role[] = ['carrierDriver'];
const leased: Role[] = ['carrierLeasedOwnerOpr'];
const beta: Role[] = ['carrierBeta1'];
const guest: Role[] = ['carrierGuest'];
const driverDispatcher: Role[] = ['carrierDriver', 'carrierDispatcher'];

const shipment: MyLoadCardShipment = {
  shipmentState: 'DRIVER_ASSIGNMENT',
  executionStatus: null,
  sourceSystem: 'MERCURYGATE',
  division: null,
  loadType: 'Brokerage',
};
const config = { myLoads: defaultConfig.myLoads };

const buttons = (
  module: MyLoadBucket,
  roles: Role[],
  changes: Partial<MyLoadCardShipment> = {},
): MyLoadCardButtons => myLoadCardButtons({ module, roles, shipment: { ...shipment, ...changes }, config });

describe('the My Loads lists', () => {
  it('[D2-2.01] [D2-2.06] [D2-4.01] each bucket has its route name, and a route name its bucket in any case', () => {
    expect(myLoadBuckets.map((bucket) => listOfBucket[bucket])).toEqual([
      'CarrierTendered',
      'CarrierAssigned',
      'DriverAssigned',
      'InTransit',
      'DeliveredNeedsPPWK',
      'DeliveredWithPPWK',
    ]);
    expect(bucketOfList('driverassigned')).toBe('driverAssigned');
    expect(bucketOfList('DeliveredWithPPWK')).toBe('deliveredWithPaperWork');
    expect(bucketOfList('shipmentUpdateScreen')).toBeNull();
  });

  it.each<[string, Role[], MyLoadBucket[]]>([
    ['a dispatcher', dispatcher, [...myLoadBuckets]],
    [
      'a driver',
      driver,
      ['driverAssigned', 'inTransit', 'deliveredNeedsPaperWork', 'deliveredWithPaperWork'],
    ],
    [
      'an owner-operator',
      leased,
      ['driverAssigned', 'inTransit', 'deliveredNeedsPaperWork', 'deliveredWithPaperWork'],
    ],
    ['a Beta member', beta, []],
    ['a guest', guest, []],
  ])('[D2-2.14] [D2-6.01] [D2-6.03] [D2-6.04] %s opens the lists of their roles', (_who, roles, expected) => {
    expect(openableBuckets(roles)).toEqual(expected);
  });

  it('[D2-2.12] /app/myLoad leads carrier-level users to Carrier Tendered, others to Driver Assigned', () => {
    expect(defaultBucket(dispatcher)).toBe('carrierTendered');
    expect(defaultBucket(driverDispatcher)).toBe('carrierTendered');
    expect(defaultBucket(driver)).toBe('driverAssigned');
    expect(defaultBucket(leased)).toBe('driverAssigned');
  });

  it('[D2-2.13] the tab opens the first non-empty list in the spec order, else the default one', () => {
    const counts = (values: number[]) =>
      myLoadBuckets.map((bucket, index) => ({ bucket, count: values[index] ?? 0 }));
    expect(firstNonEmptyBucket(counts([0, 0, 3, 1, 0, 2]), dispatcher)).toBe('driverAssigned');
    expect(firstNonEmptyBucket(counts([1, 5, 0, 0, 0, 0]), dispatcher)).toBe('carrierTendered');
    expect(firstNonEmptyBucket(counts([0, 0, 0, 0, 0, 4]), dispatcher)).toBe('deliveredWithPaperWork');
    expect(firstNonEmptyBucket(counts([0, 0, 0, 0, 0, 0]), dispatcher)).toBe('carrierTendered');
    // A count of a list the role may not open never decides.
    expect(firstNonEmptyBucket(counts([7, 0, 0, 1, 0, 0]), driver)).toBe('inTransit');
    expect(firstNonEmptyBucket([], driver)).toBe('driverAssigned');
  });

  it('[D2-2.03] Driver Assigned is titled so for dispatchers and Loads Assigned otherwise', () => {
    expect(listTitle('driverAssigned', dispatcher)).toBe('driverAssigned');
    expect(listTitle('driverAssigned', driverDispatcher)).toBe('driverAssigned');
    expect(listTitle('driverAssigned', driver)).toBe('loadsAssigned');
    expect(listTitle('driverAssigned', leased)).toBe('loadsAssigned');
    expect(listTitle('inTransit', driver)).toBe('inTransit');
  });

  it('[D2-4.02] [D2-4.03] [D3-4.51] [D3-4.54] the reference search maps every shipment state to its list; others to none', () => {
    const mapped = Object.fromEntries(shipmentStates.map((state) => [state, listOfShipmentState(state)]));
    expect(mapped).toEqual({
      NOT_ASSIGNED: null,
      TENDERED: 'CarrierTendered',
      PENDING_CARRIER_ASSIGNMENT: 'CarrierAssigned',
      CARRIER_ASSIGNMENT: 'CarrierAssigned',
      PENDING_DRIVER_UNASSIGNMENT: 'CarrierAssigned',
      PENDING_DRIVER_ASSIGNMENT: 'DriverAssigned',
      DRIVER_ASSIGNMENT: 'DriverAssigned',
      PENDING_TENDER_DECLINED: null,
      TENDER_DECLINED: null,
      IN_TRANSIT: 'InTransit',
      DELIVERED_NEEDS_PPWK: 'DeliveredNeedsPPWK',
      DELIVERED_WITH_PPWK: 'DeliveredWithPPWK',
    });
    expect(listOfShipmentState(null)).toBeNull();
    expect(listOfShipmentState('SOMETHING_ELSE')).toBeNull();
  });
});

describe('the driver filter and personas', () => {
  const on = { driverFilter: true };
  it('[D2-2.19] the driver filter shows on delivered lists with the filter permission and the flag on', () => {
    const shownIn = (roles: Role[], features = on) =>
      myLoadBuckets.filter((bucket) => showsDriverFilter(bucket, roles, features));
    expect(shownIn(dispatcher)).toEqual(['deliveredNeedsPaperWork', 'deliveredWithPaperWork']);
    expect(shownIn(dispatcher, { driverFilter: false })).toEqual([]);
    expect(shownIn(driver)).toEqual([]);
    expect(shownIn(leased)).toEqual([]);
  });

  it('[D2-6.07] driver personas show in the driver lists for holders of the filter permission', () => {
    expect(myLoadBuckets.filter((bucket) => showsDriverPersona(bucket, dispatcher))).toEqual([
      'driverAssigned',
      'inTransit',
      'deliveredNeedsPaperWork',
      'deliveredWithPaperWork',
    ]);
    expect(myLoadBuckets.filter((bucket) => showsDriverPersona(bucket, driver))).toEqual([]);
  });
});

describe('the buttons of a load card', () => {
  it('[D2-2.29] a tendered card offers Accept and Decline where tenders are configured, else Contact Us', () => {
    expect(buttons('carrierTendered', dispatcher, { shipmentState: 'TENDERED' })).toEqual({
      primary: 'accept',
      secondary: ['decline'],
      reload: null,
    });
    expect(buttons('carrierTendered', dispatcher, { sourceSystem: 'ASL' })).toEqual({
      primary: 'contactUs',
      secondary: [],
      reload: null,
    });
  });

  it('[D2-6.15] tender actions are configured by source system, or by source system and division', () => {
    const byDivision = { myLoads: { tenderActionSources: ['ASL/EAST'] } };
    expect(hasTenderActions({ sourceSystem: 'ASL', division: 'EAST' }, byDivision)).toBe(true);
    expect(hasTenderActions({ sourceSystem: 'ASL', division: 'WEST' }, byDivision)).toBe(false);
    expect(hasTenderActions({ sourceSystem: 'ASL', division: null }, byDivision)).toBe(false);
    expect(hasTenderActions({ sourceSystem: 'TRINIUM', division: 'X' }, config)).toBe(true);
  });

  it.each([
    ['CARRIER_ASSIGNMENT', 'assignDriver'],
    ['PENDING_DRIVER_ASSIGNMENT', 'assignDriver'],
    ['PENDING_DRIVER_UNASSIGNMENT', 'assignDriver'],
    ['PENDING_CARRIER_ASSIGNMENT', null],
  ] as const)('[D2-2.30] a Carrier Assigned card in state %s offers %s', (shipmentState, primary) => {
    expect(buttons('carrierAssigned', dispatcher, { shipmentState })).toEqual({
      primary,
      secondary: [],
      reload: null,
    });
  });

  it('[D2-2.31] [D2-4.05] Driver Assigned: Start Trip or Update by whether the trip started, and Un-Assign for dispatchers', () => {
    expect(buttons('driverAssigned', dispatcher)).toEqual({
      primary: 'startTrip',
      secondary: ['unassignDriver'],
      reload: 'reload',
    });
    for (const executionStatus of ['STARTED', 'IN_TRANSIT', 'DELIVERED', 'COMPLETED', 'CANCELLED']) {
      expect(buttons('driverAssigned', dispatcher, { executionStatus }).primary).toBe('update');
      expect(buttons('driverAssigned', dispatcher, { executionStatus }).secondary).toEqual([]);
    }
    expect(buttons('driverAssigned', driver)).toEqual({ primary: 'startTrip', secondary: [], reload: null });
    expect(buttons('driverAssigned', leased)).toEqual({
      primary: 'startTrip',
      secondary: [],
      reload: 'reload',
    });
  });

  it('[D2-4.05] IN_TRANSIT, DELIVERED, COMPLETED, CANCELLED (and STARTED) mark a trip as started', () => {
    expect(['STARTED', 'in_transit', 'DELIVERED', 'COMPLETED', 'CANCELLED'].map(hasTripStarted)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([null, undefined, '', 'PENDING', 'ACCEPTED'].map(hasTripStarted)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('[D2-2.32] [D2-2.33] In Transit offers Update; recently delivered See Details', () => {
    expect(buttons('inTransit', dispatcher)).toEqual({
      primary: 'update',
      secondary: [],
      reload: 'similarRoutes',
    });
    expect(buttons('inTransit', driver)).toEqual({ primary: 'update', secondary: [], reload: null });
    expect(buttons('deliveredNeedsPaperWork', dispatcher)).toEqual({
      primary: 'seeDetails',
      secondary: [],
      reload: null,
    });
  });

  it.each<[string, MyLoadCardButtons['secondary']]>([
    ['Brokerage', ['checkPaymentStatus']],
    ['Power Only', ['submitInvoice']],
    ['PO Dray', ['submitInvoice']],
    ['Freight Under Management', ['checkPaymentStatus']],
    ['Port Dray', ['checkPaymentStatus']],
  ])(
    '[D2-2.34] [D2-6.10] [D2-6.11] [D2-6.12] a delivered %s load with paperwork: View Load, then %j',
    (loadType, secondary) => {
      expect(buttons('deliveredWithPaperWork', dispatcher, { loadType })).toEqual({
        primary: 'viewLoad',
        secondary,
        reload: null,
      });
    },
  );

  it('[D2-2.28] [D2-2.35] [D2-6.01] non-dispatchers get no secondary button in any module', () => {
    for (const roles of [driver, leased]) {
      for (const module of myLoadBuckets) {
        for (const loadType of ['Brokerage', 'Power Only']) {
          expect(buttons(module, roles, { loadType, shipmentState: 'CARRIER_ASSIGNMENT' }).secondary).toEqual(
            [],
          );
        }
      }
    }
    expect(buttons('driverAssigned', driverDispatcher).secondary).toEqual(['unassignDriver']);
  });

  it('[D2-2.36] [D2-9.12] Reload on driver-assigned and Similar Routes Available on in-transit loads, for Dispatcher and Leased', () => {
    const reloadOf = (roles: Role[]) => myLoadBuckets.map((module) => buttons(module, roles).reload);
    expect(reloadOf(dispatcher)).toEqual([null, null, 'reload', 'similarRoutes', null, null]);
    expect(reloadOf(leased)).toEqual([null, null, 'reload', 'similarRoutes', null, null]);
    expect(reloadOf(driver)).toEqual([null, null, null, null, null, null]);
  });
});

describe('the reload search', () => {
  const stops: ReloadStop[] = [
    {
      sequence: 2,
      city: 'Dallas',
      state: 'TX',
      country: 'USA',
      postalCode: '75201',
      timeZone: 'America/Chicago',
      appointmentFrom: '2030-03-05T14:00:00-06:00',
    },
    {
      sequence: 1,
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      postalCode: '60632',
      timeZone: 'America/Chicago',
      appointmentFrom: '2030-03-04T08:00:00-06:00',
    },
  ];
  const now = new Date('2030-03-01T12:00:00Z');

  it('[D2-2.36] [D2-4.46] starts from the delivery stop, Anywhere, 100 miles, the trailer and the appointment day', () => {
    const criteria = reloadSearchCriteria(
      { transportMode: 'Refrigerated', stops },
      dispatcher,
      now,
      defaultConfig,
    );
    expect(criteria).toEqual({
      originMode: 'city',
      origin: {
        city: 'Dallas',
        state: 'TX',
        country: 'USA',
        postalCode: '75201',
        timeZone: 'America/Chicago',
      },
      originRadius: 100,
      destinationMode: 'anywhere',
      destination: null,
      destinationRadius: 100,
      destinationCountry: 'USA',
      destinationStates: [],
      pickUpStartDate: '2030-03-05T00:00:00-06:00',
      pickUpEndDate: '2030-03-07T23:55:00-06:00',
      dropStartDate: '2030-03-05T00:00:00-06:00',
      dropEndDate: '2030-03-13T23:55:00-06:00',
      trailerType: 'Refrigerated',
    });
    expect(validateSearchCriteria(criteria!, { now })).toEqual({});
  });

  it('[D2-4.46] an unknown transport mode searches the default trailer; a past appointment searches from today', () => {
    const later = new Date('2030-03-09T18:00:00Z');
    const criteria = reloadSearchCriteria({ transportMode: 'Van 53', stops }, leased, later, defaultConfig)!;
    expect(criteria.trailerType).toBe('Dry Van');
    expect(criteria.pickUpStartDate).toBe('2030-03-09T00:00:00-06:00');
    expect(validateSearchCriteria(criteria, { now: later })).toEqual({});
    expect(
      reloadSearchCriteria({ transportMode: 'Dry Van', stops: [] }, leased, later, defaultConfig),
    ).toBeNull();
  });
});
