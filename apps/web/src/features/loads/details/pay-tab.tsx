import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rateChargeCodeOf } from '@freight/domain/rate-charges';
import { useConfig } from '../../../lib/config-provider';
import { resolveConfigText } from '../../../lib/config-text';
import { useFormatLocale } from '../../../lib/format-locale';
import { formatAmount } from './format-amount';
import type { LoadDetailsView, PayLine } from './load-details-view';

// The Pay tab (D1-2.27): the cost items of a shipment or the rate lines of a posting, each with 2
// decimals in the load's currency (D1-9.07), the total, and the configurable rate-details note
// (D1-9.10); without a total, 'No rate details found' (D1-8.08). The platform's charges (line haul,
// fuel surcharge) are shown by code through the shared catalogue; a description of the source
// system's own is shown as it came.

type PayTabProps = { pay: NonNullable<LoadDetailsView['pay']>; currency: string };

export function PayTab({ pay, currency }: PayTabProps) {
  const { t, i18n } = useTranslation(['web', 'messages']);
  const { rateDetailsNote } = useConfig().booking;
  const locale = useFormatLocale();
  if (pay.total === null) return <Text size="sm">{t('loadDetails.noRateDetails')}</Text>;

  const labelOf = ({ label, kind }: PayLine) => {
    if (label === null) return kind === 'fuel' ? t('loadDetails.pay.fuel') : t('loadDetails.pay.lineHaul');
    const code = rateChargeCodeOf(label);
    return code ? t(`messages:charges.${code}`) : label;
  };
  return (
    <Stack gap="xs">
      <Table withRowBorders={false} verticalSpacing={2} maw={420}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('loadDetails.pay.item')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('loadDetails.pay.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pay.lines.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Th scope="row" fw={400}>
                {labelOf(line)}
              </Table.Th>
              <Table.Td ta="right">{formatAmount(line.amount, currency, locale)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('loadDetails.pay.total')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatAmount(pay.total, currency, locale)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {resolveConfigText(rateDetailsNote, i18n.language, t('loadDetails.pay.note'))}
      </Text>
    </Stack>
  );
}
