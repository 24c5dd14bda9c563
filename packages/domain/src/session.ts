import type { Role } from './roles';

// The contract between the identity provider, the server and the clients.

/** OAuth client id of the web and installed app (a public client: code flow with PKCE S256). */
export const webClientId = 'carrier-web';

/** Header carrying the client application's subscription key on every API call (D1-7.01). */
export const subscriptionKeyHeader = 'x-subscription-key';

/** Claims of the ID token, which the clients send as `Authorization: Bearer <id token>`. */
export type IdTokenClaims = {
  sub: string; // the member id
  upn: string;
  carrierId: string | null;
  roles: Role[];
  // Campaign of the sign-up, from its utm parameters (D1-3 user/session).
  campaignSource?: string;
  campaignMedium?: string;
  campaign?: string;
};

/** Scopes the clients ask for (D3-9.12: openid, offline access, read, write). */
export const clientScopes = ['openid', 'offline_access', 'read', 'write'] as const;
