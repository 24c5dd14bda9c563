import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, type Permission } from '@freight/domain/permissions';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { paths, type MyLoadsList } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';

// The My Loads lists as tiles on Home (D1-2.06), each leading to its list, for the lists the role may
// open (D2-6). The counts per list come with the My Loads lists themselves; until then a tile has none.
const tiles: readonly { bucket: MyLoadBucket; list: MyLoadsList; permission: Permission }[] = [
  { bucket: 'carrierTendered', list: 'CarrierTendered', permission: 'myLoads.carrierTendered' },
  { bucket: 'carrierAssigned', list: 'CarrierAssigned', permission: 'myLoads.carrierAssigned' },
  { bucket: 'driverAssigned', list: 'DriverAssigned', permission: 'myLoads.driverAssigned' },
  { bucket: 'inTransit', list: 'InTransit', permission: 'myLoads.inTransit' },
  { bucket: 'deliveredNeedsPaperWork', list: 'DeliveredNeedsPPWK', permission: 'myLoads.recentlyDelivered' },
  { bucket: 'deliveredWithPaperWork', list: 'DeliveredWithPPWK', permission: 'myLoads.recentlyDelivered' },
];

/** Shown only with carrier-profile access (D1-2.06). */
export function MyLoadsTiles() {
  const { t } = useTranslation();
  const roles = useAuth().claims?.roles ?? [];
  if (!hasPermission(roles, 'manage.carrierProfile')) return null;
  const shown = tiles.filter((tile) => hasPermission(roles, tile.permission));
  if (shown.length === 0) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="home-my-loads">
      <Title order={2} id="home-my-loads">
        {t('pages.myLoads')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, lg: 6 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {shown.map(({ bucket, list }) => (
          <li key={bucket}>
            <UnstyledButton component={Link} to={paths.app.myLoads.getHref(list)} display="block" h="100%">
              <Paper withBorder radius="md" p="md" h="100%">
                <Text fw={600}>{t(`homePage.myLoads.${bucket}`)}</Text>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
