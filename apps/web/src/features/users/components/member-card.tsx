import { Anchor, Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasNeverLoggedIn, memberLoadIcon } from '@freight/domain/people/member-card';
import { shipmentStates, type ShipmentState } from '@freight/domain/shipment-states';
import { paths } from '../../../config/paths';
import { useFormatLocale } from '../../../lib/format-locale';
import { resolveConfigText } from '../../../lib/config-text';
import { useConfig } from '../../../lib/config-provider';
import type { ManagedMember } from '../api/get-members';
import { formatLastLogin, initialsOf, joinRoleLabels, memberRolesOf } from '../format-member';
import { AssignedLoads } from './assigned-loads';
import { DriverIcon, TransitIcon } from './load-icons';

const isKnownState = (state: string): state is ShipmentState =>
  (shipmentStates as readonly string[]).includes(state);

type MemberCardProps = {
  card: ManagedMember;
  /** Re-Send Invite and Login Status are the dispatcher admin's (D3-6.11). */
  canResendInvite: boolean;
  onResendInvite: (card: ManagedMember) => void;
  isResending: boolean;
};

/**
 * A member's card (D3-2.34 to D3-2.38): avatar, name, roles joined by semicolons, View, e-mail (or upn),
 * mobile, and the last login (MMM DD, YYYY), or Login Status with Re-Send Invite for one who never
 * signed in; Assign Load for a driver the caller may assign; the driver or transit icon; Assigned Load
 * Details when they drive loads.
 */
export function MemberCard({ card, canResendInvite, onResendInvite, isResending }: MemberCardProps) {
  const { t, i18n } = useTranslation('users');
  const locale = useFormatLocale();
  const { users } = useConfig();
  // D3-9.11: "Never Logged In" unless the configuration words it otherwise.
  const loginStatusText = resolveConfigText(
    users.loginStatusText,
    i18n.language,
    t('users.card.neverLoggedIn'),
  );
  const { member } = card;
  const name = `${member.firstName} ${member.lastName}`.trim() || member.upn;
  const roles = joinRoleLabels(memberRolesOf(member), (role) => t(`users.roles.${role}`));
  const icon = memberLoadIcon(card.assignedLoadStates.filter(isKnownState));

  return (
    <Card withBorder component="article" aria-label={name} data-member-id={member.userId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar radius="xl" color="blue" aria-hidden>
          {initialsOf(member)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} component="h2" size="md">
                {name}
              </Text>
              {icon === 'driver' && <DriverIcon title={t('users.card.driverIcon')} />}
              {icon === 'transit' && <TransitIcon title={t('users.card.transitIcon')} />}
            </Group>
            <Anchor
              component={Link}
              to={paths.app.manageUserProfile.getHref(member.userId)}
              size="sm"
              aria-label={t('users.card.viewMember', { name })}
            >
              {t('users.card.view')}
            </Anchor>
          </Group>
          <Text size="sm">{roles}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {member.email ?? member.upn}
          </Text>
          <Text size="sm">{member.mobileNumber ?? '-'}</Text>
          {hasNeverLoggedIn(member) ? (
            canResendInvite && (
              <Group gap="xs">
                <Text size="sm">
                  {t('users.card.loginStatus')}: {loginStatusText}
                </Text>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  loading={isResending}
                  onClick={() => onResendInvite(card)}
                  aria-label={t('users.card.resendInviteTo', { name })}
                >
                  {t('users.card.resendInvite')}
                </Button>
              </Group>
            )
          ) : (
            <Text size="sm">
              {t('users.card.lastLogin')}: {formatLastLogin(member.userLastLogin!, locale)}
            </Text>
          )}
          {card.canAssignLoad && (
            <Button
              component={Link}
              to={paths.app.myLoads.getHref('CarrierAssigned')}
              variant="light"
              size="compact-sm"
              style={{ alignSelf: 'flex-start' }}
              aria-label={t('users.card.assignLoadTo', { name })}
            >
              {t('users.card.assignLoad')}
            </Button>
          )}
          {card.assignedLoadCount > 0 && (
            <AssignedLoads userId={member.userId} count={card.assignedLoadCount} />
          )}
        </Stack>
      </Group>
    </Card>
  );
}
