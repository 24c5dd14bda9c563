import { Alert, Box, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@freight/domain/load-format';
import { parseMoneyToCents } from '@freight/domain/money';
import { useLoadPosting } from './api/get-load-posting';
import { sortStops, type LoadPosting, type LoadPostingStop } from './api/load-posting-fields';
import { AppointmentWindow } from './load-card-dates';

// The short details of an expanded card: the stops in sequence order with their addresses and
// appointment windows, and the rate line by line with 2 decimals (D1-9.07). The whole posting is
// fetched when the card opens, since a list carries only what the cards show.

const knownStopTypes = ['P', 'D', 'BorderCrossing', 'Relay'] as const;

function StopItem({ stop }: { stop: LoadPostingStop }) {
  const { t } = useTranslation();
  const type = (knownStopTypes as readonly string[]).includes(stop.stopType)
    ? (stop.stopType as (typeof knownStopTypes)[number])
    : 'other';
  const cityLine = [`${stop.city}, ${stop.state}`, stop.postalCode].filter(Boolean).join(' ');
  return (
    <Box component="li" mb="xs">
      <Text fw={600}>
        {t(`loadCard.stopTypes.${type}`)}
        {stop.locationName ? ` · ${stop.locationName}` : ''}
      </Text>
      {stop.addressLine1 && <Text size="sm">{stop.addressLine1}</Text>}
      {stop.addressLine2 && <Text size="sm">{stop.addressLine2}</Text>}
      <Text size="sm">{cityLine}</Text>
      <Text size="sm" c="dimmed">
        <AppointmentWindow from={stop.appointmentFrom} to={stop.appointmentTo} />
        {/* 'P' marks a pick-up appointment the shipper has not confirmed yet (D1-3.03). */}
        {stop.appointmentState === 'P' && ` · ${t('loadCard.unconfirmedAppointment')}`}
      </Text>
    </Box>
  );
}

function money(amount: string, currency: string): string {
  const cents = parseMoneyToCents(amount);
  return cents === undefined ? amount : formatRate(cents, currency);
}

function RateBreakdown({ rate }: { rate: LoadPosting['rate'] }) {
  const { t } = useTranslation();
  if (!rate?.totalCharge) return <Text size="sm">{t('loadCard.noRate')}</Text>;
  const lines = [
    rate.lineHaulCharge && {
      key: 'lineHaul',
      label: rate.lineHaulCharge.chargeDescription ?? t('loadCard.lineHaul'),
      amount: rate.lineHaulCharge.charge,
    },
    rate.fuelCharge && {
      key: 'fuel',
      label: rate.fuelCharge.chargeDescription ?? t('loadCard.fuel'),
      amount: rate.fuelCharge.charge,
    },
    ...rate.accessorials.map((accessorial) => ({
      key: `accessorial-${accessorial.accessorialCode}`,
      label: accessorial.accessorialDescription,
      amount: accessorial.accessorialCharge,
    })),
  ].filter((line) => !!line);
  return (
    <Table withRowBorders={false} verticalSpacing={2} maw={360}>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key}>
            <Table.Th scope="row" fw={400}>
              {line.label}
            </Table.Th>
            <Table.Td ta="right">{money(line.amount, rate.currency)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t('loadCard.total')}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {money(rate.totalCharge, rate.currency)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

export function LoadCardDetails({ loadId }: { loadId: string }) {
  const { t } = useTranslation();
  const query = useLoadPosting(loadId);

  if (query.isPending) {
    return (
      <Group p="md" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('loadCard.loadingDetails')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" m="md" title={t('loadCard.detailsError')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('loadCard.retry')}
        </Button>
      </Alert>
    );
  }
  const posting = query.data;
  if (!posting) return <Text p="md">{t('loadCard.noLongerAvailable')}</Text>;

  return (
    <Stack p="md" pt={0} gap="sm" aria-label={t('loadCard.details')} role="region">
      <Text fw={700}>{t('loadCard.stops')}</Text>
      <Box component="ol" m={0} pl="lg">
        {sortStops(posting.stops).map((stop) => (
          <StopItem key={stop.stopId} stop={stop} />
        ))}
      </Box>
      <Text fw={700}>{t('loadCard.rate')}</Text>
      <RateBreakdown rate={posting.rate} />
    </Stack>
  );
}
