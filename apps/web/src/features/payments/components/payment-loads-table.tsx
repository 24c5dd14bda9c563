import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import type { CarrierPaymentLoad } from '../api/get-carrier-payment-loads';
import { formatPaymentAmount, formatPaymentDay, formatPaymentMoment } from '../format-payment';

// Manage Financial's list (decision 047): each delivered load with its stage, why it waits or when it
// pays, and its amount; the load's number opens it in My Loads (the deep link of D2-2.09).

function DetailOf({ load }: { load: CarrierPaymentLoad }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const zone = useConfig().app.defaultTimeZone;
  if (load.stage === 'scheduled' && load.expectedPaymentDate)
    return t('payments.expectedOn', { date: formatPaymentDay(load.expectedPaymentDate, locale) });
  if (load.stage === 'paid' && load.paidAt)
    return t('payments.paidOn', { date: formatPaymentMoment(load.paidAt, locale, zone) });
  if (load.waitReason) return t(`payments.manage.reasons.${load.waitReason}`);
  return '';
}

export function PaymentLoadsTable({ loads }: { loads: readonly CarrierPaymentLoad[] }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Caption>{t('payments.manage.loads')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('payments.manage.columns.load')}</Table.Th>
            <Table.Th scope="col">{t('payments.manage.columns.stage')}</Table.Th>
            <Table.Th scope="col">{t('payments.manage.columns.detail')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payments.manage.columns.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loads.map((load) => (
            <Table.Tr key={load.shipmentId}>
              <Table.Th scope="row" fw={400}>
                <Anchor
                  component={Link}
                  to={{
                    pathname: paths.app.myLoads.getHref(),
                    search: `?shipmentId=${encodeURIComponent(load.shipmentId)}`,
                  }}
                >
                  {t('payments.manage.loadLink', { loadId: load.loadId ?? load.shipmentId })}
                </Anchor>
              </Table.Th>
              <Table.Td>{t(`payments.stages.${load.stage}`)}</Table.Td>
              <Table.Td>
                <DetailOf load={load} />
              </Table.Td>
              <Table.Td ta="right">
                {load.amount === null ? (
                  <Text span c="dimmed">
                    –
                  </Text>
                ) : (
                  formatPaymentAmount(load.amount, load.currency, locale)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
