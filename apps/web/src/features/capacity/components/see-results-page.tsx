import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { laneHorizonDays } from '@freight/domain/capacity/weekdays';
import { searchSortColumns } from '@freight/domain/search/sorting';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config-provider';
import { ApiError } from '../../../lib/api-client';
import { MatchCountText } from '../../loads/components/match-count-text';
import { PagedLoads } from '../../loads/components/paged-loads';
import { useOnlineGate } from '../../search/components/results-status';
import { SortControl, useResultsSort } from '../../search/components/sort-control';
import type { CapacityItem } from '../api/capacity-fields';
import { useCapacityLoads } from '../api/get-capacity-load';
import { capacityLoadsQueryKey } from '../query-keys';
import { CapacityBreadcrumb, CapacityUnavailable } from './capacity-form-pages';
import { useCapacityText } from './use-capacity-text';

/** What the loads are for: the capacity, as its card says it. */
function CapacitySummary({ capacity }: { capacity: CapacityItem }) {
  const { t } = useTranslation(['capacity', 'web']);
  const text = useCapacityText();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('capacity.results.summary')}>
      <Text fw={600}>{text.nameOf(capacity)}</Text>
      <Text size="sm">
        {text.trailerOf(capacity)} · {text.route(capacity)}
      </Text>
      <Text size="sm" c="dimmed">
        {text.whenOf(capacity)}
      </Text>
      {capacity.capacityType === 'LANE' && (
        <Text size="sm" c="dimmed">
          {t('capacity.results.laneHorizon', { count: laneHorizonDays })}
        </Text>
      )}
    </Paper>
  );
}

function CapacityResults({ capacityId }: { capacityId: string }) {
  const { t } = useTranslation(['capacity', 'web']);
  const { paging } = useConfig();
  const gate = useOnlineGate();
  const sortColumnsOf = (capacity: CapacityItem | undefined) =>
    searchSortColumns({
      originMode: 'city',
      destinationMode: capacity?.destination.city ? 'city' : 'anywhere',
    });
  // Until the capacity is known, the columns every capacity offers; a destination city adds its deadhead.
  const [sort, changeSort] = useResultsSort(sortColumnsOf(undefined), (next) =>
    capacityLoadsQueryKey(capacityId, next),
  );
  const query = useCapacityLoads(capacityId, sort, gate.isAllowed);
  const pages = query.data?.pages;
  const capacity = pages?.[0]?.capacity;
  const lastPage = pages?.at(-1);
  const isEmpty = pages?.every((page) => page.loadPostings.length === 0) ?? true;

  const renderBody = () => {
    if (!query.data) {
      if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND') return <CapacityUnavailable />;
      if (query.isError)
        return (
          <Alert color="red" title={t('web:errors.generic')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('capacity.results.failed')}</Text>
              <Button onClick={() => gate.runOnline(() => void query.refetch())}>
                {t('capacity.retry')}
              </Button>
            </Stack>
          </Alert>
        );
      if (query.isFetching)
        return (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t('web:results.loading')}</Text>
          </Group>
        );
      return null;
    }
    if (isEmpty)
      return (
        <Stack gap="md" align="flex-start">
          <Text>{t('capacity.results.noResults')}</Text>
          <Button component={Link} to={paths.app.manageCapacity.getHref()}>
            {t('capacity.results.back')}
          </Button>
        </Stack>
      );
    return (
      <PagedLoads
        query={query}
        pageSize={paging.capacityLoadPageSize}
        runOnline={gate.runOnline}
        tools={
          <SortControl
            columns={sortColumnsOf(capacity)}
            sort={sort}
            onChange={(next) => gate.runOnline(() => changeSort(next))}
          />
        }
      />
    );
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('capacity.results.title')}</Title>
        <MatchCountText page={lastPage} />
      </div>
      {capacity && <CapacitySummary capacity={capacity} />}
      {gate.notice}
      {renderBody()}
    </Stack>
  );
}

/**
 * /app/manage-capacity/see-results?capacityId= (D3-2.18, D3-2.65): the loads one capacity matches,
 * "N Matches", the sort, list or map, pages of 25 with Show N More until End of list, watched flags,
 * and the same cards, details panel and Book Now as search results.
 */
export function SeeResultsPage() {
  const { t } = useTranslation(['capacity', 'web']);
  const [searchParams] = useSearchParams();
  const capacityId = searchParams.get('capacityId')?.trim() ?? '';
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <CapacityBreadcrumb current={t('capacity.results.title')} />
        {capacityId ? (
          <CapacityResults key={capacityId} capacityId={capacityId} />
        ) : (
          <Text>{t('capacity.results.noCapacity')}</Text>
        )}
      </Stack>
    </Container>
  );
}
