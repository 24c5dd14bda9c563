import { Box, Burger, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { HeaderSearch } from './header-search';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';
import { WelcomeGreeting } from './welcome-greeting';

type HeaderBarProps = { isNavOpen: boolean; onToggleNav: () => void; onLogOut: () => void };

// The web header (D3-2.29). On phones the search moves into the drawer and the greeting is left out.
export function HeaderBar({ isNavOpen, onToggleNav, onLogOut }: HeaderBarProps) {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const upn = claims?.upn ?? '';

  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isNavOpen}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={isNavOpen}
          aria-controls="side-navigation"
        />
        <Text component={Link} to={paths.app.home.getHref()} fw={700} c="inherit" td="none" truncate>
          {t('app.name')}
        </Text>
      </Group>
      <Box visibleFrom="sm" style={{ flex: '0 1 20rem' }}>
        <HeaderSearch />
      </Box>
      <Group gap="sm" wrap="nowrap">
        <Box visibleFrom="md" maw={200}>
          <WelcomeGreeting upn={upn} />
        </Box>
        <NotificationBell upn={upn} />
        <Button component={Link} to={paths.app.myProfile.getHref()} variant="default" visibleFrom="sm">
          {t('header.myProfile')}
        </Button>
        <ProfileMenu onLogOut={onLogOut} />
      </Group>
    </Group>
  );
}
