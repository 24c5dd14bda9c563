import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { isStandalone } from '../../../lib/display-mode';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useIsOnline } from '../../../lib/network';
import { clearLoggedOut, hasLoggedOut } from '../../../lib/auth/session-cleanup';
import { getStartPath } from '../../../lib/auth/start-path';
import { clearRefreshUrl, getStateSearch, readRefreshUrl } from '../../../lib/entry-params';
import { LandingPage } from './landing-page';

/** `?landing` shows the landing without starting sign-in, as the installed app does (tests, demos). */
export const showLandingParam = 'landing';

// /login (D1-2.05, D3-2.01): signed in, go to the start tab; in a browser tab, start sign-in at once;
// in the installed app, or just after logging out, show the landing and wait for Get Started.
export function LoginRoute() {
  const { status, claims } = useAuth();
  const { deepLinkClearMs } = useConfig().app;
  const [searchParams] = useSearchParams();
  const [isAfterLogout] = useState(hasLoggedOut);
  // Without network the provider cannot be reached: the landing says so and waits for it (D3-2.21).
  const isOnline = useIsOnline();
  const shouldStartSignIn =
    isOnline && !isStandalone() && !searchParams.has(showLandingParam) && !isAfterLogout;

  useEffect(() => {
    if (isAfterLogout) clearLoggedOut();
  }, [isAfterLogout]);
  useEffect(() => {
    if (status === 'signedIn') clearRefreshUrl();
  }, [status]);

  if (status === 'loading' || status === 'leaving') return <PageLoader />;
  if (status === 'signedIn' && claims) {
    const startPath = getStartPath({
      roles: claims.roles,
      refreshUrl: readRefreshUrl(deepLinkClearMs),
      stateSearch: getStateSearch(),
    });
    return <Navigate to={startPath} replace />;
  }
  return <LandingPage shouldStartSignIn={shouldStartSignIn} />;
}
