import { Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config-provider';
import type { SearchScreenCountry } from '../api/get-search-screen-defaults';

type StatesFieldProps = {
  countries: SearchScreenCountry[];
  country: string;
  states: string[];
  onChange: (patch: { destinationCountry?: string; destinationStates: string[] }) => void;
  error?: string | undefined;
};

/** State mode of the destination (D1-4.03): 1 to 3 states or provinces of one country (default USA). */
export function StatesField({ countries, country, states, onChange, error }: StatesFieldProps) {
  const { t } = useTranslation();
  const { maxStates } = useConfig().search;
  const choices = countries.find((item) => item.countryCode === country)?.states ?? [];

  return (
    <Group align="flex-start" grow>
      <Select
        label={t('searchForm.country')}
        data={countries.map((item) => ({ value: item.countryCode, label: item.name }))}
        value={country}
        allowDeselect={false}
        // The states of another country mean nothing here: a new country starts with none.
        onChange={(next) => {
          if (next && next !== country) onChange({ destinationCountry: next, destinationStates: [] });
        }}
      />
      <MultiSelect
        label={t('searchForm.states')}
        description={t('searchForm.statesHint', { max: maxStates })}
        data={choices.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }))}
        value={states}
        onChange={(next) => onChange({ destinationStates: next })}
        maxValues={maxStates}
        searchable
        error={error}
      />
    </Group>
  );
}
