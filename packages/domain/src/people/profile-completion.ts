import { isGuestOnly } from '../permissions';
import type { Role } from '../roles';

// Where a signed-in person goes while their profile is incomplete (D3-4.06), and what the app asks
// after a registration answer (D3-4.07).

export type ProfileFacts = {
  roles: readonly Role[];
  firstName: string | null;
  lastName: string | null;
  mobileNumber: string | null;
};

/** D3-4.06: the phone, first name and last name make a profile complete. */
export function isProfileComplete(profile: Omit<ProfileFacts, 'roles'>): boolean {
  return [profile.firstName, profile.lastName, profile.mobileNumber].every(
    (value) => (value ?? '').trim() !== '',
  );
}

/**
 * D3-4.06: a Guest with a field missing stays on registration (profile completion); anyone else with
 * an incomplete profile is sent to edit it; a complete profile goes anywhere.
 */
export function profileCompletionStep(profile: ProfileFacts): 'register' | 'editProfile' | null {
  if (isProfileComplete(profile)) return null;
  return isGuestOnly(profile.roles) ? 'register' : 'editProfile';
}

/**
 * D3-4.07: after a registration answer, a new carrier that is not driver-only gets the New Carrier
 * prompt; roles held that are not those chosen get the role-mismatch prompt (Ignore / Logout Now).
 */
export function registrationPrompt(answer: {
  isNewCarrier: boolean;
  chosenRoles: readonly Role[];
  heldRoles: readonly Role[];
}): 'newCarrier' | 'roleMismatch' | null {
  const isMismatch = answer.chosenRoles.some((role) => !answer.heldRoles.includes(role));
  if (isMismatch) return 'roleMismatch';
  const isDriverOnly = answer.chosenRoles.every((role) => role === 'carrierDriver');
  if (answer.isNewCarrier && !isDriverOnly) return 'newCarrier';
  return null;
}
