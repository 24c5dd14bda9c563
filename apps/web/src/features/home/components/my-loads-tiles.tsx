import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import { permissionOfBucket, type MyLoadBucket } from '@freight/domain/shipment-states';
import { paths, type MyLoadsList } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMyLoadsCounts } from '../api/count-my-loads';

// The My Loads lists as tiles on Home (D1-2.06), each leading to its list, for the lists the role may
// open (D2-6.01, D2-6.03), with how many shipments it holds (getMyLoadsCounts, a driver's own only,
// D2-6.02). The server checks the same permissions; here they only decide which tiles to draw. While
// the counts load, or when they fail, a tile still leads to its list, just without a number.
const tiles: readonly { bucket: MyLoadBucket; list: MyLoadsList }[] = [
  { bucket: 'carrierTendered', list: 'CarrierTendered' },
  { bucket: 'carrierAssigned', list: 'CarrierAssigned' },
  { bucket: 'driverAssigned', list: 'DriverAssigned' },
  { bucket: 'inTransit', list: 'InTransit' },
  { bucket: 'deliveredNeedsPaperWork', list: 'DeliveredNeedsPPWK' },
  { bucket: 'deliveredWithPaperWork', list: 'DeliveredWithPPWK' },
];

type MyLoadsTileProps = { bucket: MyLoadBucket; list: MyLoadsList; count: number | undefined };

function MyLoadsTile({ bucket, list, count }: MyLoadsTileProps) {
  const { t } = useTranslation();
  const name = t(`homePage.myLoads.${bucket}`);
  return (
    <UnstyledButton
      component={Link}
      to={paths.app.myLoads.getHref(list)}
      display="block"
      h="100%"
      aria-label={count === undefined ? name : t('myLoadsCounts.tileLabel', { list: name, count })}
    >
      <Paper withBorder radius="md" p="md" h="100%">
        {count !== undefined && (
          <Text fz="xl" fw={700} lh={1.2} aria-hidden>
            {t('myLoadsCounts.value', { count })}
          </Text>
        )}
        <Text fw={600}>{name}</Text>
      </Paper>
    </UnstyledButton>
  );
}

/** Shown only with carrier-profile access (D1-2.06). */
export function MyLoadsTiles() {
  const { t } = useTranslation();
  const roles = useAuth().claims?.roles ?? [];
  const shown = hasPermission(roles, 'manage.carrierProfile')
    ? tiles.filter((tile) => hasPermission(roles, permissionOfBucket[tile.bucket]))
    : [];
  const counts = useMyLoadsCounts({ enabled: shown.length > 0 });
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
            <MyLoadsTile bucket={bucket} list={list} count={counts.data?.get(bucket)} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
