import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useDelinkMember } from '../api/delink-member';
import { useDeleteMember } from '../api/delete-member';
import type { MemberItem } from '../api/member-fields';

type Dialog = 'delink' | 'delete' | 'deleteAgree' | 'changePassword' | null;

/** D3-9.05: the second dialog of Delete Account comes about a second after the first is confirmed. */
const deleteAgreeDelayMs = 1_000;

type AccountActionsProps = { member: MemberItem; isSelf: boolean };

/**
 * Delink (D3-4.24, D3-4.25): for an admin on a member of the carrier, or oneself; delinking oneself
 * signs out. For one's own profile only (D3-4.31): Delete Account, two dialogs the second a second
 * after the first (D3-4.27 to D3-4.29), then sign-out and the survey; Change Password, after a
 * confirmation, at the identity provider's site (D3-4.30).
 */
export function AccountActions({ member, isSelf }: AccountActionsProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { claims, logOut } = useAuth();
  const { links } = useConfig();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isAgreePending, setAgreePending] = useState(false);
  const delink = useDelinkMember();
  const remove = useDeleteMember();
  const name = `${member.firstName} ${member.lastName}`.trim() || member.upn;
  const mayDelink =
    member.carrierId !== null && (isSelf || hasPermission(claims?.roles ?? [], 'manage.manageUsersEdit'));

  useEffect(() => {
    if (!isAgreePending) return;
    const timer = setTimeout(() => {
      setAgreePending(false);
      setDialog('deleteAgree');
    }, deleteAgreeDelayMs);
    return () => clearTimeout(timer);
  }, [isAgreePending]);

  const handleDelink = () =>
    delink.mutate(member.userId, {
      onSuccess: (answer) => {
        setDialog(null);
        notifications.show({ message: answer.message });
        if (answer.isSelf) void logOut();
        else void navigate(paths.app.manageUsers.getHref());
      },
      onError: () => {
        setDialog(null);
        notifications.show({ color: 'red', message: t('users.profile.delinkFailed') });
      },
    });

  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setDialog(null);
        if (answer.status === 200) {
          window.open(answer.redirectUrl, '_blank', 'noopener');
          void logOut();
        }
      },
      onError: () => {
        setDialog(null);
        notifications.show({ color: 'red', message: t('users.profile.deleteFailed') });
      },
    });

  const confirm = (opened: boolean, title: string, question: string, actions: React.ReactNode) => (
    <Dialog
      closeButtonProps={{ 'aria-label': t('users.close') }}
      opened={opened}
      onClose={() => setDialog(null)}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text>{question}</Text>
        <Group justify="flex-end">{actions}</Group>
      </Stack>
    </Dialog>
  );

  return (
    <Group gap="xs">
      {mayDelink && (
        <Button variant="outline" color="red" onClick={() => setDialog('delink')}>
          {t('users.profile.delink')}
        </Button>
      )}
      {isSelf && (
        <>
          <Button variant="outline" color="red" onClick={() => setDialog('delete')}>
            {t('users.profile.deleteAccount')}
          </Button>
          <Button variant="default" onClick={() => setDialog('changePassword')}>
            {t('users.profile.changePassword')}
          </Button>
        </>
      )}
      {confirm(
        dialog === 'delink',
        t('users.profile.delinkTitle'),
        t('users.profile.delinkQuestion', { name }),
        <>
          <Button variant="default" onClick={() => setDialog(null)}>
            {t('users.form.no')}
          </Button>
          <Button color="red" loading={delink.isPending} onClick={handleDelink}>
            {t('users.form.yes')}
          </Button>
        </>,
      )}
      {confirm(
        dialog === 'delete',
        t('users.profile.deleteTitle'),
        t('users.profile.deleteQuestion'),
        <>
          <Button variant="default" onClick={() => setDialog(null)}>
            {t('users.form.no')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setDialog(null);
              setAgreePending(true);
            }}
          >
            {t('users.form.yes')}
          </Button>
        </>,
      )}
      {confirm(
        dialog === 'deleteAgree',
        t('users.profile.deleteAgreeTitle'),
        t('users.profile.deleteAgreeQuestion'),
        <>
          <Button variant="default" onClick={() => setDialog(null)}>
            {t('users.profile.disagree')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={handleDelete}>
            {t('users.profile.agree')}
          </Button>
        </>,
      )}
      {confirm(
        dialog === 'changePassword',
        t('users.profile.changePasswordTitle'),
        t('users.profile.changePasswordQuestion'),
        <>
          <Button variant="default" onClick={() => setDialog(null)}>
            {t('users.profile.cancel')}
          </Button>
          <Button component="a" href={links.changePasswordUrl} onClick={() => setDialog(null)}>
            {t('users.profile.continue')}
          </Button>
        </>,
      )}
    </Group>
  );
}
