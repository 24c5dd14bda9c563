import { useState } from 'react';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { listOfShipmentState, openableListOf } from '@freight/domain/my-loads/lists';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import type { MyLoadsShipmentState } from '../../../lib/navigation-state';
import { useLoadByReference } from '../api/search-load-by-reference';
import { LoadList } from '../../loads/components/load-list';
import { ResultsError, useOnlineGate } from './results-status';

// The header's "Search by Load #" (D1-5.10, D1-7.08): a shipment of the caller's carrier opens in its
// My Loads list, or on its own page when the role may not open that list; open load postings show as
// a result list, opened when there is one; nothing found says so (D1-8.10).

/** `visit`: the navigation that asked the search (each search asks the server again). */
export function ReferenceResults({ reference, visit }: { reference: string; visit: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useAuth().claims?.roles ?? [];
  const gate = useOnlineGate();
  const query = useLoadByReference(reference, { enabled: gate.isAllowed, visit });
  // undefined until the user opens or closes a card: a single result starts open.
  const [chosenLoadId, setChosenLoadId] = useState<string | null | undefined>(undefined);
  const handleReturnToSearch = () => void navigate(paths.app.search.getHref());

  // The list of the shipment's state (D2-4.03), or its own page when the role may not open that list;
  // a shipment in none is no result.
  const shipment = query.data?.shipments.find((item) => listOfShipmentState(item.shipmentState) !== null);
  if (shipment) {
    const list = openableListOf(shipment.shipmentState, roles);
    if (!list) return <Navigate to={paths.app.shipmentDetails.getHref(shipment.shipmentId)} replace />;
    const state: MyLoadsShipmentState = { shipmentId: shipment.shipmentId };
    return <Navigate to={paths.app.myLoads.getHref(list)} state={state} replace />;
  }

  const postings = query.data?.loadPostings ?? [];
  const expandedLoadId =
    chosenLoadId !== undefined ? chosenLoadId : postings.length === 1 ? (postings[0]?.loadId ?? null) : null;

  const renderBody = () => {
    if (!query.data) {
      if (query.isError) {
        return (
          <ResultsError
            error={query.error}
            onRetry={() => gate.runOnline(() => void query.refetch())}
            onReturnToSearch={handleReturnToSearch}
          />
        );
      }
      if (!query.isFetching) return null;
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{t('results.loading')}</Text>
        </Group>
      );
    }
    if (postings.length === 0) {
      return (
        <Stack gap="md" align="flex-start">
          <Text>{t('results.referenceNotFound', { reference })}</Text>
          <Button onClick={handleReturnToSearch}>{t('results.returnToSearch')}</Button>
        </Stack>
      );
    }
    return (
      <LoadList
        postings={postings}
        expandedLoadId={expandedLoadId}
        onToggle={(loadId) => setChosenLoadId(expandedLoadId === loadId ? null : loadId)}
      />
    );
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1}>{t('results.referenceTitle', { reference })}</Title>
          {postings.length > 0 && (
            <Text aria-live="polite">{t('results.matches', { count: postings.length })}</Text>
          )}
        </div>
        {gate.notice}
        {renderBody()}
      </Stack>
    </Container>
  );
}
