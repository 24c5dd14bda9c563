import { Alert, Button, Group, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { personName } from '@freight/domain/person-name';
import { useConfig } from '../../../lib/config-provider';
import { useCarrierDrivers, type CarrierDriver } from '../api/get-carrier-drivers';

// The List of Drivers (D2-2.40): the carrier's drivers, searched by first name, last name and mobile
// number in any case (D2-5.34, D3-5.15, D3-5.16; the server matches), one chosen to assign. Assign waits for a
// choice; Add Driver opens the form; Cancel ends the flow.

type DriverListProps = {
  search: string;
  onSearchChange: (search: string) => void;
  chosen: CarrierDriver | null;
  onChoose: (driver: CarrierDriver) => void;
  onAddDriver: () => void;
  onCancel: () => void;
  onAssign: () => void;
};

export function DriverList({
  search,
  onSearchChange,
  chosen,
  onChoose,
  onAddDriver,
  onCancel,
  onAssign,
}: DriverListProps) {
  const { t } = useTranslation();
  const { typeaheadDebounceMs } = useConfig().search;
  const [debounced] = useDebouncedValue(search, typeaheadDebounceMs);
  const drivers = useCarrierDrivers(debounced);
  const list = drivers.data ?? [];

  const handleChange = (driverId: string) => {
    const driver = list.find((item) => item.driverId === driverId);
    if (driver) onChoose(driver);
  };

  const renderDrivers = () => {
    if (drivers.isPending) {
      return (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" role="status">
            {t('assignDriver.loadingDrivers')}
          </Text>
        </Group>
      );
    }
    if (drivers.isError) {
      return (
        <Alert color="red" title={t('assignDriver.driversError')}>
          <Button size="xs" variant="light" onClick={() => void drivers.refetch()}>
            {t('assignDriver.retry')}
          </Button>
        </Alert>
      );
    }
    if (list.length === 0) {
      return (
        <Text role="status">
          {debounced.trim() ? t('assignDriver.noMatches') : t('assignDriver.noDrivers')}
        </Text>
      );
    }
    return (
      <ScrollArea.Autosize mah={320} type="auto">
        <Radio.Group
          value={chosen?.driverId ?? null}
          onChange={handleChange}
          label={t('assignDriver.driversLabel')}
        >
          <Stack gap="sm" mt="xs">
            {list.map((driver) => (
              <Radio
                key={driver.driverId}
                value={driver.driverId}
                label={personName(driver)}
                description={[
                  driver.mobileNumber && t('assignDriver.mobile', { mobile: driver.mobileNumber }),
                  driver.tractorNumber && t('assignDriver.tractor', { tractor: driver.tractorNumber }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            ))}
          </Stack>
        </Radio.Group>
      </ScrollArea.Autosize>
    );
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('assignDriver.searchLabel')}
        placeholder={t('assignDriver.searchPlaceholder')}
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        autoComplete="off"
      />
      {renderDrivers()}
      <Group justify="space-between">
        <Button variant="subtle" onClick={onAddDriver}>
          {t('assignDriver.addDriver')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('assignDriver.cancel')}
          </Button>
          <Button onClick={onAssign} disabled={!chosen}>
            {t('assignDriver.assign')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
