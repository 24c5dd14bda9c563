import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMember } from '../api/get-member';
import { joinRoleLabels, memberRolesOf } from '../format-member';

/**
 * View Profile (D3-2.05, D3-2.09, D3-2.45): My Profile for oneself, View Profile for a member an admin
 * opened from the list (?userId=), with the breadcrumb back to Manage Users. Edit leads to the edit
 * page for one's own profile or with manageUsersEdit. Absent facts show "-".
 */
export function ViewProfilePage() {
  const { t } = useTranslation('users');
  const { claims } = useAuth();
  const [params] = useSearchParams();
  const ownId = claims?.sub ?? null;
  const userId = params.get('userId') ?? ownId;
  const isSelf = userId === ownId;
  const query = useMember(userId);
  const mayEdit = isSelf || hasPermission(claims?.roles ?? [], 'manage.manageUsersEdit');
  const title = isSelf ? t('users.profile.myProfile') : t('users.profile.viewProfile');
  const member = query.data;

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        {!isSelf && (
          <Breadcrumbs>
            <Anchor component={Link} to={paths.app.manageUsers.getHref()}>
              {t('users.title')}
            </Anchor>
            <Text>{title}</Text>
          </Breadcrumbs>
        )}
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          {member && mayEdit && (
            <Button
              component={Link}
              to={paths.app.editUserProfile.getHref(isSelf ? undefined : member.userId)}
            >
              {t('users.profile.edit')}
            </Button>
          )}
        </Group>
        {query.isPending && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t('users.profile.loading')}</Text>
          </Group>
        )}
        {query.isError && <Alert color="red">{t('users.profile.notFound')}</Alert>}
        {member && (
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              {[
                [t('users.form.firstName'), member.firstName],
                [t('users.form.lastName'), member.lastName],
                [
                  t('users.profile.roles'),
                  joinRoleLabels(memberRolesOf(member), (role) => t(`users.roles.${role}`)),
                ],
                [t('users.profile.email'), member.email],
                [
                  t('users.profile.mobileNumber'),
                  member.mobileNumber && `${member.countryCode} ${member.mobileNumber}`,
                ],
                [t('users.profile.tractorNumber'), member.tractorNumber],
              ].map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th>{label}</Table.Th>
                  <Table.Td>{value || '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
