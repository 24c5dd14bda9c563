import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trailerTypes } from '@freight/domain/trailer-types';
import { useTrailerTypeLabel } from '../../../lib/trailer-type-label';

type TrailerTypeFieldProps = {
  value: string;
  onChange: (trailerType: string) => void;
  /** A guest-only user searches the default trailer type and cannot change it (D1-4.06). */
  isLocked: boolean;
  error?: string | undefined;
};

export function TrailerTypeField({ value, onChange, isLocked, error }: TrailerTypeFieldProps) {
  const { t } = useTranslation();
  const labelOf = useTrailerTypeLabel();

  return (
    <Select
      label={t('searchForm.trailerType')}
      data={trailerTypes.map((type) => ({ value: type, label: labelOf(type) }))}
      value={value}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      allowDeselect={false}
      disabled={isLocked}
      description={isLocked ? t('searchForm.guestTrailerType', { trailerType: labelOf(value) }) : undefined}
      error={error}
    />
  );
}
