import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MyLoadCardAction } from '@freight/domain/my-loads/card-buttons';
import { showsDriverFilter } from '@freight/domain/my-loads/driver-filter';
import { listTitle } from '@freight/domain/my-loads/lists';
import { reloadSearchCriteria } from '@freight/domain/my-loads/reload-search';
import { showMoreCount } from '@freight/domain/search/paging';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { ShowMoreFooter } from '../../loads/components/show-more-footer';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import type { SearchResultsState } from '../../../lib/navigation-state';
import { useShipment } from '../api/get-shipment';
import {
  countLoadedShipments,
  flattenShipmentPages,
  useShipmentsByState,
} from '../api/get-shipments-by-state';
import type { MyLoadShipment } from '../api/my-load-shipment-fields';
import {
  isPluggableCardAction,
  type CardActionHandlers,
  type PluggableCardAction,
} from '../card-action-handlers';
import { DriverFilter } from './driver-filter';
import { MyLoadsEmpty } from './my-loads-empty';
import { MyLoadsListsNav } from './my-loads-lists-nav';
import type { ShipmentCardActions } from './shipment-card';
import { ShipmentList } from './shipment-list';
import { useMyLoadsListName } from './use-my-loads-list-name';
import { myLoadsCountsQueryKey, myLoadsListsQueryKey } from '../../../lib/query-keys';
import type { TripState } from '../../../lib/trip-navigation';

// One My Loads list (D2-2.01 to D2-2.06, D2-2.15 to D2-2.19): its count title, the other lists, the
// driver filter of the delivered lists, the cards a page at a time with Show N More and 'End of list',
// or the empty state. A shipment handed over in navigation state (the reference search, a deep link)
// opens; when it is not on the loaded pages it is fetched and shown first.

type ActiveFlow = { action: PluggableCardAction; shipment: MyLoadShipment };

type MyLoadsListProps = {
  bucket: MyLoadBucket;
  /** The shipment to open, from navigation state. */
  openShipmentId: string | null;
  handlers: CardActionHandlers;
};

export function MyLoadsList({ bucket, openShipmentId, handlers }: MyLoadsListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useConfig();
  const { claims } = useAuth();
  const roles = useMemo(() => claims?.roles ?? [], [claims]);
  const nameOf = useMyLoadsListName();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const [driverId, setDriverId] = useState<string | null>(null);
  // undefined until the user opens or closes a card: the handed-over shipment starts open.
  const [chosenShipmentId, setChosenShipmentId] = useState<string | null | undefined>(undefined);
  const [activeFlow, setActiveFlow] = useState<ActiveFlow | null>(null);

  const query = useShipmentsByState(bucket, driverId);
  const pages = query.data?.pages;
  const loaded = useMemo(() => flattenShipmentPages(pages), [pages]);
  const firstPage = pages?.[0];
  const lastPage = pages?.at(-1);
  const totalCount = lastPage?.totalCount ?? 0;
  const counts = useMemo(() => {
    const latest = pages?.at(-1);
    return latest ? new Map(latest.counts.map(({ bucket: item, count }) => [item, count])) : null;
  }, [pages]);

  const isOpenLoaded = loaded.some((shipment) => shipment.shipmentId === openShipmentId);
  const opened = useShipment(firstPage && openShipmentId && !isOpenLoaded ? openShipmentId : null);
  const pinned = opened.data?.myLoadsBucket === bucket ? opened.data : null;
  const shipments = pinned ? [pinned, ...loaded] : loaded;
  const expandedShipmentId = chosenShipmentId !== undefined ? chosenShipmentId : openShipmentId;

  const handleToggle = useCallback(
    (shipmentId: string) =>
      setChosenShipmentId((current) => {
        const open = current !== undefined ? current : openShipmentId;
        return open === shipmentId ? null : shipmentId;
      }),
    [openShipmentId],
  );

  const actions = useMemo<ShipmentCardActions>(
    () => ({
      handlers,
      onStartFlow: (action: MyLoadCardAction, shipment: MyLoadShipment) => {
        if (isPluggableCardAction(action)) setActiveFlow({ action, shipment });
      },
      onOpenDetails: (shipment) => void navigate(paths.app.shipmentDetails.getHref(shipment.shipmentId)),
      onOpenTrip: (shipment) =>
        void navigate(paths.app.tripExecution.getHref(shipment.shipmentId), {
          state: { module: bucket } satisfies TripState,
        }),
      onReload: (shipment) => {
        const stops = shipment.stops.map((stop) => ({ ...stop, sequence: stop.sequenceNo }));
        const criteria = reloadSearchCriteria(
          { transportMode: shipment.transportMode, stops },
          roles,
          new Date(),
          config,
        );
        if (!criteria) return;
        const state: SearchResultsState = { criteria, from: 'newSearch', skipUserSearchHistory: true };
        void navigate(paths.app.searchResults.getHref(), { state });
      },
    }),
    [handlers, navigate, bucket, roles, config],
  );

  const Flow = activeFlow ? handlers[activeFlow.action] : undefined;
  const handleFlowDone = () => {
    setActiveFlow(null);
    void queryClient.invalidateQueries({ queryKey: myLoadsListsQueryKey });
    // The Home tiles' counts (a feature this one may not import, so its key is written here).
    void queryClient.invalidateQueries({ queryKey: myLoadsCountsQueryKey });
  };

  const name = nameOf(listTitle(bucket, roles));
  const filterEntries = showsDriverFilter(bucket, roles, config.features)
    ? (firstPage?.filterCounts ?? [])
    : [];

  const renderBody = () => {
    if (query.isPending) {
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{t('myLoads.loading')}</Text>
        </Group>
      );
    }
    if (query.isError && !firstPage) {
      return (
        <Alert color="red" title={t('myLoads.loadError')}>
          <Button size="xs" variant="light" onClick={() => runOnline(() => void query.refetch())}>
            {t('myLoads.retry')}
          </Button>
        </Alert>
      );
    }
    if (shipments.length === 0) return <MyLoadsEmpty />;
    return (
      <>
        <ShipmentList
          module={bucket}
          shipments={shipments}
          expandedShipmentId={expandedShipmentId}
          onToggle={handleToggle}
          actions={actions}
          label={name}
        />
        <ShowMoreFooter
          hasMore={query.hasNextPage}
          nextCount={showMoreCount(totalCount, countLoadedShipments(pages), config.paging.myLoadsPageSize)}
          isLoading={query.isFetchingNextPage}
          isDisabled={query.isPlaceholderData}
          hasFailed={query.isFetchNextPageError}
          onShowMore={() => runOnline(() => void query.fetchNextPage())}
        />
      </>
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>
          {firstPage ? t('myLoads.countTitle', { list: name, count: totalCount }) : name}
        </Title>
        <MyLoadsListsNav current={bucket} counts={counts} />
        {filterEntries.length > 0 && (
          <DriverFilter entries={filterEntries} value={driverId} onChange={setDriverId} />
        )}
        {renderBody()}
      </Stack>
      {Flow && activeFlow && (
        <Flow
          shipment={activeFlow.shipment}
          module={bucket}
          onClose={() => setActiveFlow(null)}
          onDone={handleFlowDone}
        />
      )}
      {offlineAlert}
    </Container>
  );
}
