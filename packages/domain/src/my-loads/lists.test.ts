import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { myLoadBuckets, shipmentStates, type MyLoadBucket } from '../shipment-states';
import {
  bucketOfList,
  defaultBucket,
  firstNonEmptyBucket,
  listOfBucket,
  listOfShipmentState,
  listTitle,
  openableBuckets,
  openableListOf,
} from './lists';
import { beta, dispatcher, driver, driverDispatcher, guest, leased } from './my-loads.fixtures';

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

  it('[D2-2.14] [D2-6.01] a shipment opens in the list of its state when the role may open it, else on its own page', () => {
    expect(openableListOf('CARRIER_ASSIGNMENT', dispatcher)).toBe('CarrierAssigned');
    // The owner-operator's booked load before its first driver: Carrier Assigned is the dispatcher's.
    expect(openableListOf('CARRIER_ASSIGNMENT', leased)).toBeNull();
    expect(openableListOf('DRIVER_ASSIGNMENT', leased)).toBe('DriverAssigned');
    expect(openableListOf('TENDERED', driver)).toBeNull();
    expect(openableListOf('TENDER_DECLINED', dispatcher)).toBeNull();
    expect(openableListOf(null, dispatcher)).toBeNull();
  });
});
