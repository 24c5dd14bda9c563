import { hasPermission } from '@freight/domain/permissions';
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';

type ProfileMenuProps = { onLogOut: () => void };

/**
 * Company Profile, Manage Users (only with manage.manageUsers), Manage Financial (only with
 * manage.manageFinancial, decision 047), Preferences, Log Out (D3-2.29).
 */
export function ProfileMenu({ onLogOut }: ProfileMenuProps) {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const canManageUsers = hasPermission(claims?.roles ?? [], 'manage.manageUsers');
  const canManageFinancial = hasPermission(claims?.roles ?? [], 'manage.manageFinancial');

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('header.profileMenu')}>
          <UserIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.app.myProfile.getHref()} hiddenFrom="sm">
          {t('header.myProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.app.companyProfile.getHref()}>
          {t('header.companyProfile')}
        </Menu.Item>
        {canManageUsers && (
          <Menu.Item component={Link} to={paths.app.manageUsers.getHref()}>
            {t('header.manageUsers')}
          </Menu.Item>
        )}
        {canManageFinancial && (
          <Menu.Item component={Link} to={paths.app.manageFinancial.getHref()}>
            {t('payments.manage.link')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.app.preferences.getHref()}>
          {t('header.preferences')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onLogOut}>{t('header.logOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
