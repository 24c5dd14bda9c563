import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allDriversFilter, unknownDriverFilter } from '@freight/domain/my-loads/driver-filter';
import type { DriverFilterCount } from '../api/get-shipments-by-state';

// The driver filter of the delivered lists (D2-2.19): each driver as name and partyId, then All
// Drivers and Unknown, as the server counts them. Whether it shows is decided by the list.

type DriverFilterProps = {
  entries: readonly DriverFilterCount[];
  /** The chosen driver's partyId or Unknown; null for All Drivers. */
  value: string | null;
  onChange: (driverId: string | null) => void;
};

export function DriverFilter({ entries, value, onChange }: DriverFilterProps) {
  const { t } = useTranslation();
  const labelOf = (entry: DriverFilterCount) => {
    if (entry.driverId === allDriversFilter) return t('myLoads.driverFilter.allDrivers');
    if (entry.driverId === unknownDriverFilter) return t('myLoads.driverFilter.unknown');
    return t('myLoads.driverFilter.option', {
      name: entry.driverName ?? entry.driverId,
      partyId: entry.driverId,
    });
  };
  return (
    <NativeSelect
      label={t('myLoads.driverFilter.label')}
      data={entries.map((entry) => ({ value: entry.driverId, label: labelOf(entry) }))}
      value={value ?? allDriversFilter}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === allDriversFilter ? null : chosen);
      }}
      w={{ base: '100%', xs: 320 }}
    />
  );
}
