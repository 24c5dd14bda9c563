import { describe, expect, it } from 'vitest';
import {
  getDecidingRoles,
  getInitialTab,
  isRefreshUrl,
  type InitialTab,
  type InitialTabInput,
} from './initial-tab';
import type { Role } from './roles';

const G: Role = 'carrierGuest';
const Dr: Role = 'carrierDriver';
const Di: Role = 'carrierDispatcher';
const A: Role = 'carrierAdmin';
const L: Role = 'carrierLeasedOwnerOpr';
const B: Role = 'carrierBeta1';
const illinois = { stateCode: 'IL', countryCode: 'USA' };

const rows: [string, InitialTabInput, InitialTab][] = [
  ['[D1-2.17] [D3-4.04] a guest-only user lands on search', { roles: [G] }, { tab: 'search' }],
  [
    '[D1-2.17] [D3-4.04] a guest-only user with a stored state and country code lands on stof',
    { roles: [G], stateSearch: illinois },
    { tab: 'stof' },
  ],
  [
    '[D1-2.17] a guest ignores a view setting it may not open',
    { roles: [G], viewSetting: 'manageUsers' },
    { tab: 'search' },
  ],
  ['[D1-2.17] [D3-4.04] a driver lands on home', { roles: [Dr] }, { tab: 'home' }],
  ['[D1-2.17] [D3-4.04] a dispatcher lands on home', { roles: [Di] }, { tab: 'home' }],
  ['[D1-2.17] [D3-4.04] an admin lands on home', { roles: [A] }, { tab: 'home' }],
  ['[D1-2.17] [D3-4.04] an owner-operator lands on home', { roles: [L] }, { tab: 'home' }],
  ['[D1-2.17] [D3-4.04] a beta tester lands on home', { roles: [B, Di] }, { tab: 'home' }],
  [
    '[D1-2.16] [D3-4.02] a dispatcher whose view setting is search lands on search',
    { roles: [Di], viewSetting: 'search' },
    { tab: 'search' },
  ],
  [
    '[D1-2.16] [D3-4.02] a dispatcher may start on Manage My Capacity',
    { roles: [Di], viewSetting: 'manageMyCapacity' },
    { tab: 'manageMyCapacity' },
  ],
  [
    '[D1-2.16] [D3-4.02] a driver may start on My Loads',
    { roles: [Dr], viewSetting: 'myLoad' },
    { tab: 'myLoad' },
  ],
  [
    '[D1-2.16] [D3-4.02] a view setting the role may not open is ignored (driver and search)',
    { roles: [Dr], viewSetting: 'search' },
    { tab: 'home' },
  ],
  [
    '[D1-2.16] [D3-4.02] an admin may start on Manage Users, a dispatcher may not',
    { roles: [A], viewSetting: 'manageUsers' },
    { tab: 'manageUsers' },
  ],
  [
    '[D1-2.16] a dispatcher with the Manage Users view setting lands on home',
    { roles: [Di], viewSetting: 'manageUsers' },
    { tab: 'home' },
  ],
  [
    '[D1-2.16] an unknown view setting is ignored',
    { roles: [Di], viewSetting: 'dashboard' },
    { tab: 'home' },
  ],
  [
    '[D1-6.04] [D3-4.03] dispatcher and admin: the dispatcher decides (Manage Users not allowed)',
    { roles: [A, Di], viewSetting: 'manageUsers' },
    { tab: 'home' },
  ],
  [
    '[D1-6.04] [D3-4.03] driver and admin: the driver decides (My Loads allowed)',
    { roles: [A, Dr], viewSetting: 'myLoad' },
    { tab: 'myLoad' },
  ],
  [
    '[D1-6.04] [D3-4.03] dispatcher and driver: the dispatcher decides (search allowed)',
    { roles: [Dr, Di], viewSetting: 'search' },
    { tab: 'search' },
  ],
  [
    '[D1-2.16] [D3-4.02] a stored refresh URL comes first',
    { roles: [Di], viewSetting: 'search', refreshUrl: '/app/MyLoad/CarrierTendered' },
    { url: '/app/MyLoad/CarrierTendered' },
  ],
  [
    '[D1-2.16] a stored refresh URL comes first for a guest too',
    { roles: [G], stateSearch: illinois, refreshUrl: '/app/search' },
    { url: '/app/search' },
  ],
  [
    '[D1-2.16] a refresh URL outside the app is ignored',
    { roles: [Di], refreshUrl: 'https://evil.example.com/app/home' },
    { tab: 'home' },
  ],
];

describe('getInitialTab', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(getInitialTab(input)).toEqual(expected);
  });
});

describe('getDecidingRoles', () => {
  it('[D3-4.03] a single role is used directly; several: dispatcher, driver, admin in that order', () => {
    expect(getDecidingRoles([L])).toEqual([L]);
    expect(getDecidingRoles([A, Dr, Di])).toEqual([Di]);
    expect(getDecidingRoles([A, Dr])).toEqual([Dr]);
    expect(getDecidingRoles([B, A])).toEqual([A]);
    expect(getDecidingRoles([G, B])).toEqual([G, B]);
  });
});

describe('isRefreshUrl', () => {
  it('accepts app paths only', () => {
    expect(isRefreshUrl('/app/home')).toBe(true);
    expect(isRefreshUrl('/app/search/results?x=1')).toBe(true);
    expect(isRefreshUrl('/login')).toBe(false);
    expect(isRefreshUrl('/app/')).toBe(false);
    expect(isRefreshUrl('//evil.example.com/app/home')).toBe(false);
    expect(isRefreshUrl('/app//evil.example.com')).toBe(false);
    expect(isRefreshUrl('/app/\\evil')).toBe(false);
    expect(isRefreshUrl(null)).toBe(false);
  });
});
