import { useState } from 'react';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { needsTractorNumber, type ParkLocation, type UserFormValues } from '@freight/domain/people/user-form';
import type { Role } from '@freight/domain/roles';
import type { SearchPlace } from '@freight/domain/search/criteria';
import { useConfig } from '../../../lib/config-provider';
import { isChosenPlace, LocationField } from '../../location/components/location-field';
import { formatPlace } from '../../location/format-place';
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

/** A stored park location as the city typeahead shows it. */
function placeOf(location: ParkLocation | null): SearchPlace | null {
  return location
    ? { city: location.city, state: location.state, country: '', postalCode: location.postalCode }
    : null;
}

/**
 * D3-3.02, D3-5.07: a suggestion of the gazetteer makes the park location (its label is the address
 * line: the gazetteer holds places); typed text that matches none makes none.
 */
export function parkLocationOf(place: SearchPlace | null): ParkLocation | null {
  return isChosenPlace(place)
    ? {
        addressLine1: formatPlace(place),
        city: place.city,
        state: place.state,
        postalCode: place.postalCode ?? '',
      }
    : null;
}

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
  const { t } = useTranslation(['users', 'registration']);
  const { users } = useConfig();
  const roles = form.values.roles;
  const roleError = form.errors.roles;

  const [parkPlace, setParkPlace] = useState<SearchPlace | null>(() => placeOf(form.values.parkLocation));

  const setRoles = (next: Role[]) => {
    form.setFieldValue('roles', next);
    // D3-5.06: the tractor number and the park location go with the roles that drive.
    if (!needsTractorNumber(next)) {
      form.setFieldValue('tractorNumber', '');
      form.setFieldValue('parkLocation', null);
      setParkPlace(null);
    }
  };
  const setParkLocation = (place: SearchPlace | null) => {
    setParkPlace(place);
    form.setFieldValue('parkLocation', parkLocationOf(place));
  };
  const errorOf = (code: unknown) =>
    typeof code === 'string' ? t(`users.form.errors.${code as UserFormErrorCode}`) : undefined;
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
          {needsTractorNumber(roles) && (
            <LocationField
              label={t('registration:registration.parkLocation')}
              value={parkPlace}
              onChange={setParkLocation}
              error={errorOf(form.errors.parkLocation)}
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
