import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import { emptyUserForm, userFormSchema, type UserFormValues } from '@freight/domain/people/user-form';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAddMember } from '../api/add-member';
import { useTransferMember } from '../api/transfer-member';
import { useValidateUserByIdentifier } from '../api/validate-user-by-identifier';
import { failureTextOf, refusedFieldsOf, type UserFormErrorCode } from '../user-form-errors';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UserFormFields } from './user-form-fields';

type Step = 'identify' | 'details';
type Candidate = { userId: string; name: string };

/**
 * Add User (D3-2.07, D3-4.13 to D3-4.20): roles and mobile first; Continue asks who has the number.
 * Nobody: the add form; the same carrier: "already exists"; another carrier: Send Request (Yes asks
 * them to transfer, No clears the e-mail and goes on adding). Closed while the configuration blocks
 * adding (R2). Leaving with unsaved changes asks first.
 */
export function AddUserPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { claims } = useAuth();
  const config = useConfig();
  const { users } = config;
  const [step, setStep] = useState<Step>('identify');
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Where to go once saved: navigating after the render that marks the form saved, so the
  // unsaved-changes guard lets it through.
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const identify = useValidateUserByIdentifier();
  const transfer = useTransferMember();
  const add = useAddMember();
  const { form } = useSchemaForm<UserFormValues>({
    initialValues: emptyUserForm(users.defaultCountryCode),
    schema: userFormSchema(users),
    errorText: (code) => t(`users.form.errors.${code as UserFormErrorCode}`),
  });
  const canManageUsers = hasPermission(claims?.roles ?? [], 'manage.manageUsers');
  const leave = () => setSavedTo(canManageUsers ? paths.app.manageUsers.getHref() : paths.app.home.getHref());
  useEffect(() => {
    if (savedTo) void navigate(savedTo);
  }, [navigate, savedTo]);

  const handleContinue = () => {
    setFailure(null);
    const checks = ['roles', 'countryCode', 'mobileNumber'].map((path) => form.validateField(path));
    if (checks.some((check) => check.hasError)) return;
    identify.mutate(
      { mobileNum: form.values.mobileNumber, countryCode: form.values.countryCode },
      {
        onSuccess: (answer) => {
          if (answer.status === 'SAME_CARRIER') setFailure(t('users.add.alreadyExists'));
          else if (answer.status === 'OTHER_CARRIER' && answer.userId)
            setCandidate({
              userId: answer.userId,
              name: `${answer.firstName ?? ''} ${answer.lastName ?? ''}`.trim(),
            });
          else setStep('details');
        },
        onError: (error) => {
          const refused = refusedFieldsOf(error);
          if (Object.keys(refused).length > 0) form.setErrors({ mobileNumber: 'mobileNumber' });
          else setFailure(failureTextOf(error, t('users.add.failed')));
        },
      },
    );
  };

  const handleSendRequest = () => {
    if (!candidate) return;
    transfer.mutate(
      { userId: candidate.userId, roles: form.values.roles },
      {
        onSuccess: (answer) => {
          setCandidate(null);
          notifications.show({ message: answer.message });
          leave();
        },
        onError: (error) => {
          setCandidate(null);
          setFailure(failureTextOf(error, t('users.add.failed')));
        },
      },
    );
  };

  const handleSave = form.onSubmit((values) => {
    if (add.isPending) return;
    setFailure(null);
    add.mutate(
      { ...values, parkLocation: values.parkLocation },
      {
        onSuccess: (answer) => {
          notifications.show({ message: answer.message });
          leave();
        },
        onError: (error) => {
          const refused = refusedFieldsOf(error);
          if (Object.keys(refused).length > 0) form.setErrors(refused);
          else setFailure(failureTextOf(error, t('users.add.failed')));
        },
      },
    );
  });

  const breadcrumbs = (
    <Breadcrumbs>
      {canManageUsers && (
        <Anchor component={Link} to={paths.app.manageUsers.getHref()}>
          {t('users.title')}
        </Anchor>
      )}
      <Text>{t('users.add.title')}</Text>
    </Breadcrumbs>
  );

  if (users.addUserBlocked)
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          {breadcrumbs}
          <Title order={1}>{t('users.add.title')}</Title>
          <Alert color="yellow">{t('users.add.blocked')}</Alert>
        </Stack>
      </Container>
    );

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        {breadcrumbs}
        <Title order={1}>{t('users.add.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('users.form.allRequired')}
        </Text>
        <form
          onSubmit={
            step === 'details'
              ? handleSave
              : (event) => {
                  event.preventDefault();
                  handleContinue();
                }
          }
          noValidate
        >
          <Stack gap="md">
            <UserFormFields
              form={form}
              canEditRoles={step === 'identify'}
              isEmailReadOnly={false}
              part={step === 'identify' ? 'identify' : 'all'}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              {step === 'identify' ? (
                <Button type="submit" loading={identify.isPending}>
                  {t('users.add.continue')}
                </Button>
              ) : (
                <Button type="submit" loading={add.isPending} disabled={!form.isDirty()}>
                  {t('users.form.save')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('users.close') }}
        opened={candidate !== null}
        onClose={() => setCandidate(null)}
        title={t('users.add.sendRequestTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('users.add.sendRequestQuestion', { name: candidate?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                // No: the e-mail is cleared and adding goes on (D3-4.14).
                setCandidate(null);
                form.setFieldValue('email', '');
                setStep('details');
              }}
            >
              {t('users.form.no')}
            </Button>
            <Button loading={transfer.isPending} onClick={handleSendRequest}>
              {t('users.form.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <UnsavedChangesGuard isDirty={form.isDirty() && savedTo === null} />
    </Container>
  );
}
