import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { resolveConfigText } from '../../../lib/config-text';
import { useConfig } from '../../../lib/config-provider';

// An empty My Loads list (D2-2.16, D2-2.17): 'No Routes are currently in this status.' (configurable),
// then Reset Search and Find New Freight to the search, or, for those who do not search (drivers),
// whom to ask instead.

export function MyLoadsEmpty() {
  const { t, i18n } = useTranslation();
  const { texts } = useConfig();
  const roles = useAuth().claims?.roles ?? [];
  const searches = hasPermission(roles, 'search.newSearch');
  return (
    <Stack gap="md" align="flex-start">
      <Text>{resolveConfigText(texts.emptyStatusTile, i18n.language, t('myLoads.emptyStatus'))}</Text>
      {searches ? (
        <Group gap="sm">
          <Button component={Link} to={paths.app.search.getHref()} variant="light">
            {t('myLoads.resetSearch')}
          </Button>
          <Button component={Link} to={paths.app.search.getHref()}>
            {t('myLoads.findNewFreight')}
          </Button>
        </Group>
      ) : (
        <Text fw={600}>{t('myLoads.contactDispatcher')}</Text>
      )}
    </Stack>
  );
}
