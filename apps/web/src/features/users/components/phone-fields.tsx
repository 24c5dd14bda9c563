import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { cleanMobileInput } from '@freight/domain/people/phone-number';
import { useConfig } from '../../../lib/config-provider';

type FieldProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

type PhoneFieldsProps = {
  /** The form's input props of the country code. */
  countryCode: FieldProps;
  /** The form's input props of the mobile number. */
  mobileNumber: FieldProps;
  /** The number as the input keeps it: digits and hyphens, at most ddd-ddd-dddd (D3-5.14). */
  onMobileNumberChange: (value: string) => void;
};

/**
 * The country code, from the configured list (+1 by default, +52), and the mobile number of the user
 * form and of registration (D3-5.03, D3-5.14, D3-9.01).
 */
export function PhoneFields({ countryCode, mobileNumber, onMobileNumberChange }: PhoneFieldsProps) {
  const { t } = useTranslation('users');
  const { users } = useConfig();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select
        label={t('users.form.countryCode')}
        data={users.countryCodes.map((entry) => ({
          value: entry.code,
          label: `${entry.code} (${entry.countries.join(', ')})`,
        }))}
        allowDeselect={false}
        required
        {...countryCode}
      />
      <TextInput
        label={t('users.form.mobileNumber')}
        type="tel"
        inputMode="tel"
        placeholder="ddd-ddd-dddd"
        required
        {...mobileNumber}
        onChange={(event) =>
          onMobileNumberChange(cleanMobileInput(event.currentTarget.value, users.phoneFormattedLength))
        }
      />
    </SimpleGrid>
  );
}
