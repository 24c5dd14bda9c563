import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useUserWatchedLoads } from './api/get-user-watched-loads';
import { useCanSeeMatchedLoads } from './can-see-matched-loads';
import { MatchedLoadsView } from './matched-loads-view';

/** No watched load yet (D1-8.08): ways to find some, and capacity to get recommendations. */
function NoWatchedLoads() {
  const { t } = useTranslation();
  const roles = useAuth().claims?.roles ?? [];
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('matchedLoads.noWatched')}</Text>
      <Group>
        <Button component={Link} to={paths.app.search.getHref()}>
          {t('matchedLoads.searchLoads')}
        </Button>
        {/* Only where the role may post capacity, so the button never leads to a refusal. */}
        {hasPermission(roles, 'sidebar.manageCapacity') && (
          <Button component={Link} to={paths.app.manageCapacity.getHref()} variant="default">
            {t('matchedLoads.addCapacity')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function WatchedLoadsList() {
  const { t } = useTranslation();
  const { watchedPageSize } = useConfig().paging;
  const query = useUserWatchedLoads();
  return (
    <MatchedLoadsView
      titleOf={(count) => t('matchedLoads.watchedCount', { count })}
      pendingTitle={t('matchedLoads.watchedLoads')}
      query={query}
      pageSize={watchedPageSize}
      empty={<NoWatchedLoads />}
    />
  );
}

/** The watched loads (D1-2.19): 'N Watched load(s)', newest watch first. */
export function WatchedLoads() {
  const canSee = useCanSeeMatchedLoads('watched');
  return canSee ? <WatchedLoadsList /> : null;
}
