import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { assignableRoles, needsLeasedChoice, resolveLeasedChoice } from '@freight/domain/people/member-roles';
import { cleanMobileInput } from '@freight/domain/people/phone-number';
import { needsTractorNumber, type UserFormValues } from '@freight/domain/people/user-form';
import type { Role } from '@freight/domain/roles';
import { useConfig } from '../../../lib/config-provider';
import type { UserFormErrorCode } from '../user-form-errors';

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
  const { t } = useTranslation('users');
  const { users } = useConfig();
  const [pendingRoles, setPendingRoles] = useState<Role[] | null>(null);
  const roles = form.values.roles;
  const roleError = form.errors.roles;

  const setRoles = (next: Role[]) => {
    form.setFieldValue('roles', next);
    // D3-5.06: the tractor number goes with the roles that drive.
    if (!needsTractorNumber(next)) form.setFieldValue('tractorNumber', '');
  };
  const handleRolesChange = (value: string[]) => {
    const next = value as Role[];
    if (needsLeasedChoice(next)) setPendingRoles(next);
    else setRoles(next);
  };
  const answerLeased = (keepLeased: boolean) => {
    if (pendingRoles) setRoles(resolveLeasedChoice(pendingRoles, keepLeased));
    setPendingRoles(null);
  };

  const showIdentify = part !== 'details';
  const showDetails = part !== 'identify';
  const mobileProps = form.getInputProps('mobileNumber');

  return (
    <Stack gap="md">
      {showIdentify && (
        <>
          <Checkbox.Group
            label={t('users.form.roles')}
            value={roles.filter((role) => role !== 'carrierAdmin')}
            onChange={handleRolesChange}
            error={
              typeof roleError === 'string'
                ? t(`users.form.errors.${roleError as UserFormErrorCode}`)
                : undefined
            }
            required
          >
            <Group mt="xs">
              {assignableRoles.map((role) => (
                <Checkbox key={role} value={role} label={t(`users.roles.${role}`)} disabled={!canEditRoles} />
              ))}
            </Group>
          </Checkbox.Group>
          {isAdmin && <Text size="sm">{t('users.form.adminKept')}</Text>}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('users.form.countryCode')}
              data={users.countryCodes.map((entry) => ({
                value: entry.code,
                label: `${entry.code} (${entry.countries.join(', ')})`,
              }))}
              allowDeselect={false}
              required
              {...form.getInputProps('countryCode')}
            />
            <TextInput
              label={t('users.form.mobileNumber')}
              type="tel"
              inputMode="tel"
              placeholder="ddd-ddd-dddd"
              required
              {...mobileProps}
              onChange={(event) =>
                form.setFieldValue(
                  'mobileNumber',
                  cleanMobileInput(event.currentTarget.value, users.phoneFormattedLength),
                )
              }
            />
          </SimpleGrid>
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
      <Modal
        closeButtonProps={{ 'aria-label': t('users.close') }}
        opened={pendingRoles !== null}
        onClose={() => answerLeased(false)}
        title={t('users.form.leasedTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('users.form.leasedQuestion')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answerLeased(false)}>
              {t('users.form.no')}
            </Button>
            <Button onClick={() => answerLeased(true)}>{t('users.form.yes')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
