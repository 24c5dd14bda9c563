import { useId, useMemo } from 'react';
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '../../../lib/format-locale';
import { useMyTrackingLog, type TrackingLogPosition } from '../api/get-my-tracking-log';

// The driver's own tracking log of a trip (issue 14 part 6): when each position was taken and where
// (the nearest town the server knows, and the coordinates), as their device sent it, newest first, a page at a time (myTrackingLog). Times in the zone given
// (the trip screen passes the current stop's, decision 027), else the user's own; numbers through Intl.

export type TrackingLogProps = {
  shipmentId: string;
  /** An IANA zone for the times; the browser's when not given. */
  timeZone?: string;
  /** Positions per page (the server gives up to 500). */
  pageSize?: number;
};

export function TrackingLog({ shipmentId, timeZone, pageSize = 50 }: TrackingLogProps) {
  const { t } = useTranslation('tracking');
  const titleId = useId();
  const log = useMyTrackingLog(shipmentId, pageSize);
  const positions = useMemo(() => log.data?.pages.flatMap((page) => page.positions) ?? [], [log.data]);

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} id={titleId}>
        {t('tracking.log.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('tracking.log.description')}
      </Text>
      {log.isPending ? (
        <Loader size="sm" aria-hidden />
      ) : log.isError && positions.length === 0 ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('tracking.log.loadFailed')}</Text>
            <Button size="xs" variant="default" onClick={() => void log.refetch()}>
              {t('tracking.log.retry')}
            </Button>
          </Group>
        </Alert>
      ) : positions.length === 0 ? (
        <Text>{t('tracking.log.empty')}</Text>
      ) : (
        <PositionTable positions={positions} timeZone={timeZone} />
      )}
      {log.hasNextPage && (
        <Group>
          <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
            {t('tracking.log.loadMore')}
          </Button>
        </Group>
      )}
      {log.isFetchNextPageError && (
        <Alert color="red" role="alert">
          {t('tracking.log.loadFailed')}
        </Alert>
      )}
    </Stack>
  );
}

function PositionTable({
  positions,
  timeZone,
}: {
  positions: readonly TrackingLogPosition[];
  timeZone: string | undefined;
}) {
  const { t } = useTranslation('tracking');
  const locale = useFormatLocale();
  const formats = useMemo(
    () => ({
      time: new Intl.DateTimeFormat(locale, {
        timeZone,
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
      zone: new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }),
      degrees: new Intl.NumberFormat(locale, { minimumFractionDigits: 5, maximumFractionDigits: 5 }),
      meters: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    }),
    [locale, timeZone],
  );
  const zoneName =
    formats.zone
      .formatToParts(new Date(positions[0]!.recordedAt))
      .find((part) => part.type === 'timeZoneName')?.value ?? '';

  return (
    <Table>
      <Table.Caption>{t('tracking.log.zone', { zone: zoneName })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('tracking.log.recordedAt')}</Table.Th>
          <Table.Th scope="col">{t('tracking.log.place')}</Table.Th>
          <Table.Th scope="col">{t('tracking.log.accuracy')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {positions.map((position) => (
          <Table.Tr key={position.recordedAt}>
            <Table.Th scope="row" fw={400}>
              <time dateTime={position.recordedAt}>{formats.time.format(new Date(position.recordedAt))}</time>
            </Table.Th>
            <Table.Td>
              {position.place && (
                <Text size="sm">
                  {t('tracking.log.near', { place: `${position.place.name}, ${position.place.state}` })}
                </Text>
              )}
              <Text size="sm" c={position.place ? 'dimmed' : undefined}>
                {t('tracking.log.coordinates', {
                  latitude: formats.degrees.format(position.latitude),
                  longitude: formats.degrees.format(position.longitude),
                })}
              </Text>
            </Table.Td>
            <Table.Td>
              {t('tracking.log.accuracyValue', { meters: formats.meters.format(position.accuracy) })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
