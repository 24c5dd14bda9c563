import { hasPermission, isGuestOnly, type Permission } from './permissions';
import type { Role } from './roles';

// The tab a user lands on after sign-in (D1-2.16, D1-2.17, D1-6.04, D3-4.01 to D3-4.04).

/** Screens, in the order the spec tries them: home, search, myLoad, manage, more. */
export type StartScreen = 'home' | 'search' | 'myLoad' | 'manage' | 'more';

/** Values of the saved `viewsettings` preference (D3-2.48). */
export const viewSettings = ['home', 'search', 'myLoad', 'manageMyCapacity', 'manageUsers'] as const;
export type ViewSetting = (typeof viewSettings)[number];

/** Where to go: a tab of the app, loads by state (stof), or the stored refresh URL. */
export type InitialTab = { tab: StartScreen | ViewSetting | 'stof' } | { url: string };

export type StateSearch = { stateCode: string; countryCode: string };

export type InitialTabInput = {
  roles: readonly Role[];
  /** The saved `viewsettings` preference, as stored (any string; unknown values are ignored). */
  viewSetting?: string | null;
  /** The app URL the user was on before signing in again (only `/app/...` paths are honoured). */
  refreshUrl?: string | null;
  /** From `?stateCode=..&countryCode=..` on the entry URL. */
  stateSearch?: StateSearch | null;
};

/**
 * A screen opens for a role when any of these permissions holds. Home needs something to show
 * there: matched loads (recommended, watched) or the My Loads tiles, which need carrier-profile
 * access (D1-2.06); that is why a guest, who has none of them, starts on search.
 */
const screenPermissions: Record<StartScreen | ViewSetting, readonly Permission[]> = {
  home: ['home.recommended', 'home.watched', 'manage.carrierProfile'],
  search: ['sidebar.search'],
  myLoad: ['sidebar.myLoads'],
  manage: ['manage.myProfile'],
  more: ['more.moreMenu'],
  manageMyCapacity: ['manage.manageMyCapacity'],
  manageUsers: ['manage.manageUsers'],
};

const screenOrder: readonly StartScreen[] = ['home', 'search', 'myLoad', 'manage', 'more'];

/** With several roles, the first of these that the user holds decides (D1-6.04, D3-4.03). */
const deciderOrder: readonly Role[] = ['carrierDispatcher', 'carrierDriver', 'carrierAdmin'];

export function isViewSetting(value: unknown): value is ViewSetting {
  return typeof value === 'string' && (viewSettings as readonly string[]).includes(value);
}

/** The roles whose permissions choose the tab: one deciding role, or the roles as they are. */
export function getDecidingRoles(roles: readonly Role[]): readonly Role[] {
  if (roles.length <= 1) return roles;
  const decider = deciderOrder.find((role) => roles.includes(role));
  return decider ? [decider] : roles;
}

function canOpen(roles: readonly Role[], screen: StartScreen | ViewSetting): boolean {
  return screenPermissions[screen].some((permission) => hasPermission(roles, permission));
}

/** Only a path inside the app may be returned to: never another site, never the sign-in routes. */
export function isRefreshUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/app\/[^/\\]/.test(value) && !value.includes('//');
}

export function getInitialTab({ roles, viewSetting, refreshUrl, stateSearch }: InitialTabInput): InitialTab {
  if (isRefreshUrl(refreshUrl)) return { url: refreshUrl };
  if (isGuestOnly(roles)) return { tab: stateSearch ? 'stof' : 'search' };

  const deciding = getDecidingRoles(roles);
  if (isViewSetting(viewSetting) && canOpen(deciding, viewSetting)) return { tab: viewSetting };
  const screen = screenOrder.find((candidate) => canOpen(deciding, candidate));
  return { tab: screen ?? 'more' };
}
