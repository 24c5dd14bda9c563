import { hasPermission, type Permission } from './permissions';
import type { Role } from './roles';

// The web side navigation (D1-2.13, D1-6.16, D3-2.24, D3-2.25): which items exist, in which order,
// and the permission of the role table that makes each one visible. The web app maps ids to paths,
// labels and icons; which items a role sees is decided here only.

export type NavItemId =
  | 'home'
  | 'search'
  | 'myLoads'
  | 'myDrivers'
  | 'manageCapacity'
  | 'fuelSavings'
  | 'trailerRental'
  | 'parking'
  | 'more';

export type MoreItemId = 'feedback' | 'preferences' | 'support';

/** An in-app route, an external link in a new tab, or an external link behind a confirmation. */
export type NavItemKind = 'route' | 'external' | 'externalWithConfirmation';

export type NavItemDefinition = { id: NavItemId; kind: NavItemKind; visibleWith: Permission };
export type MoreItemDefinition = { id: MoreItemId; visibleWith: Permission };

export const navItemDefinitions: readonly NavItemDefinition[] = [
  { id: 'home', kind: 'route', visibleWith: 'sidebar.home' },
  { id: 'search', kind: 'route', visibleWith: 'sidebar.search' },
  { id: 'myLoads', kind: 'route', visibleWith: 'sidebar.myLoads' },
  { id: 'myDrivers', kind: 'route', visibleWith: 'sidebar.myDriver' },
  { id: 'manageCapacity', kind: 'route', visibleWith: 'sidebar.manageCapacity' },
  { id: 'fuelSavings', kind: 'external', visibleWith: 'sidebar.fuelSavings' },
  { id: 'trailerRental', kind: 'externalWithConfirmation', visibleWith: 'sidebar.trailerRental' },
  { id: 'parking', kind: 'externalWithConfirmation', visibleWith: 'sidebar.parking' },
  { id: 'more', kind: 'route', visibleWith: 'sidebar.more' },
];

export const moreItemDefinitions: readonly MoreItemDefinition[] = [
  { id: 'feedback', visibleWith: 'sidebar.feedback' },
  { id: 'preferences', visibleWith: 'sidebar.preferences' },
  { id: 'support', visibleWith: 'sidebar.support' },
];

export type NavigationItems = { items: NavItemDefinition[]; moreItems: MoreItemDefinition[] };

/** The side-navigation items the holder of `roles` sees, in display order. */
export function getNavigationItems(roles: readonly Role[]): NavigationItems {
  const moreItems = moreItemDefinitions.filter((item) => hasPermission(roles, item.visibleWith));
  const items = navItemDefinitions.filter(
    // An empty More menu is no menu.
    (item) => hasPermission(roles, item.visibleWith) && (item.id !== 'more' || moreItems.length > 0),
  );
  return { items, moreItems };
}
