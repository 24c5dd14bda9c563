import { useEffect, useState } from 'react';
import { Container, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { noProfitFilter } from '@freight/domain/profit/profit-filter';
import { searchSortColumns } from '@freight/domain/search/sorting';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config-provider';
import {
  readNavigationState,
  readReferenceParam,
  readReferenceSearchState,
  searchResultsStateSchema,
} from '../../../lib/navigation-state';
import { ProfitFilterControl } from '../../load-profit/components/profit-filter-control';
import { useSearchLoadPostings } from '../api/search-load-postings';
import { searchLoadPostingsQueryKey } from '../query-keys';
import type { SearchPageState, SearchResultsState } from '../search-navigation';
import { FavoriteToggle } from './favorite-toggle';
import { ReferenceResults } from './reference-results';
import { ResultsBreadcrumb } from './results-breadcrumb';
import { ResultsNoCriteria, useOnlineGate } from './results-status';
import { ResultsView } from './results-view';
import { SearchCriteriaSummary } from './search-criteria-summary';
import { useResultsSort } from './sort-control';

// /app/search/results (D1-2.20, D1-2.21): the loads of the search that navigation state carries, or
// of the header's load-number search; without either, an invitation to search (D1-8.08).

export function SearchResultsPage() {
  const { state, key } = useLocation();
  const [searchParams] = useSearchParams();
  // The header's search, or a link with ?reference= (D3-4.53).
  const reference = readReferenceSearchState(state) ?? readReferenceParam(searchParams);
  // Each search by Load # starts afresh, the same number searched again included.
  if (reference) return <ReferenceResults key={`${reference} ${key}`} reference={reference} visit={key} />;
  const resultsState = readNavigationState(searchResultsStateSchema, state);
  if (!resultsState) return <ResultsNoCriteria />;
  // Other criteria are another search: its sort, pages and open card start afresh.
  return <SearchResults key={JSON.stringify(resultsState.criteria)} state={resultsState} />;
}

function SearchResults({ state }: { state: SearchResultsState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { paging } = useConfig();
  const { criteria, from } = state;
  const sortColumns = searchSortColumns(criteria);
  const [sort, changeSort] = useResultsSort(sortColumns, (next) =>
    searchLoadPostingsQueryKey(criteria, next),
  );
  const [profitFilter, setProfitFilter] = useState(noProfitFilter);
  const gate = useOnlineGate();
  // Remembered here at once: the navigation state that also says so lands a render later, and a sort
  // chosen in between must not record the search again.
  const [recorded, setRecorded] = useState<{ id: string; favorite: boolean } | null>(null);
  const recordedId = recorded?.id ?? null;
  const query = useSearchLoadPostings({
    criteria,
    sort,
    skipUserSearchHistory: Boolean(state.skipUserSearchHistory) || recordedId !== null,
    enabled: gate.isAllowed,
    profitFilter,
  });
  const answered = query.data?.pages[0];
  if (answered?.searchHistoryId && answered.searchHistoryId !== recordedId) {
    setRecorded({ id: answered.searchHistoryId, favorite: Boolean(answered.searchHistoryFavorite) });
  }
  // What navigation said (a favourite re-run, the toggle) wins; else a search recorded as one of the
  // favourites is shown as one (D1-4.07).
  const isFavorite = state.favorite ?? recorded?.favorite ?? false;

  // Once the server recorded the search, this page shows that recent search: a reload, a new sort or a
  // return here re-runs it without recording it a second time, and the favourite toggle has its id
  // and state.
  useEffect(() => {
    if (!recorded || state.skipUserSearchHistory) return;
    const next: SearchResultsState = {
      ...state,
      savedSearchId: recorded.id,
      favorite: state.favorite ?? recorded.favorite,
      skipUserSearchHistory: true,
    };
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: next });
  }, [recorded, state, navigate, location.pathname, location.search]);

  const replaceState = (patch: Partial<SearchResultsState>) =>
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { ...state, ...patch } satisfies SearchResultsState },
    );

  // The form keeps what was typed (and the saved-search lists reload), so the way back is the segment
  // the search came from.
  const handleReturnToSearch = () => {
    const pageState: SearchPageState = { segment: from };
    void navigate(paths.app.search.getHref(), { state: pageState });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        {from !== 'newSearch' && <ResultsBreadcrumb from={from} />}
        <ResultsView
          title={t('results.title')}
          query={query}
          pageSize={paging.searchPageSize}
          sortColumns={sortColumns}
          sort={sort}
          onSortChange={changeSort}
          gate={gate}
          onReturnToSearch={handleReturnToSearch}
        >
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('results.summary')}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <SearchCriteriaSummary criteria={criteria} />
              {criteria.originMode === 'city' && (
                <ProfitFilterControl filter={profitFilter} onChange={setProfitFilter} />
              )}
              <FavoriteToggle
                savedSearchId={state.savedSearchId ?? recordedId}
                favorite={isFavorite}
                criteria={criteria}
                onChange={(favorite, savedSearchId) => replaceState({ favorite, savedSearchId })}
              />
            </Group>
          </Paper>
        </ResultsView>
      </Stack>
    </Container>
  );
}
