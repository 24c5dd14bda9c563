import type { ReactNode } from 'react';
import { isRefreshUrl } from '@freight/domain/initial-tab';
import { matchPath, Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { storeRefreshUrl } from '../../lib/entry-params';
import { useIsOnline } from '../../lib/network';
import { hasOfflineSnapshot } from '../../lib/offline-snapshot';

/** Without network, a trip's page leads to its saved copy, any other page to the saved loads. */
function savedViewOf(pathname: string): string {
  const trip = matchPath(paths.app.tripExecution.path, pathname);
  return trip?.params.shipmentId
    ? paths.offlineTrip.getHref(trip.params.shipmentId)
    : paths.offline.getHref();
}

/**
 * /app needs a signed-in user, otherwise /login (D1-2.04); the page asked for is kept to return to.
 * Opened without network and without a session, the app shows what it saved instead (decision 062).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const isOnline = useIsOnline();

  if (status === 'signedIn') return children;
  if (status === 'loading' || status === 'leaving') return <PageLoader />;
  const url = `${location.pathname}${location.search}`;
  if (isRefreshUrl(url)) storeRefreshUrl(url);
  if (!isOnline && hasOfflineSnapshot()) return <Navigate to={savedViewOf(location.pathname)} replace />;
  return <Navigate to={paths.login.getHref()} replace />;
}
