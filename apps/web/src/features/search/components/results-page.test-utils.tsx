import { useLocation, type InitialEntry } from 'react-router';
import { renderRoutes, type RenderOptions } from '../../../test/render-with-api';
import { SearchResultsPage } from './results-page';
import { StofPage } from './stof-page';

// Renders the result screens (/app/search/results, /app/stof) on their own with the real API client
// over a fake `fetch`; any other path shows where the app went and with which state.

function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return <pre data-testid="location">{JSON.stringify({ pathname: `${pathname}${search}`, state })}</pre>;
}

/** Where a result screen navigated to, or null while it is still shown. */
export function readLocation(): { pathname: string; state: unknown } | null {
  const probe = document.querySelector('[data-testid="location"]');
  return probe ? (JSON.parse(probe.textContent ?? 'null') as { pathname: string; state: unknown }) : null;
}

/** Renders the result screens at their paths, opened at `entry` (path, query string, navigation state). */
export function renderResults(entry: InitialEntry, options: RenderOptions = {}) {
  return renderRoutes(
    [
      { path: '/app/search/results', element: <SearchResultsPage /> },
      { path: '/app/stof', element: <StofPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    entry,
    options,
  );
}

export { makeFullPosting, makePosting, makePostings, makeStop } from '../../../test/load-postings.fixtures';
