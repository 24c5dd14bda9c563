import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { statesByCountry, toCountryCode } from '@freight/domain/countries';
import type { StateSearch } from '@freight/domain/initial-tab';
import { availableSortColumns } from '@freight/domain/search/sorting';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config-provider';
import { getStateSearch } from '../../../lib/entry-params';
import { useStateBasedLoads } from '../api/get-state-based-load';
import { getStateBasedLoadQueryKey } from '../query-keys';
import { useOnlineGate } from './results-status';
import { ResultsView } from './results-view';
import { useResultsSort } from './sort-control';

// Loads by state, /app/stof (D1-2.09): the open loads picking up in the state of the URL
// (?stateCode=IL&countryCode=USA), else in the one stored when the app was opened with it, on the same
// screen as the search results. Without either there is nothing to show: the search form instead.

/** A state search we can run: a known state or province of USA or CAN (US and CA are accepted too). */
export function normalizeStateSearch(
  stateCode: string | null | undefined,
  countryCode: string | null | undefined,
): StateSearch | null {
  const state = stateCode?.trim().toUpperCase();
  const rawCountry = countryCode?.trim().toUpperCase();
  if (!state || !rawCountry) return null;
  const country = rawCountry.length === 2 ? toCountryCode(rawCountry) : rawCountry;
  if (country !== 'USA' && country !== 'CAN') return null;
  return state in statesByCountry[country] ? { stateCode: state, countryCode: country } : null;
}

export function StofPage() {
  const [params] = useSearchParams();
  const stored = getStateSearch();
  const stateSearch =
    normalizeStateSearch(params.get('stateCode'), params.get('countryCode')) ??
    normalizeStateSearch(stored?.stateCode, stored?.countryCode);
  if (!stateSearch) return <Navigate to={paths.app.search.getHref()} replace />;
  return <StateLoads key={`${stateSearch.countryCode}-${stateSearch.stateCode}`} stateSearch={stateSearch} />;
}

// Loads by state have no origin or destination city, so no deadhead sorts (D1-9.03).
const stateSortColumns = availableSortColumns({ originMode: 'anywhere', destinationMode: 'anywhere' });

function StateLoads({ stateSearch }: { stateSearch: StateSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { paging } = useConfig();
  const [sort, changeSort] = useResultsSort(stateSortColumns, (next) =>
    getStateBasedLoadQueryKey(stateSearch, next),
  );
  const gate = useOnlineGate();
  const query = useStateBasedLoads({ stateSearch, sort, enabled: gate.isAllowed });
  const { countryCode, stateCode } = stateSearch;
  const stateName = statesByCountry[countryCode as 'USA' | 'CAN'][stateCode] ?? stateCode;

  return (
    <Container size="md" py="xl">
      <ResultsView
        title={t('results.stofTitle', { state: stateName })}
        query={query}
        pageSize={paging.stateBasedPageSize}
        sortColumns={stateSortColumns}
        sort={sort}
        onSortChange={changeSort}
        gate={gate}
        onReturnToSearch={() => void navigate(paths.app.search.getHref())}
      />
    </Container>
  );
}
