import { matchPath } from 'react-router';
import type { AppConfig } from '@freight/domain/config';
import { paths } from '../config/paths';
import { startSearchEarly } from '../features/search/api/start-search-early';
import type { ApiClient } from '../lib/api-client';
import type { RestoredSession } from '../lib/auth/restore-session';
import { basename } from './router';

/** What the app was opened on: a reload of the search results page, with its history entry's state. */
function readOpenedResultsPage(): { historyState: unknown } | null {
  const isResultsPage = matchPath(`${basename}${paths.app.searchResults.path}`, window.location.pathname);
  if (!isResultsPage) return null;
  // React Router keeps the navigation's state under `usr` in the history entry.
  const entry: unknown = window.history.state;
  return { historyState: typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null };
}

type StartPageDataEarlyOptions = {
  /** The session start-up is restoring (startSessionRestore). */
  session: Promise<RestoredSession | null>;
  /** The configuration the app starts with. */
  config: AppConfig;
  /** An API client that sends this ID token. */
  clientFor: (idToken: string) => ApiClient;
};

/**
 * Opened on the search results page (a reload, a restored tab), the app asks the page's first
 * results at start-up, as soon as the session is restored: before the first render, which the
 * catalogue, React and the AuthProvider would otherwise hold it behind (decision 053).
 */
export function startPageDataEarly({ session, config, clientFor }: StartPageDataEarlyOptions): void {
  const opened = readOpenedResultsPage();
  if (!opened) return;
  void session.then((restored) => {
    if (!restored) return;
    startSearchEarly({
      client: clientFor(restored.idToken),
      config,
      roles: restored.claims.roles,
      historyState: opened.historyState,
    });
  });
}
