import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { FakeApi, RecordedCall } from '../../../test/fake-api';
import { renderRoutes, type RenderOptions } from '../../../test/render-with-api';

export type { FakeApi, RecordedCall };

// Renders a search screen on its own, the way the app shows it at /app/search, with a fake `fetch`
// behind the real API client: GraphQL operations answered by name, REST paths by prefix. A results
// route shows the navigation state it received, so tests read what the search handed over.

function ResultsProbe() {
  const { state } = useLocation();
  return <pre data-testid="results-state">{JSON.stringify(state)}</pre>;
}

export type RenderSearchOptions = RenderOptions & {
  /** Navigation state of /app/search (a preset segment). */
  state?: unknown;
  /** Query string of /app/search (a link into the app). */
  search?: string;
};

export function renderSearchScreen(screen: ReactNode, options: RenderSearchOptions = {}) {
  const { state, search = '', ...rest } = options;
  return renderRoutes(
    [
      { path: '/app/search', element: screen },
      { path: '/app/search/results', element: <ResultsProbe /> },
    ],
    { pathname: '/app/search', search, state },
    rest,
  );
}

/** The navigation state the results route received, or null while the search screen is shown. */
export function readResultsState(container: { queryByTestId: (id: string) => HTMLElement | null }) {
  const probe = container.queryByTestId('results-state');
  return probe ? (JSON.parse(probe.textContent ?? 'null') as unknown) : null;
}

export { findViolations, setOnline } from '../../../test/dom';
