import type { ReactNode } from 'react';
import { isRefreshUrl } from '@freight/domain/initial-tab';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { storeRefreshUrl } from '../../lib/entry-params';

/** /app needs a signed-in user, otherwise /login (D1-2.04); the page asked for is kept to return to. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'signedIn') return children;
  if (status === 'loading' || status === 'leaving') return <PageLoader />;
  const url = `${location.pathname}${location.search}`;
  if (isRefreshUrl(url)) storeRefreshUrl(url);
  return <Navigate to={paths.login.getHref()} replace />;
}
