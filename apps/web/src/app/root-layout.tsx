import { Suspense, type ReactNode } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/ui/language-switch';
import { OfflineBanner } from '../components/ui/offline-banner';
import { PageLoader } from '../components/ui/page-loader';
import { SkipLink } from '../components/ui/skip-link';
import { useFocusOnNavigation } from './use-focus-on-navigation';

const mainId = 'main-content';

// The frame of the public pages (landing, sign-in callback, page-not-found when signed out): skip
// link, header, one <main>. Signed-in pages use the app shell instead.
export function RootLayout({ children }: { children?: ReactNode }) {
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
        <OfflineBanner />
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </Box>
    </>
  );
}
