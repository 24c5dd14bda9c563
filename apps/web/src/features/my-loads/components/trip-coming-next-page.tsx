import { Anchor, Box, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { listOfBucket } from '@freight/domain/my-loads/lists';
import { paths } from '../../../config/paths';
import { readNavigationState } from '../../../lib/navigation-state';
import { tripStateSchema } from '../trip-navigation';
import { UnassignedDriverAlert } from './unassigned-driver-alert';

// /app/myLoad/Execution/{shipmentId} (D2-2.07), where Start Trip and Update lead: the trip screen
// arrives with its own release, so until then this says it comes next and leads to the load's details
// or back to the list it was opened from (the module in navigation state).

export function TripComingNextPage() {
  const { t } = useTranslation();
  const { shipmentId = '' } = useParams();
  const module = readNavigationState(tripStateSchema, useLocation().state)?.module ?? null;
  const backHref = paths.app.myLoads.getHref(module ? listOfBucket[module] : undefined);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Box component="nav" aria-label={t('myLoads.trip.breadcrumb')}>
          <Breadcrumbs>
            <Anchor component={Link} to={backHref}>
              {t('pages.myLoads')}
            </Anchor>
            <Text span aria-current="page">
              {shipmentId}
            </Text>
          </Breadcrumbs>
        </Box>
        <Title order={1}>{t('myLoads.trip.title', { shipmentId })}</Title>
        <Text>{t('myLoads.trip.comingNext')}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.app.shipmentDetails.getHref(shipmentId)}>
            {t('myLoads.trip.details')}
          </Button>
          <Button component={Link} to={backHref} variant="light">
            {t('myLoads.trip.back')}
          </Button>
        </Group>
      </Stack>
      <UnassignedDriverAlert shipmentId={shipmentId} />
    </Container>
  );
}
