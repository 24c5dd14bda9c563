import { useEffect, useRef, useState } from 'react';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { startSearchEarly } from '../features/search/api/start-search-early';
import { useApiClient } from '../lib/api-provider';
import { useAuth } from '../lib/auth/auth-context';
import { useConfig } from '../lib/config-provider';
import { basename } from './router';

/** What the app was opened on: a reload of the search results page, with its history entry's state. */
function readOpenedResultsPage(): { historyState: unknown } | null {
  const isResultsPage = matchPath(`${basename}${paths.app.searchResults.path}`, window.location.pathname);
  if (!isResultsPage) return null;
  // React Router keeps the navigation's state under `usr` in the history entry.
  const entry: unknown = window.history.state;
  return { historyState: typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null };
}

/**
 * Opened on the search results page (a reload, a restored tab), the app asks the page's first
 * results as soon as the user is signed in, before the page has rendered (decision 053).
 */
export function StartPageDataEarly() {
  const { status, claims } = useAuth();
  const client = useApiClient();
  const config = useConfig();
  const [opened] = useState(readOpenedResultsPage);
  const isStarted = useRef(false);
  useEffect(() => {
    if (!opened || isStarted.current || status !== 'signedIn' || !claims) return;
    isStarted.current = true;
    startSearchEarly({ client, config, roles: claims.roles, historyState: opened.historyState });
  }, [opened, status, claims, client, config]);
  return null;
}
