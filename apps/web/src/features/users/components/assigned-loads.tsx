import { Alert, Button, Collapse, List, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showMoreCount } from '@freight/domain/search/paging';
import { paths } from '../../../config/paths';
import { useFormatLocale } from '../../../lib/format-locale';
import { ShowMoreFooter } from '../../loads/components/show-more-footer';
import {
  assignedLoadsPageSize,
  useMemberAssignedLoads,
  type AssignedLoad,
} from '../api/get-member-assigned-loads';

type AssignedLoadsProps = { userId: string; count: number };

const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ') || '-';

function LoadLine({ load }: { load: AssignedLoad }) {
  const { t } = useTranslation('users');
  const locale = useFormatLocale();
  const pickUp =
    load.pickUpDateTime && load.timeZone
      ? new Intl.DateTimeFormat(locale, {
          month: 'short',
          day: '2-digit',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: load.timeZone,
        }).format(new Date(load.pickUpDateTime))
      : null;
  return (
    <List.Item>
      <Link to={paths.app.shipmentDetails.getHref(load.shipmentId)}>#{load.shipmentId}</Link>{' '}
      {t('users.card.loadRoute', {
        origin: place(load.originCity, load.originState),
        destination: place(load.destinationCity, load.destinationState),
      })}
      {' · '}
      {t(`users.card.states.${load.shipmentState}`, { defaultValue: load.shipmentState })}
      {pickUp && (
        <Text span size="sm" c="dimmed">
          {' · '}
          <time dateTime={load.pickUpDateTime ?? undefined}>{pickUp}</time>
        </Text>
      )}
    </List.Item>
  );
}

/**
 * Assigned Load Details (D3-2.37): an expandable section of the card; opened, it pages the loads the
 * member drives, with Show N More, then End of list.
 */
export function AssignedLoads({ userId, count }: AssignedLoadsProps) {
  const { t } = useTranslation('users');
  const [isOpen, { toggle }] = useDisclosure(false);
  const regionId = useId();
  const query = useMemberAssignedLoads(userId, isOpen);
  const loads = query.data?.pages.flatMap((page) => page.loads) ?? [];
  const total = query.data?.pages.at(-1)?.totalRecords ?? count;

  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={isOpen}
        aria-controls={regionId}
        onClick={toggle}
      >
        {t('users.card.assignedLoads', { count })}
      </Button>
      <Collapse expanded={isOpen}>
        <Stack gap="xs" id={regionId}>
          {query.isPending && isOpen && <Loader size="xs" aria-label={t('users.card.loadingLoads')} />}
          {query.isError && !query.data && <Alert color="red">{t('users.card.loadsFailed')}</Alert>}
          {loads.length > 0 && (
            <List size="sm" spacing={4}>
              {loads.map((load) => (
                <LoadLine key={load.shipmentId} load={load} />
              ))}
            </List>
          )}
          {query.data && (
            <ShowMoreFooter
              hasMore={query.hasNextPage}
              nextCount={showMoreCount(total, loads.length, assignedLoadsPageSize)}
              isLoading={query.isFetchingNextPage}
              hasFailed={query.isFetchNextPageError}
              onShowMore={() => void query.fetchNextPage()}
            />
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
