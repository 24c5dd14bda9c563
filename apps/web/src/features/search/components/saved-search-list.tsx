import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFavoriteSearches } from '../api/find-favorite-searches';
import { useRecentSearches, type SavedSearch } from '../api/find-recent-searches';
import { SavedSearchCard } from './saved-search-card';

type SavedSearchListProps = {
  kind: 'recent' | 'favorite';
  savedSearches: SavedSearch[] | undefined;
  isPending: boolean;
};

/**
 * The first 10 recent or favourite searches by pick-up date (D1-7.09). A failed fetch shows nothing
 * but stops the loader (D1-8.03); the list is fetched again at the configured interval.
 */
export function SavedSearchList({ kind, savedSearches, isPending }: SavedSearchListProps) {
  const { t } = useTranslation();
  const label = kind === 'recent' ? t('savedSearches.recentLabel') : t('savedSearches.favoriteLabel');

  if (isPending) return <Loader aria-label={t('savedSearches.loading')} m="md" />;
  if (!savedSearches) return null;
  if (savedSearches.length === 0) {
    return (
      <Text py="md">
        {kind === 'recent' ? t('savedSearches.emptyRecent') : t('savedSearches.emptyFavorite')}
      </Text>
    );
  }
  return (
    <Stack gap="md" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {savedSearches.map((savedSearch) => (
        <li key={savedSearch.id}>
          <SavedSearchCard
            savedSearch={savedSearch}
            from={kind === 'recent' ? 'recentSearch' : 'favoriteSearch'}
          />
        </li>
      ))}
    </Stack>
  );
}

export function RecentSearchList() {
  const query = useRecentSearches();
  return (
    <SavedSearchList kind="recent" savedSearches={query.data?.savedSearches} isPending={query.isPending} />
  );
}

export function FavoriteSearchList() {
  const query = useFavoriteSearches();
  return (
    <SavedSearchList kind="favorite" savedSearches={query.data?.savedSearches} isPending={query.isPending} />
  );
}
