import { describe, expect, it } from 'vitest';
import { hasPermission, isGuestOnly, permissions, type Permission } from './permissions';
import { roles, type Role } from './roles';

const allowed = (permission: Permission) => roles.filter((role) => hasPermission([role], permission));

const G: Role = 'carrierGuest';
const Dr: Role = 'carrierDriver';
const Di: Role = 'carrierDispatcher';
const A: Role = 'carrierAdmin';
const L: Role = 'carrierLeasedOwnerOpr';
const B: Role = 'carrierBeta1';
const sorted = (list: Role[]) => [...list].sort();

// Each row: the rule, the permissions it names, and exactly the single roles that hold them.
const rows: [string, Permission[], Role[]][] = [
  [
    '[D1-6.06] Recommended, Watched, Filter, Reload button: Di, L',
    ['home.recommended', 'home.watched', 'search.filter', 'search.reload'],
    [Di, L],
  ],
  [
    '[D1-6.07] Search (new, recent, favorite): G, Di, L',
    ['search.newSearch', 'search.recentSearch', 'search.favoriteSearch'],
    [G, Di, L],
  ],
  [
    '[D1-6.08] Manage My Capacity, Lane Posting, Manage Financial: Di only',
    ['manage.manageMyCapacity', 'manage.lanePosting', 'manage.manageFinancial'],
    [Di],
  ],
  [
    '[D1-6.09] Carrier Tendered, Carrier Assigned, Rate Details: Di only, L excluded',
    ['myLoads.carrierTendered', 'myLoads.carrierAssigned', 'loads.rateDetails'],
    [Di],
  ],
  ['[D1-6.10] Driver Loads: Dr, L', ['myLoads.driverLoads'], [Dr, L]],
  [
    '[D1-6.11] In Transit, Recently Delivered, Driver Assigned, Document List: Dr, Di, L',
    ['myLoads.inTransit', 'myLoads.recentlyDelivered', 'myLoads.driverAssigned', 'myLoads.documentList'],
    [Dr, Di, L],
  ],
  ['[D1-6.12] Manage Users: A only', ['manage.manageUsers'], [A]],
  ['[D1-6.12] Add User: Di only', ['manage.addUser'], [Di]],
  [
    '[D1-6.13] Carrier Profile, More content, Preferences: all but Guest',
    ['manage.carrierProfile', 'more.moreContent', 'manage.preferences'],
    [Dr, Di, A, L, B],
  ],
  ['[D1-6.14] My Profile, More menu: everyone', ['manage.myProfile', 'more.moreMenu'], [G, Dr, Di, A, L, B]],
  ['[D1-6.15] Beta tools: Beta only', ['loads.betaTools'], [B]],
  [
    '[D1-6.16] sidebar items visible to all',
    [
      'sidebar.home',
      'sidebar.fuelSavings',
      'sidebar.trailerRental',
      'sidebar.parking',
      'sidebar.more',
      'sidebar.feedback',
      'sidebar.preferences',
      'sidebar.support',
    ],
    [G, Dr, Di, A, L, B],
  ],
  ['[D1-6.16] Search tab: Guest, Dispatcher, Beta, Leased', ['sidebar.search'], [G, Di, B, L]],
  ['[D1-6.16] My Loads tab: Driver, Dispatcher, Leased, Beta', ['sidebar.myLoads'], [Dr, Di, L, B]],
  ['[D1-6.16] My Driver tab: Admin, Beta', ['sidebar.myDriver'], [A, B]],
  ['[D1-6.16] Manage Capacity tab: Dispatcher, Beta', ['sidebar.manageCapacity'], [Di, B]],
  ['[D2-6.03] Manage Financial: Dispatcher only', ['manage.manageFinancial'], [Di]],
  [
    '[D3-6.06] Manage Users and edit of others: Admin; Add User: Dispatcher',
    ['manage.manageUsers', 'manage.manageUsersEdit'],
    [A],
  ],
  [
    '[D3-6.07] Carrier Profile and Preferences: everyone except Guest',
    ['manage.carrierProfile', 'manage.preferences'],
    [Dr, Di, A, L, B],
  ],
  [
    '[D3-6.09] Manage My Capacity and Lane Posting: Dispatcher only',
    ['manage.manageMyCapacity', 'manage.lanePosting'],
    [Di],
  ],
  ['[D3-6.10] My Drivers tab: Admin and Beta', ['sidebar.myDriver'], [A, B]],
];

describe('the role table', () => {
  it.each(rows)('%s', (_rule, names, expected) => {
    for (const name of names) expect(sorted(allowed(name)), name).toEqual(sorted(expected));
  });

  it('[D3-6.11] Re-Send Invite needs a dispatcher who is also an admin', () => {
    expect(hasPermission([Di], 'manage.resendInvite')).toBe(false);
    expect(hasPermission([A], 'manage.resendInvite')).toBe(false);
    expect(hasPermission([Di, A], 'manage.resendInvite')).toBe(true);
  });

  it('[D2-6.01] assigning and un-assigning drivers is for dispatchers only', () => {
    expect(allowed('myLoads.assignDriver')).toEqual([Di]);
    expect(allowed('myLoads.unassignDriver')).toEqual([Di]);
  });

  it('[D2-6.11] only Dispatcher uploads invoices; the provider-created invoice is for Beta and Dispatcher', () => {
    expect(allowed('myLoads.uploadInvoice')).toEqual([Di]);
    expect(sorted(allowed('myLoads.submitInvoice'))).toEqual(sorted([Di, B]));
  });

  it('[D2-6.04] guest-only users have no My Loads', () => {
    expect(permissions.filter((p) => p.startsWith('myLoads.') && hasPermission([G], p))).toEqual([]);
    expect(isGuestOnly([G])).toBe(true);
    expect(isGuestOnly([G, Di])).toBe(false);
    expect(isGuestOnly([])).toBe(false);
  });

  it('combines roles: a user holds what any of their roles holds', () => {
    expect(hasPermission([Dr, A], 'manage.manageUsers')).toBe(true);
    expect(hasPermission([Dr, A], 'myLoads.carrierTendered')).toBe(false);
    expect(hasPermission([], 'manage.myProfile')).toBe(false);
  });
});
