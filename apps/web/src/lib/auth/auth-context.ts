import { createContext, useContext } from 'react';
import type { IdTokenClaims } from '@freight/domain/session';

/**
 * loading: the configuration or the stored session is still being read; leaving: on the way to the
 * identity provider (logout, sign-in again); unavailable: no identity provider is configured, so
 * nobody can sign in.
 */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn' | 'leaving' | 'unavailable';

export type AuthContextValue = {
  status: AuthStatus;
  claims: IdTokenClaims | null;
  /** The ID token sent as the bearer token of every API call. */
  getIdToken: () => string | null;
  /** Sends the browser to the identity provider's sign-in page. */
  signIn: () => Promise<void>;
  /** Finishes sign-in on /auth/callback and resolves with the user's claims. */
  completeSignIn: () => Promise<IdTokenClaims>;
  /** Clears stored data and the query cache and ends the session at the identity provider (D1-2.18). */
  logOut: () => Promise<void>;
  /** Forgets the session here and signs in again (/logout, an expired session). */
  restartSignIn: () => Promise<void>;
  /** The server answered 401: the session is over (D1-8.03). */
  isSessionExpired: boolean;
  reportUnauthorized: () => void;
  /**
   * Renews the tokens with the refresh token, in the background; resolves true when a new ID token is
   * in use, false when there is none to renew with (GPS tracking's 401, D2-4.56).
   */
  renewToken: () => Promise<boolean>;
};

const notReady = () => Promise.reject(new Error('Authentication is not available'));

export const AuthContext = createContext<AuthContextValue>({
  status: 'loading',
  claims: null,
  getIdToken: () => null,
  signIn: notReady,
  completeSignIn: notReady,
  logOut: notReady,
  restartSignIn: notReady,
  isSessionExpired: false,
  reportUnauthorized: () => undefined,
  renewToken: () => Promise.resolve(false),
});

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
