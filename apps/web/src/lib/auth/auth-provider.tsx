import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { User, UserManager } from 'oidc-client-ts';
import { useConfig, useConfigStatus } from '../config-provider';
import { getCampaignParams } from '../entry-params';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { parseIdTokenClaims } from './claims';
import { clearStoredData, markLoggedOut } from './session-cleanup';
import { adoptSignInLanguage } from './sign-in-language';
import { restoreSession, userManagerOf } from './restore-session';

// React's development double effects must not redeem the one-time authorization code twice.
const callbacks = new Map<string, Promise<User>>();

function completeCallbackOnce(manager: UserManager): Promise<User> {
  const url = window.location.href;
  let pending = callbacks.get(url);
  if (!pending) {
    pending = manager.signinRedirectCallback(url);
    callbacks.set(url, pending);
  }
  return pending;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { identity } = useConfig();
  const { isSettled } = useConfigStatus();
  const queryClient = useQueryClient();
  const manager = useMemo(
    () => (identity.authority ? userManagerOf(identity) : null),
    // A new object with the same values (a config refresh) must not replace the client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [identity.authority, identity.clientId],
  );
  // undefined while the stored session is being read.
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const [isSessionExpired, setSessionExpired] = useState(false);
  // Set while the browser is on its way to the identity provider, so that no guard reacts to the
  // session being gone (a redirect to /login would start a sign-in of its own).
  const [isLeaving, setLeaving] = useState(false);
  // Read by the API client on every call; updated together with the state so that the first call
  // after sign-in (made by a child's effect, before any effect of this provider) already has it.
  const idTokenRef = useRef<string | null>(null);
  const hasUserRef = useRef(false);
  const applyUser = useCallback((next: User | null) => {
    idTokenRef.current = next?.id_token ?? null;
    hasUserRef.current = true;
    setUser(next);
  }, []);

  useEffect(() => {
    if (!manager) return;
    let isActive = true;
    const handleLoaded = (loaded: User) => applyUser(loaded);
    const handleUnloaded = () => applyUser(null);
    manager.events.addUserLoaded(handleLoaded);
    manager.events.addUserUnloaded(handleUnloaded);
    // A sign-in completed meanwhile (on /auth/callback) wins over what was stored.
    restoreSession(manager).then(
      (restored) => isActive && !hasUserRef.current && applyUser(restored),
      () => isActive && !hasUserRef.current && applyUser(null),
    );
    return () => {
      isActive = false;
      manager.events.removeUserLoaded(handleLoaded);
      manager.events.removeUserUnloaded(handleUnloaded);
    };
  }, [manager, applyUser]);

  const claims = useMemo(() => (user ? parseIdTokenClaims(user.profile) : null), [user]);

  const signIn = useCallback(async () => {
    if (!manager) throw new Error('No identity provider is configured');
    await manager.signinRedirect({
      ui_locales: i18next.resolvedLanguage ?? i18next.language,
      extraQueryParams: getCampaignParams(),
    });
  }, [manager]);

  const completeSignIn = useCallback(async () => {
    if (!manager) throw new Error('No identity provider is configured');
    const signedIn = await completeCallbackOnce(manager);
    // A language chosen on the sign-in pages becomes the app's; failing to load it keeps the current one.
    await adoptSignInLanguage().catch(() => undefined);
    const parsed = parseIdTokenClaims(signedIn.profile);
    if (!parsed) throw new Error('The ID token lacks the sub or upn claim');
    setSessionExpired(false);
    applyUser(signedIn);
    return parsed;
  }, [manager, applyUser]);

  const forgetSession = useCallback(async () => {
    queryClient.clear();
    clearStoredData();
    await manager?.removeUser();
    applyUser(null);
  }, [manager, queryClient, applyUser]);

  const logOut = useCallback(async () => {
    const idToken = idTokenRef.current;
    setLeaving(true);
    await forgetSession();
    markLoggedOut();
    if (!manager) return;
    try {
      await manager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
    } catch {
      // No end-session endpoint: the session here is gone, which is what the user asked for.
      window.location.assign(manager.settings.post_logout_redirect_uri ?? '/');
    }
  }, [forgetSession, manager]);

  const restartSignIn = useCallback(async () => {
    setLeaving(true);
    try {
      await forgetSession();
      await signIn();
    } catch (error) {
      setLeaving(false);
      throw error;
    }
  }, [forgetSession, signIn]);

  const reportUnauthorized = useCallback(() => setSessionExpired(true), []);
  const getIdToken = useCallback(() => idTokenRef.current, []);
  const renewToken = useCallback(async () => {
    if (!manager) return false;
    try {
      const renewed = await manager.signinSilent();
      if (!renewed?.id_token) return false;
      applyUser(renewed);
      return true;
    } catch {
      return false;
    }
  }, [manager, applyUser]);

  const status: AuthStatus = isLeaving
    ? 'leaving'
    : !manager
      ? isSettled
        ? 'unavailable'
        : 'loading'
      : user === undefined
        ? 'loading'
        : user && claims
          ? 'signedIn'
          : 'signedOut';

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      claims: status === 'signedIn' ? claims : null,
      getIdToken,
      signIn,
      completeSignIn,
      logOut,
      restartSignIn,
      isSessionExpired,
      reportUnauthorized,
      renewToken,
    }),
    [
      status,
      claims,
      getIdToken,
      signIn,
      completeSignIn,
      logOut,
      restartSignIn,
      isSessionExpired,
      reportUnauthorized,
      renewToken,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
