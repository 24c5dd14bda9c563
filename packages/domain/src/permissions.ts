import type { Role } from './roles';

// The role table of the spec (D1-6, D2-6, D3-6), keyed by area and feature. The server guards every
// query, mutation and route with it; the web app reads the same table to show tabs, buttons and toasts.

const guest: Role = 'carrierGuest';
const driver: Role = 'carrierDriver';
const dispatcher: Role = 'carrierDispatcher';
const admin: Role = 'carrierAdmin';
const leased: Role = 'carrierLeasedOwnerOpr';
const beta: Role = 'carrierBeta1';

const everyone: readonly Role[] = [guest, driver, dispatcher, admin, leased, beta];
const allButGuest: readonly Role[] = [driver, dispatcher, admin, leased, beta];

/** A feature is open to any of `anyOf`, or only to callers holding every role of `allOf`. */
export type RoleRule = { anyOf: readonly Role[] } | { allOf: readonly Role[] };

const anyOf = (...roles: readonly Role[]): RoleRule => ({ anyOf: roles });

export const permissionTable = {
  home: {
    recommended: anyOf(dispatcher, leased),
    watched: anyOf(dispatcher, leased),
  },
  search: {
    newSearch: anyOf(guest, dispatcher, leased),
    recentSearch: anyOf(guest, dispatcher, leased),
    favoriteSearch: anyOf(guest, dispatcher, leased),
    filter: anyOf(dispatcher, leased),
    reload: anyOf(dispatcher, leased),
  },
  loads: {
    // "carrierDispatcher (search, book, carry, update)"; the owner-operator does everything for itself.
    book: anyOf(dispatcher, leased),
    rateDetails: anyOf(dispatcher),
    betaTools: anyOf(beta),
  },
  myLoads: {
    carrierTendered: anyOf(dispatcher),
    carrierAssigned: anyOf(dispatcher),
    driverLoads: anyOf(driver, leased),
    driverAssigned: anyOf(driver, dispatcher, leased),
    inTransit: anyOf(driver, dispatcher, leased),
    recentlyDelivered: anyOf(driver, dispatcher, leased),
    documentList: anyOf(driver, dispatcher, leased),
    assignDriver: anyOf(dispatcher),
    unassignDriver: anyOf(dispatcher),
    // D2-6.11: "only Dispatcher uploads invoices; the provider-created invoice section is for Beta and
    // Dispatcher". submitInvoice opens Submit Invoice and asks the provider; uploadInvoice sends a file.
    submitInvoice: anyOf(dispatcher, beta),
    uploadInvoice: anyOf(dispatcher),
  },
  manage: {
    manageMyCapacity: anyOf(dispatcher),
    lanePosting: anyOf(dispatcher),
    manageFinancial: anyOf(dispatcher),
    manageUsers: anyOf(admin),
    manageUsersEdit: anyOf(admin),
    addUser: anyOf(dispatcher),
    resendInvite: { allOf: [dispatcher, admin] },
    carrierProfile: anyOf(...allButGuest),
    preferences: anyOf(...allButGuest),
    myProfile: anyOf(...everyone),
  },
  more: {
    moreMenu: anyOf(...everyone),
    moreContent: anyOf(...allButGuest),
  },
  sidebar: {
    home: anyOf(...everyone),
    search: anyOf(guest, dispatcher, beta, leased),
    myLoads: anyOf(driver, dispatcher, leased, beta),
    myDriver: anyOf(admin, beta),
    manageCapacity: anyOf(dispatcher, beta),
    fuelSavings: anyOf(...everyone),
    trailerRental: anyOf(...everyone),
    parking: anyOf(...everyone),
    more: anyOf(...everyone),
    feedback: anyOf(...everyone),
    preferences: anyOf(...everyone),
    support: anyOf(...everyone),
  },
  // Beyond the spec (issue 20, decision 058): those who search and book loads see what they pay.
  profit: {
    costProfile: anyOf(dispatcher, leased),
    laneRates: anyOf(dispatcher, leased),
  },
} as const satisfies Record<string, Record<string, RoleRule>>;

type Table = typeof permissionTable;
export type PermissionArea = keyof Table;
/** `area.feature`, for example `myLoads.carrierTendered`. */
export type Permission = { [A in PermissionArea]: `${A}.${Extract<keyof Table[A], string>}` }[PermissionArea];

export const permissions = Object.entries(permissionTable).flatMap(([area, features]) =>
  Object.keys(features).map((feature) => `${area}.${feature}` as Permission),
);

export function ruleOf(permission: Permission): RoleRule {
  const [area, feature] = permission.split('.') as [PermissionArea, string];
  return (permissionTable[area] as Record<string, RoleRule>)[feature]!;
}

export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  const rule = ruleOf(permission);
  return 'anyOf' in rule
    ? rule.anyOf.some((role) => roles.includes(role))
    : rule.allOf.every((role) => roles.includes(role));
}

/** Dispatchers title their lists and get the secondary buttons of My Loads (D2-2.03, D2-2.35). */
export function isDispatcher(roles: readonly Role[]): boolean {
  return roles.includes(dispatcher);
}

/** Guest-only users have limited access (D1-6.17, D2-6.04). */
export function isGuestOnly(roles: readonly Role[]): boolean {
  return roles.length > 0 && roles.every((role) => role === guest);
}
