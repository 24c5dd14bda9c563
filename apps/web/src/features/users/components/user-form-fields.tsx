import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { needsTractorNumber, type UserFormValues } from '@freight/domain/people/user-form';
import type { Role } from '@freight/domain/roles';
import { useConfig } from '../../../lib/config-provider';
import type { UserFormErrorCode } from '../user-form-errors';
import { PhoneFields } from './phone-fields';
import { RoleCheckboxes } from './role-checkboxes';

type UserFormFieldsProps = {
  form: UseFormReturnType<UserFormValues>;
  /** Roles are chosen by whoever adds, or by an admin editing; a member editing themself sees them. */
  canEditRoles: boolean;
  /** The e-mail is read-only once the member exists (D3-5.11). */
  isEmailReadOnly: boolean;
  /** Admin is shown, never picked (D3-4.23). */
  isAdmin?: boolean;
  /** Add User asks roles and mobile first (D3-4.13); the rest comes after Continue. */
  part: 'identify' | 'details' | 'all';
};

/**
 * The fields of the user form (D3-2.41 to D3-2.45, D3-5.10 to D3-5.14): role checkboxes with the
 * Leased on Owner Operator question (D3-4.21), names, e-mail, country code and mobile (digits and
 * hyphens, D3-5.14), tractor number for those who drive (D3-5.12).
 */
export function UserFormFields({
  form,
  canEditRoles,
  isEmailReadOnly,
  isAdmin = false,
  part,
}: UserFormFieldsProps) {
  const { t } = useTranslation();
  const { users } = useConfig();
  const roles = form.values.roles;
  const roleError = form.errors.roles;

  const setRoles = (next: Role[]) => {
    form.setFieldValue('roles', next);
    // D3-5.06: the tractor number goes with the roles that drive.
    if (!needsTractorNumber(next)) form.setFieldValue('tractorNumber', '');
  };
  const showIdentify = part !== 'details';
  const showDetails = part !== 'identify';

  return (
    <Stack gap="md">
      {showIdentify && (
        <>
          <RoleCheckboxes
            label={t('users.form.roles')}
            value={roles}
            onChange={setRoles}
            error={
              typeof roleError === 'string'
                ? t(`users.form.errors.${roleError as UserFormErrorCode}`)
                : undefined
            }
            disabled={!canEditRoles}
          />
          {isAdmin && <Text size="sm">{t('users.form.adminKept')}</Text>}
          <PhoneFields
            countryCode={form.getInputProps('countryCode')}
            mobileNumber={form.getInputProps('mobileNumber')}
            onMobileNumberChange={(value) => form.setFieldValue('mobileNumber', value)}
          />
        </>
      )}
      {showDetails && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('users.form.firstName')} required {...form.getInputProps('firstName')} />
          <TextInput label={t('users.form.lastName')} required {...form.getInputProps('lastName')} />
          <TextInput
            label={t('users.form.email')}
            type="email"
            readOnly={isEmailReadOnly}
            required={!(roles.length === 1 && roles[0] === 'carrierDriver')}
            {...form.getInputProps('email')}
          />
          {needsTractorNumber(roles) && (
            <TextInput
              label={t('users.form.tractorNumber')}
              maxLength={users.tractorNumberMaxLength}
              required
              {...form.getInputProps('tractorNumber')}
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
