import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container (and its transitions) is a chunk of its own, fetched as the app first renders:
// `notifications.show` only writes to Mantine's store, which the container shows once it is there, so
// a toast asked for before it arrives is not lost (decision 063).
const Notifications = lazy(() =>
  import('@mantine/notifications/container').then((module) => ({ default: module.Notifications })),
);

/**
 * Mantine with the app's theme and its toasts. Every toast's close button gets its label here, in the
 * reader's language, so that no `notifications.show` call can leave it unlabelled (axe: button-name).
 */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('app.closeNotification');
  const appTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: Notification.extend({
            defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
          }),
        },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={appTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
