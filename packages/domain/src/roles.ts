// The roles of the spec (D1-6, D3-6). Role names are the identity provider's claim values.
export const roles = [
  'carrierGuest',
  'carrierDriver',
  'carrierDispatcher',
  'carrierAdmin',
  'carrierLeasedOwnerOpr',
  'carrierBeta1',
] as const;

export type Role = (typeof roles)[number];

/** Roles a person may pick when registering (D1-6, D3-6). */
export const selfSelectableRoles: readonly Role[] = [
  'carrierDriver',
  'carrierDispatcher',
  'carrierLeasedOwnerOpr',
];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
