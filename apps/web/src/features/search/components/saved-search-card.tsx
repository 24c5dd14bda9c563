import { useId, useMemo } from 'react';
import { Button, Card, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromSearchRequest } from '@freight/domain/search/request';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config-provider';
import type { SavedSearch } from '../api/find-recent-searches';
import type { SearchResultsState } from '../search-navigation';
import { FavoriteToggle } from './favorite-toggle';
import { SearchCriteriaSummary } from './search-criteria-summary';

type SavedSearchCardProps = {
  savedSearch: SavedSearch;
  from: 'recentSearch' | 'favoriteSearch';
};

/**
 * One recent or favourite search (D1-2.22): its criteria, the Favorite/Unfavorite toggle and See
 * Results, which re-runs it as the server dates it today without recording it again.
 */
export function SavedSearchCard({ savedSearch, from }: SavedSearchCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig();
  const titleId = useId();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const criteria = useMemo(
    () => fromSearchRequest(savedSearch.criteria, config),
    [savedSearch.criteria, config],
  );

  const handleSeeResults = () =>
    runOnline(() => {
      const state: SearchResultsState = {
        criteria,
        from,
        savedSearchId: savedSearch.id,
        favorite: savedSearch.favouritesearchindicator,
        skipUserSearchHistory: true,
      };
      void navigate(paths.app.searchResults.getHref(), { state });
    });

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <SearchCriteriaSummary criteria={criteria} titleId={titleId} />
        <Group justify="space-between">
          <FavoriteToggle
            savedSearchId={savedSearch.id}
            favorite={savedSearch.favouritesearchindicator}
            criteria={criteria}
          />
          <Button onClick={handleSeeResults}>{t('savedSearches.seeResults')}</Button>
        </Group>
      </Stack>
      {offlineAlert}
    </Card>
  );
}
