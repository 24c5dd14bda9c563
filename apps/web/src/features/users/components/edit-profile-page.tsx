import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import { userFormSchema, type UserFormValues } from '@freight/domain/people/user-form';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useMember } from '../api/get-member';
import type { MemberItem } from '../api/member-fields';
import { useUpdateMember } from '../api/update-member';
import { memberRolesOf } from '../format-member';
import { failureTextOf, refusedFieldsOf, type UserFormErrorCode } from '../user-form-errors';
import { AccountActions } from './account-actions';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UserFormFields } from './user-form-fields';

function valuesOf(member: MemberItem): UserFormValues {
  return {
    roles: memberRolesOf(member),
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email ?? '',
    countryCode: member.countryCode,
    mobileNumber: member.mobileNumber ?? '',
    tractorNumber: member.tractorNumber ?? '',
    parkLocation:
      member.address.addressLine1 && member.address.city && member.address.state && member.address.postalCode
        ? {
            addressLine1: member.address.addressLine1,
            city: member.address.city,
            state: member.address.state,
            postalCode: member.address.postalCode,
          }
        : null,
  };
}

type EditFormProps = { member: MemberItem; isSelf: boolean; canEditRoles: boolean };

/** The edit form of one loaded member: Save only once valid and changed (D3-2.43). */
function EditForm({ member, isSelf, canEditRoles }: EditFormProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { users } = useConfig();
  const update = useUpdateMember();
  const [failure, setFailure] = useState<string | null>(null);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const { form } = useSchemaForm<UserFormValues>({
    initialValues: valuesOf(member),
    schema: userFormSchema(users),
    errorText: (code) => t(`users.form.errors.${code as UserFormErrorCode}`),
  });
  useEffect(() => {
    if (savedTo) void navigate(savedTo);
  }, [navigate, savedTo]);
  const isValid = userFormSchema(users).safeParse(form.values).success;

  const handleSave = form.onSubmit((values) => {
    if (update.isPending) return;
    setFailure(null);
    update.mutate(
      { userId: member.userId, userDetails: values },
      {
        onSuccess: (answer) => {
          notifications.show({ message: answer.message });
          setSavedTo(
            isSelf ? paths.app.myProfile.getHref() : paths.app.manageUserProfile.getHref(member.userId),
          );
        },
        onError: (error) => {
          const refused = refusedFieldsOf(error);
          if (Object.keys(refused).length > 0) form.setErrors(refused);
          else setFailure(failureTextOf(error, t('users.add.failed')));
        },
      },
    );
  });

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('users.form.allRequired')}
        </Text>
        <UserFormFields
          form={form}
          canEditRoles={canEditRoles}
          isEmailReadOnly
          isAdmin={member.userApplicationDetails.roles.some((role) => role.roleName === 'carrierAdmin')}
          part="all"
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between">
          <AccountActions member={member} isSelf={isSelf} />
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty() || !isValid}>
            {t('users.form.save')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard isDirty={form.isDirty() && savedTo === null} />
    </form>
  );
}

/**
 * Edit Profile / Edit User (D3-2.06, D3-2.41 to D3-2.45): one's own profile (no ?userId=), or a member
 * of the carrier for an admin. The user form's rules (D3-5.10 to D3-5.14); roles are an admin's to
 * change; Delink, and for oneself Delete Account and Change Password.
 */
export function EditProfilePage() {
  const { t } = useTranslation('users');
  const { claims } = useAuth();
  const [params] = useSearchParams();
  const ownId = claims?.sub ?? null;
  const userId = params.get('userId') ?? ownId;
  const isSelf = userId === ownId;
  const query = useMember(userId);
  const canEditRoles = hasPermission(claims?.roles ?? [], 'manage.manageUsersEdit');
  const title = isSelf ? t('users.profile.editProfile') : t('users.profile.editUser');

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        {!isSelf && query.data && (
          <Breadcrumbs>
            <Anchor component={Link} to={paths.app.manageUsers.getHref()}>
              {t('users.title')}
            </Anchor>
            <Anchor component={Link} to={paths.app.manageUserProfile.getHref(query.data.userId)}>
              {t('users.profile.viewProfile')}
            </Anchor>
            <Text>{title}</Text>
          </Breadcrumbs>
        )}
        <Title order={1}>{title}</Title>
        {query.isPending && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t('users.profile.loading')}</Text>
          </Group>
        )}
        {query.isError && <Alert color="red">{t('users.profile.notFound')}</Alert>}
        {query.data && (
          <EditForm member={query.data} isSelf={isSelf} canEditRoles={canEditRoles && !isSelf} />
        )}
      </Stack>
    </Container>
  );
}
