import type { User, UserManager } from 'oidc-client-ts';
import type { AppConfig } from '@freight/domain/config';
import type { IdTokenClaims } from '@freight/domain/session';
import { parseIdTokenClaims } from './claims';
import { createUserManager } from './user-manager';

// One client per provider and client id for the page's life: the session that start-up begins to
// restore (startSessionRestore) is the one the AuthProvider then reads.
const managers = new Map<string, UserManager>();

/** The page's OpenID Connect client of `identity`, made once. */
export function userManagerOf(identity: AppConfig['identity']): UserManager {
  const key = `${identity.authority} ${identity.clientId}`;
  let manager = managers.get(key);
  if (!manager) {
    manager = createUserManager(identity);
    managers.set(key, manager);
  }
  return manager;
}

/** The stored user, renewed with its refresh token when expired; null when there is no usable session. */
async function readUser(manager: UserManager): Promise<User | null> {
  const user = await manager.getUser();
  if (!user) return null;
  if (!user.expired) return user;
  if (user.refresh_token) {
    try {
      return await manager.signinSilent();
    } catch {
      // The refresh token is no longer accepted: sign in again.
    }
  }
  await manager.removeUser();
  return null;
}

// After a reload the stored user is a refresh token alone (tab-session-store.ts). It is used once per
// page: rotated at each use, a second use of the same one would be taken for a replay and end the session.
const restoring = new WeakMap<UserManager, Promise<User | null>>();

/** The session the page was opened with, read (and renewed) once per page and client. */
export function restoreSession(manager: UserManager): Promise<User | null> {
  let pending = restoring.get(manager);
  if (!pending) {
    pending = readUser(manager);
    restoring.set(manager, pending);
  }
  return pending;
}

/** A restored session as start-up reads it, before the AuthProvider: the bearer and who it is. */
export type RestoredSession = { idToken: string; claims: IdTokenClaims };

/**
 * Starts restoring the session at start-up, with the configuration the app starts with, beside the
 * catalogue and the first render rather than after them: a reloaded page's token renewal is two round
 * trips (the provider's metadata, then its token endpoint) that the page waits for (decision 053).
 * Answers the session once restored, so that start-up can ask the page's data with it at once; null
 * without one.
 */
export function startSessionRestore(identity: AppConfig['identity']): Promise<RestoredSession | null> {
  if (!identity.authority) return Promise.resolve(null);
  return restoreSession(userManagerOf(identity)).then(
    (user) => {
      const claims = user ? parseIdTokenClaims(user.profile) : null;
      return user?.id_token && claims ? { idToken: user.id_token, claims } : null;
    },
    () => null,
  );
}
