import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  sanitizeTrailerNumber,
  trailerNumberMaxLength,
  type TrailerConfig,
  type TrailerEntry,
} from '@freight/domain/trip/trailer-numbers';

// A trailer of Update Stop Information (D2-5.15 to D2-5.22): the dropdown's type, among the types this
// stop offers, and the typed number, kept to what the type takes (digits only and 6 of them for the
// numbered types, free text up to 15 for OTHER, nothing for BOBTAIL).

type TrailerFieldProps = {
  label: string;
  value: TrailerEntry | null;
  choices: readonly string[];
  config: TrailerConfig;
  error: string | undefined;
  disabled?: boolean;
  onChange: (entry: TrailerEntry) => void;
};

export function TrailerField({
  label,
  value,
  choices,
  config,
  error,
  disabled,
  onChange,
}: TrailerFieldProps) {
  const { t } = useTranslation('trip');
  const entry = value ?? { type: null, number: '' };
  // A recorded type the stop no longer offers is still shown, so the driver sees what is there.
  const types = entry.type && !choices.includes(entry.type) ? [entry.type, ...choices] : choices;
  const typeLabel = (type: string) => t(`trip.update.trailerTypes.${type}`, { defaultValue: type });
  const maxLength = trailerNumberMaxLength(entry.type, config);
  return (
    <Group align="flex-start" grow wrap="nowrap">
      <Select
        label={t('trip.update.trailerType', { field: label })}
        placeholder={t('trip.update.chooseType')}
        data={types.map((type) => ({ value: type, label: typeLabel(type) }))}
        value={entry.type}
        disabled={disabled}
        allowDeselect={false}
        onChange={(type) => onChange({ type, number: sanitizeTrailerNumber(type, entry.number, config) })}
      />
      <TextInput
        label={t('trip.update.trailerNumber', { field: label })}
        value={entry.number}
        maxLength={maxLength || undefined}
        disabled={disabled || maxLength === 0}
        inputMode={entry.type === 'OTHER' ? 'text' : 'numeric'}
        error={error}
        onChange={(event) =>
          onChange({
            type: entry.type,
            number: sanitizeTrailerNumber(entry.type, event.currentTarget.value, config),
          })
        }
      />
    </Group>
  );
}
