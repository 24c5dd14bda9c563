import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, isGuestOnly } from '@freight/domain/permissions';
import { useCanSeeMatchedLoads, type MatchedLoadsKind } from '../../loads/matched/can-see-matched-loads';
import { RecommendedLoads } from '../../loads/matched/recommended-loads';
import { WatchedLoads } from '../../loads/matched/watched-loads';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';

function isMatchedLoadsKind(value: unknown): value is MatchedLoadsKind {
  return value === 'recommended' || value === 'watched';
}

/** Recommended and Watched for a guest (D1-6.17): not available, with a way to search instead. */
function GuestMatchedLoads() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" title={t('errors.guestFeatureTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('errors.guestFeature')}</Text>
        <Button component={Link} to={paths.app.search.getHref()}>
          {t('errors.searchForLoads')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** 'Post your truck or lane...' (D1-2.19), only for a role that may post capacity. */
function ManageCapacityLink() {
  const { t } = useTranslation();
  const roles = useAuth().claims?.roles ?? [];
  if (!hasPermission(roles, 'sidebar.manageCapacity')) return null;
  return (
    <Anchor component={Link} to={paths.app.manageCapacity.getHref()}>
      {t('homePage.manageCapacity')}
    </Anchor>
  );
}

type MatchedLoadsSectionsProps = { section?: MatchedLoadsKind };

/**
 * Matched Loads on Home (D1-2.06, D1-2.19): Recommended and Watched as two tabs, the one of the path
 * selected first; each shown only to the roles and while the feature flag allows it.
 */
export function MatchedLoadsSections({ section }: MatchedLoadsSectionsProps) {
  const { t } = useTranslation();
  const roles = useAuth().claims?.roles ?? [];
  const canSeeRecommended = useCanSeeMatchedLoads('recommended');
  const canSeeWatched = useCanSeeMatchedLoads('watched');
  const shown = [
    ...(canSeeRecommended ? (['recommended'] as const) : []),
    ...(canSeeWatched ? (['watched'] as const) : []),
  ];
  const [selected, setSelected] = useState<MatchedLoadsKind | null>(section ?? null);
  const [receivedSection, setReceivedSection] = useState(section);
  // The router may keep this page mounted from /app/home/recommended to /app/home/watched.
  if (receivedSection !== section) {
    setReceivedSection(section);
    setSelected(section ?? null);
  }
  const current = selected && shown.includes(selected) ? selected : (shown[0] ?? null);

  if (isGuestOnly(roles)) return <GuestMatchedLoads />;
  if (!current) return null;

  return (
    <Stack gap="md">
      {canSeeRecommended && <ManageCapacityLink />}
      <Tabs
        value={current}
        onChange={(value) => {
          if (isMatchedLoadsKind(value)) setSelected(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('homePage.matchedLoads')} mb="md">
          {shown.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(kind === 'recommended' ? 'pages.recommended' : 'pages.watched')}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="recommended">
          <RecommendedLoads />
        </Tabs.Panel>
        <Tabs.Panel value="watched">
          <WatchedLoads />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
