import { Suspense, useEffect, useRef } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { LanguageSwitch } from '../components/ui/language-switch';
import { PageLoader } from '../components/ui/page-loader';
import { SkipLink } from '../components/ui/skip-link';

const mainId = 'main-content';

/**
 * After a client-side navigation, moves focus to the new page as a full page load would. Redirects
 * (replace) do not count: opening / and landing on /login is still the first page.
 */
function useFocusOnNavigation(targetId: string) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType !== 'REPLACE') document.getElementById(targetId)?.focus();
  }, [pathname, navigationType, targetId]);
}

// The skeleton's frame: skip link, header, one <main>. The signed-in shell (side nav, banners) replaces
// the header later.
export function RootLayout() {
  const { t } = useTranslation();
  useFocusOnNavigation(mainId);

  return (
    <>
      <SkipLink targetId={mainId} label={t('app.skipToContent')} />
      <Box
        component="header"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('app.name')}</Text>
          <LanguageSwitch />
        </Group>
      </Box>
      <Box component="main" id={mainId} tabIndex={-1} style={{ outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}
