import { useMemo } from 'react';
import { Alert, Anchor, Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { TripPage } from '../../features/trip/components/trip-page';
import { paths } from '../../config/paths';
import { useFormatLocale } from '../../lib/format-locale';
import { useIsOnline } from '../../lib/network';
import { readOfflineSnapshot, type OfflineSnapshot } from '../../lib/offline-snapshot';
import { SavedDataProvider } from './saved-data';
import { savedLoadsOf } from './saved-loads';

// The saved view (decision 062): the app opened without network and without a session shows the
// member's loads and trips as this device last saw them, read-only, under the no-network banner of
// the public frame. Once the network is back it leads to the same page in the app, through sign-in.

function useSavedAt(snapshot: OfflineSnapshot): string {
  const locale = useFormatLocale();
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(snapshot.savedAt),
  );
}

function NothingSaved() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('offlineApp.savedTitle')}</Title>
        <Text>{t('offlineApp.noneSaved')}</Text>
        <Button component={Link} to={paths.login.getHref()} w="fit-content">
          {t('offlineApp.signIn')}
        </Button>
      </Stack>
    </Container>
  );
}

function SavedLoads({ snapshot }: { snapshot: OfflineSnapshot }) {
  const { t } = useTranslation();
  const savedAt = useSavedAt(snapshot);
  const loads = savedLoadsOf(snapshot);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('offlineApp.savedTitle')}</Title>
        <Text>{t('offlineApp.savedIntro')}</Text>
        <Text size="sm">{t('offlineApp.savedAt', { date: savedAt })}</Text>
        {loads.length === 0 ? (
          <Text>{t('offlineApp.noneSaved')}</Text>
        ) : (
          <List listStyleType="none" spacing="sm" aria-label={t('offlineApp.savedTitle')}>
            {loads.map((load) => (
              <List.Item key={load.shipmentId}>
                {load.hasTrip ? (
                  <Anchor component={Link} to={paths.offlineTrip.getHref(load.shipmentId)} fw={700}>
                    {t('offlineApp.openTrip', { shipmentId: load.shipmentId })}
                  </Anchor>
                ) : (
                  <Text fw={700}>{load.shipmentId}</Text>
                )}
                <Text size="sm">
                  {t('offlineApp.route', { origin: load.origin, destination: load.destination })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Container>
  );
}

/** /offline: the loads saved on this device; My Loads once the network is back. */
export function SavedLoadsPage() {
  const isOnline = useIsOnline();
  const snapshot = useMemo(() => readOfflineSnapshot(), []);
  if (isOnline) return <Navigate to={paths.app.myLoads.getHref()} replace />;
  return snapshot ? <SavedLoads snapshot={snapshot} /> : <NothingSaved />;
}

/** /offline/trip/{shipmentId}: the trip as saved, read-only; the trip screen once the network is back. */
export function SavedTripPage() {
  const { t } = useTranslation();
  const { shipmentId = '' } = useParams();
  const isOnline = useIsOnline();
  const snapshot = useMemo(() => readOfflineSnapshot(), []);
  if (isOnline) return <Navigate to={paths.app.tripExecution.getHref(shipmentId)} replace />;
  if (!snapshot) return <NothingSaved />;
  // A trip this device never opened has nothing saved: the list says what there is.
  const isSaved = savedLoadsOf(snapshot).some((load) => load.shipmentId === shipmentId && load.hasTrip);
  if (!isSaved) return <Navigate to={paths.offline.getHref()} replace />;

  return (
    <SavedDataProvider snapshot={snapshot}>
      <SavedTripNotice snapshot={snapshot} />
      <TripPage shipmentId={shipmentId} isReadOnly>
        <Anchor component={Link} to={paths.offline.getHref()} mt="md" display="inline-block">
          {t('offlineApp.savedTitle')}
        </Anchor>
      </TripPage>
    </SavedDataProvider>
  );
}

function SavedTripNotice({ snapshot }: { snapshot: OfflineSnapshot }) {
  const { t } = useTranslation();
  const savedAt = useSavedAt(snapshot);
  return (
    <Container size="lg" pt="md">
      <Alert
        color="yellow"
        title={t('offlineApp.readOnlyTitle')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t('offlineApp.readOnlyMessage', { date: savedAt })}
      </Alert>
    </Container>
  );
}
