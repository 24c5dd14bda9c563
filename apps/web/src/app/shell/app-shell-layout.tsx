import { Suspense, useEffect, type ReactNode } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { OfflineBanner } from '../../components/ui/offline-banner';
import { PageLoader } from '../../components/ui/page-loader';
import { SkipLink } from '../../components/ui/skip-link';
import { useFocusOnNavigation } from '../use-focus-on-navigation';
import { useLiveUpdates } from '../use-live-updates';
import { BackToTop } from './back-to-top';
import { HeaderBar } from './header-bar';
import { HeaderSearch } from './header-search';
import { InstallPrompt } from './install-prompt';
import { LogoutDialog } from './logout-dialog';
import { ResolutionBanner } from './resolution-banner';
import { RoleUpgradePrompt } from './role-upgrade-prompt';
import { SessionExpiredDialog } from './session-expired-dialog';
import { SideNav } from './side-nav';
import { TransferRequestPrompt } from '../../features/users/components/transfer-request-prompt';
import { useChooseMemberLanguage } from '../../features/member-language/use-choose-member-language';

const mainId = 'main-content';

// The signed-in frame, 360 px to desktop: header, side navigation (a drawer under Mantine's `sm`
// breakpoint, 768 px), banners, the page, and the dialogs every page may need.
export function AppShellLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isNavOpen, nav] = useDisclosure(false);
  const [isLogoutOpen, logout] = useDisclosure(false);
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  useFocusOnNavigation(mainId);
  // The open lists, trip screen and bell follow what happens elsewhere (decision 061).
  useLiveUpdates();
  // A language chosen here is the member's: the server writes to them in it (decision 064).
  const chooseLanguage = useChooseMemberLanguage();

  useEffect(() => {
    nav.close();
    // Close the drawer when the page changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={0}
    >
      <SkipLink targetId={mainId} label={t('app.skipToContent')} />
      <AppShell.Header>
        <HeaderBar isNavOpen={isNavOpen} onToggleNav={nav.toggle} onLogOut={logout.open} />
      </AppShell.Header>
      <AppShell.Navbar
        id="side-navigation"
        aria-label={t('nav.label')}
        p="sm"
        // Off screen on a phone until opened: out of the keyboard's way too.
        inert={isPhone && !isNavOpen}
      >
        <Box hiddenFrom="sm" mb="sm">
          <HeaderSearch onSearch={nav.close} />
        </Box>
        {/* The browser's own scrolling: Mantine's ScrollArea would draw its own bars, in 5 kB of script. */}
        <AppShell.Section grow mih={0} style={{ overflowY: 'auto' }}>
          <SideNav onNavigate={nav.close} />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <LanguageSwitch onChange={chooseLanguage} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={mainId} tabIndex={-1} style={{ outline: 'none' }}>
        <OfflineBanner />
        <ResolutionBanner />
        <Box p="md">
          <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
        </Box>
        {/* After the page: the browser's offer comes once the page has loaded, and moves nothing there. */}
        <InstallPrompt />
      </AppShell.Main>
      <BackToTop />
      <LogoutDialog opened={isLogoutOpen} onClose={logout.close} />
      <RoleUpgradePrompt />
      <SessionExpiredDialog />
      <TransferRequestPrompt />
    </AppShell>
  );
}
