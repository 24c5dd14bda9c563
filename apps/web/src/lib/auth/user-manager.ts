import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '@freight/domain/config';
import { clientScopes } from '@freight/domain/session';

/** Where the app lives: `https://host/carrier/`. */
export function getAppBaseUrl(): string {
  return `${window.location.origin}${import.meta.env.BASE_URL}`;
}

/**
 * The OpenID Connect client of the app: authorization code with PKCE (S256, oidc-client-ts' default),
 * the user kept in localStorage so that a new tab is signed in too, and the session renewed in the
 * background with the refresh token (offline_access).
 */
export function createUserManager(identity: AppConfig['identity'], baseUrl = getAppBaseUrl()): UserManager {
  return new UserManager({
    authority: identity.authority,
    client_id: identity.clientId,
    redirect_uri: `${baseUrl}auth/callback`,
    post_logout_redirect_uri: `${baseUrl}login`,
    response_type: 'code',
    scope: clientScopes.join(' '),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
    monitorSession: false,
  });
}
