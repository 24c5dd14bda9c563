import { describe, expect, it } from 'vitest';
import { getNavigationItems, type NavItemId } from './navigation';
import type { Role } from './roles';

const allRoutes: NavItemId[] = ['fuelSavings', 'trailerRental', 'parking', 'more'];

// Each row: the demo account's roles and exactly the side-navigation items it sees, in order.
const rows: [string, Role[], NavItemId[]][] = [
  ['guest', ['carrierGuest'], ['home', 'search', ...allRoutes]],
  ['driver', ['carrierDriver'], ['home', 'myLoads', ...allRoutes]],
  ['dispatcher', ['carrierDispatcher'], ['home', 'search', 'myLoads', 'manageCapacity', ...allRoutes]],
  ['admin', ['carrierAdmin'], ['home', 'myDrivers', ...allRoutes]],
  ['owner-operator', ['carrierLeasedOwnerOpr'], ['home', 'search', 'myLoads', ...allRoutes]],
  [
    'beta and dispatcher',
    ['carrierBeta1', 'carrierDispatcher'],
    ['home', 'search', 'myLoads', 'myDrivers', 'manageCapacity', ...allRoutes],
  ],
  [
    'dispatcher and admin',
    ['carrierDispatcher', 'carrierAdmin'],
    ['home', 'search', 'myLoads', 'myDrivers', 'manageCapacity', ...allRoutes],
  ],
];

describe('getNavigationItems', () => {
  it.each(rows)(
    '[D1-6.16] [D1-2.13] [D3-2.25] the %s sees exactly its side-navigation items',
    (_n, roles, ids) => {
      expect(getNavigationItems(roles).items.map((item) => item.id)).toEqual(ids);
    },
  );

  it('[D1-2.13] [D3-2.24] More holds Feedback, Preferences and Support for everyone', () => {
    for (const [, roles] of rows) {
      expect(getNavigationItems(roles).moreItems.map((item) => item.id)).toEqual([
        'feedback',
        'preferences',
        'support',
      ]);
    }
  });

  it('[D1-2.13] Fuel Savings opens in a new tab; Trailer Rental and Parking ask first', () => {
    const kinds = Object.fromEntries(
      getNavigationItems(['carrierDispatcher']).items.map((item) => [item.id, item.kind]),
    );
    expect(kinds).toMatchObject({
      fuelSavings: 'external',
      trailerRental: 'externalWithConfirmation',
      parking: 'externalWithConfirmation',
      home: 'route',
    });
  });

  it('a user without roles sees nothing', () => {
    expect(getNavigationItems([])).toEqual({ items: [], moreItems: [] });
  });
});
