import { useEffect, useRef, useState } from 'react';
import { hasPermission } from '@freight/domain/permissions';
import { Menu } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { ProfileMenuButton } from './profile-menu-button';

type ProfileMenuListProps = { onLogOut: () => void };

/**
 * Company Profile, Manage Users (only with manage.manageUsers), Manage Financial (only with
 * manage.manageFinancial, decision 047), Preferences, Log Out (D3-2.29). Rendered once the button was
 * clicked: it takes the button's place with the focus, then opens, so that closing the menu gives the
 * focus back to the button (Mantine notes where the focus was when the menu opens).
 */
export function ProfileMenuList({ onLogOut }: ProfileMenuListProps) {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const canManageUsers = hasPermission(claims?.roles ?? [], 'manage.manageUsers');
  const canManageFinancial = hasPermission(claims?.roles ?? [], 'manage.manageFinancial');
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => buttonRef.current?.focus(), []);
  const isMounted = useMounted();
  const [isOpen, setOpen] = useState(true);

  return (
    <Menu position="bottom-end" withinPortal opened={isOpen && isMounted} onChange={setOpen}>
      <Menu.Target>
        <ProfileMenuButton ref={buttonRef} />
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
