import { isRole } from '@freight/domain/roles';
import type { IdTokenClaims } from '@freight/domain/session';

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Reads the claims of the ID token (oidc-client-ts' `user.profile`) into the shared contract. Unknown
 * role names are dropped, so a role added on the server does not open anything on an older client.
 */
export function parseIdTokenClaims(profile: Record<string, unknown>): IdTokenClaims | null {
  const sub = readString(profile.sub);
  const upn = readString(profile.upn);
  if (!sub || !upn) return null;
  const rawRoles = Array.isArray(profile.roles) ? profile.roles : [profile.roles];
  const claims: IdTokenClaims = {
    sub,
    upn,
    carrierId: readString(profile.carrierId) ?? null,
    roles: rawRoles.filter(isRole),
  };
  const campaignSource = readString(profile.campaignSource);
  const campaignMedium = readString(profile.campaignMedium);
  const campaign = readString(profile.campaign);
  if (campaignSource) claims.campaignSource = campaignSource;
  if (campaignMedium) claims.campaignMedium = campaignMedium;
  if (campaign) claims.campaign = campaign;
  return claims;
}
