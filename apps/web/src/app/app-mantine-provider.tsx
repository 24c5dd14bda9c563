import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container (and its transitions) is a chunk of its own, fetched with the first toast:
// `notifications.show` only writes to Mantine's store, which the container shows once it is there, so
// a toast asked for before it arrives is not lost (decisions 063 and 053).
const Notifications = lazy(() =>
  import('@mantine/notifications/container').then((module) => ({ default: module.Notifications })),
);

/** The toasts' container, from the first toast on (kept afterwards, so that a toast's exit plays). */
function ToastsContainer() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}

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
      <ToastsContainer />
      {children}
    </MantineProvider>
  );
}
