import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { emptyUserForm, userFormSchema, type UserFormValues } from '@freight/domain/people/user-form';
import type { Role } from '@freight/domain/roles';
import { Dialog } from '../../../components/ui/dialog';
import { useConfig } from '../../../lib/config-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAddMember } from '../api/add-member';
import type { MemberItem } from '../api/member-fields';
import { useTransferMember } from '../api/transfer-member';
import { useValidateUserByIdentifier } from '../api/validate-user-by-identifier';
import { failureTextOf, refusedFieldsOf, type UserFormErrorCode } from '../user-form-errors';
import { UserFormFields } from './user-form-fields';

type Step = 'identify' | 'details';
type Candidate = { userId: string; name: string };

type AddUserFlowProps = {
  /**
   * The roles the host has already chosen, which the form shows but does not let change: the assign
   * modal's Add Driver adds a Driver (D2-2.40). Without them the roles are picked first (D3-4.13).
   */
  fixedRoles?: readonly Role[];
  /** The member was added and invited (addMemberV2); the toast with the server's text is shown. */
  onAdded: (member: MemberItem) => void;
  /** A member of another carrier was asked to transfer (transferMemberV2); the toast is shown. */
  onRequested: () => void;
  /** Whether something was typed, for a host that guards leaving (D3-4.17). */
  onDirtyChange?: (isDirty: boolean) => void;
  /** A button of the host beside Continue and Save (the assign modal's Back). */
  cancel?: { label: string; onClick: () => void };
};

/**
 * The one Add User flow (D3-4.13 to D3-4.20), hosted by the Add User page and the assign modal's Add
 * Driver: roles and mobile first; Continue asks who has the number (validateUserByIdentifier).
 * Nobody: the add form, saved by addMemberV2 with its invitation; the same carrier: "already exists";
 * another carrier: Send Request (Yes asks them to transfer, No clears the e-mail and goes on adding).
 * Closed while the configuration blocks adding (R2). A failed call keeps what was typed.
 */
export function AddUserFlow({ fixedRoles, onAdded, onRequested, onDirtyChange, cancel }: AddUserFlowProps) {
  const { t } = useTranslation('users');
  const { users } = useConfig();
  const [step, setStep] = useState<Step>('identify');
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const identify = useValidateUserByIdentifier();
  const transfer = useTransferMember();
  const add = useAddMember();
  const { form } = useSchemaForm<UserFormValues>({
    initialValues: { ...emptyUserForm(users.defaultCountryCode), roles: [...(fixedRoles ?? [])] },
    schema: userFormSchema(users),
    errorText: (code) => t(`users.form.errors.${code as UserFormErrorCode}`),
  });
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

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
          onRequested();
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
    add.mutate(values, {
      onSuccess: (answer) => {
        notifications.show({ message: answer.message });
        onAdded(answer.member);
      },
      onError: (error) => {
        const refused = refusedFieldsOf(error);
        if (Object.keys(refused).length > 0) form.setErrors(refused);
        else setFailure(failureTextOf(error, t('users.add.failed')));
      },
    });
  });

  if (users.addUserBlocked) return <Alert color="yellow">{t('users.add.blocked')}</Alert>;

  return (
    <>
      <Stack gap="md">
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
              canEditRoles={step === 'identify' && fixedRoles === undefined}
              isEmailReadOnly={false}
              part={step === 'identify' ? 'identify' : 'all'}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              {cancel && (
                <Button variant="default" onClick={cancel.onClick}>
                  {cancel.label}
                </Button>
              )}
              {step === 'identify' ? (
                <Button type="submit" loading={identify.isPending}>
                  {t('users.add.continue')}
                </Button>
              ) : (
                <Button type="submit" loading={add.isPending} disabled={!isDirty}>
                  {t('users.form.save')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
      <Dialog
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
      </Dialog>
    </>
  );
}
