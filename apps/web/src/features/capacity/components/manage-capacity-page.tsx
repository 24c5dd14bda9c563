import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  capacitySegments,
  isCapacitySegment,
  type CapacitySegment,
} from '@freight/domain/capacity/capacity-form';
import { hasResults, uniqueCapacities } from '@freight/domain/capacity/capacity-list';
import { showMoreCount } from '@freight/domain/search/paging';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config-provider';
import { ShowMoreFooter } from '../../loads/components/show-more-footer';
import { useCarrierCapacities } from '../api/get-carrier-capacity-with-load-count';
import { CapacityCard } from './capacity-card';
import { useCapacityRemoval } from './use-capacity-removal';

/**
 * Manage capacity (D3-2.14, D3-2.52 to D3-2.54): Add New Capacity, the segments All / Trucks / Lanes,
 * "Show only capacities with results" (among the capacities loaded), the cards with their load counts,
 * Show N More by 10 and End of List, or the empty state. The segment is kept while the page lives
 * (D3-3.22: manageSegmentSelected, default ALL).
 */
export function ManageCapacityPage() {
  const { t } = useTranslation(['capacity', 'web']);
  const config = useConfig();
  const [segment, setSegment] = useState<CapacitySegment>(() => {
    const configured = config.capacity.defaultSegment;
    return isCapacitySegment(configured) ? configured : 'ALL';
  });
  const [isWithResultsOnly, setWithResultsOnly] = useState(false);
  const query = useCarrierCapacities(segment);
  const removal = useCapacityRemoval();

  const pages = query.data?.pages;
  const capacities = useMemo(() => uniqueCapacities(pages?.flatMap((page) => page.capacity) ?? []), [pages]);
  const shown = isWithResultsOnly ? capacities.filter(hasResults) : capacities;
  const totalRecords = pages?.at(-1)?.totalRecords ?? 0;
  const nextCount = showMoreCount(totalRecords, capacities.length, config.paging.capacityListPageSize);

  const renderBody = () => {
    if (!query.data) {
      if (query.isError) {
        return (
          <Alert color="red" title={t('web:errors.generic')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('capacity.loadFailed')}</Text>
              <Button onClick={() => void query.refetch()}>{t('capacity.retry')}</Button>
            </Stack>
          </Alert>
        );
      }
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{t('capacity.loading')}</Text>
        </Group>
      );
    }
    if (capacities.length === 0) return <Text>{t(`capacity.empty.${segment}`)}</Text>;
    return (
      <>
        {shown.length === 0 ? (
          <Text>{t('capacity.noneWithResults')}</Text>
        ) : (
          <Stack gap="sm" component="section" aria-label={t('capacity.listLabel')}>
            {shown.map((capacity) => (
              <CapacityCard
                key={capacity.capacityId}
                capacity={capacity}
                onDelete={removal.remove}
                isDeleting={removal.removingId === capacity.capacityId}
              />
            ))}
          </Stack>
        )}
        <ShowMoreFooter
          hasMore={query.hasNextPage}
          nextCount={nextCount}
          isLoading={query.isFetchingNextPage}
          hasFailed={query.isFetchNextPageError}
          onShowMore={() => void query.fetchNextPage()}
        />
      </>
    );
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('capacity.title')}</Title>
          <Button component={Link} to={paths.app.addCapacity.getHref()}>
            {t('capacity.addNew')}
          </Button>
        </Group>
        <Group justify="space-between" align="center">
          <SegmentedControl
            aria-label={t('capacity.segmentsLabel')}
            value={segment}
            onChange={(value) => {
              if (isCapacitySegment(value)) setSegment(value);
            }}
            data={capacitySegments.map((value) => ({ value, label: t(`capacity.segments.${value}`) }))}
          />
          <Switch
            label={t('capacity.withResultsOnly')}
            checked={isWithResultsOnly}
            onChange={(event) => setWithResultsOnly(event.currentTarget.checked)}
          />
        </Group>
        {renderBody()}
      </Stack>
      {removal.offlineAlert}
    </Container>
  );
}
