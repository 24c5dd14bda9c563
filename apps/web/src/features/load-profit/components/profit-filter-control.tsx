import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { profitFilterSteps, type ProfitFilter } from '@freight/domain/profit/profit-filter';
import { useMaySeeProfit } from '../../cost-profile/api/get-cost-profile';
import { useFormatLocale } from '../../../lib/format-locale';

// The results' profit filters (decision 058): only loads netting at least so much, or so much a day,
// with the carrier's cost profile; the server filters in its SQL. Nothing for a member who may not see
// profit.

type ProfitFilterControlProps = { filter: ProfitFilter; onChange: (filter: ProfitFilter) => void };

export function ProfitFilterControl({ filter, onChange }: ProfitFilterControlProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  if (!useMaySeeProfit()) return null;
  const money = (dollars: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      dollars,
    );
  const select = (field: keyof ProfitFilter) => (
    <NativeSelect
      label={t(`loadProfit.filters.${field}`)}
      value={filter[field] === null ? '' : String(filter[field])}
      data={[
        { value: '', label: t('loadProfit.filters.any') },
        ...profitFilterSteps[field].map((step) => ({ value: String(step), label: money(step) })),
      ]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange({ ...filter, [field]: value === '' ? null : Number(value) });
      }}
    />
  );
  return (
    <Group gap="sm" align="flex-end">
      {select('minNetProfit')}
      {select('minNetPerDay')}
    </Group>
  );
}
