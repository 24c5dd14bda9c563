import { useState } from 'react';
import { Container, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { AppConfig } from '@freight/domain/config';
import { hasPermission, type Permission } from '@freight/domain/permissions';
import type { Role } from '@freight/domain/roles';
import { RecommendedLoads } from '../../loads/matched/recommended-loads';
import { WatchedLoads } from '../../loads/matched/watched-loads';
import { ReferenceSearchRedirect } from '../../../components/navigation/reference-search-redirect';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { readNavigationState, readReferenceParam } from '../../../lib/navigation-state';
import {
  isSearchSegment,
  searchPageStateSchema,
  searchSegments,
  type SearchSegment,
} from '../search-navigation';
import { FavoriteSearchList, RecentSearchList } from './saved-search-list';
import { SearchForm } from './search-form';

// Who sees which segment (D1-6.06, D1-6.07); Watched and Recommended also follow their feature flags.
const segmentPermissions: Record<SearchSegment, Permission> = {
  newSearch: 'search.newSearch',
  recentSearch: 'search.recentSearch',
  favoriteSearch: 'search.favoriteSearch',
  watchedLoads: 'home.watched',
  recommendedLoads: 'home.recommended',
};

function isSegmentShown(segment: SearchSegment, roles: readonly Role[], config: AppConfig): boolean {
  if (segment === 'watchedLoads' && !config.features.watched) return false;
  if (segment === 'recommendedLoads' && !config.features.recommended) return false;
  return hasPermission(roles, segmentPermissions[segment]);
}

/**
 * /app/search: the segments of the search screen, one of which navigation state may preset (D1-2.07);
 * a link with ?reference= searches loads by it (D3-4.53).
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const reference = readReferenceParam(searchParams);
  return reference ? <ReferenceSearchRedirect reference={reference} /> : <SearchSegments />;
}

function SearchSegments() {
  const { t } = useTranslation();
  const config = useConfig();
  const roles = useAuth().claims?.roles ?? [];
  const location = useLocation();
  const requested = readNavigationState(searchPageStateSchema, location.state)?.segment ?? null;
  const shown = searchSegments.filter((segment) => isSegmentShown(segment, roles, config));
  const [selected, setSelected] = useState<SearchSegment | null>(requested);
  // Opened again while shown (a link with a segment in its state): the new request wins.
  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    if (requested) setSelected(requested);
  }
  const segment = selected && shown.includes(selected) ? selected : (shown[0] ?? null);

  return (
    <Container size="lg" py="md">
      <Title order={1} mb="md">
        {t('pages.search')}
      </Title>
      <Tabs
        value={segment}
        onChange={(value) => {
          if (isSearchSegment(value)) setSelected(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('searchForm.segmentsLabel')} mb="md">
          {shown.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`searchForm.segments.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="newSearch">
          <SearchForm />
        </Tabs.Panel>
        <Tabs.Panel value="recentSearch">
          <RecentSearchList />
        </Tabs.Panel>
        <Tabs.Panel value="favoriteSearch">
          <FavoriteSearchList />
        </Tabs.Panel>
        <Tabs.Panel value="watchedLoads">
          <WatchedLoads />
        </Tabs.Panel>
        <Tabs.Panel value="recommendedLoads">
          <RecommendedLoads />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
