import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '@freight/domain/config';
import { clientScopes } from '@freight/domain/session';
import { TabSessionStore } from './tab-session-store';

/** Where the app lives: `https://host/carrier/`. */
export function getAppBaseUrl(): string {
  return `${window.location.origin}${import.meta.env.BASE_URL}`;
}

/**
 * The OpenID Connect client of the app: authorization code with PKCE (S256, oidc-client-ts' default),
 * the tokens in memory and the refresh token alone in the tab's sessionStorage (TabSessionStore), the
 * session renewed in the background with the refresh token (offline_access), never in an iframe. A new
 * tab signs in through the provider, whose session cookie answers at once without a form.
 */
export function createUserManager(identity: AppConfig['identity'], baseUrl = getAppBaseUrl()): UserManager {
  return new UserManager({
    authority: identity.authority,
    client_id: identity.clientId,
    redirect_uri: `${baseUrl}auth/callback`,
    post_logout_redirect_uri: `${baseUrl}login`,
    response_type: 'code',
    scope: clientScopes.join(' '),
    userStore: new TabSessionStore(),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
    monitorSession: false,
  });
}
