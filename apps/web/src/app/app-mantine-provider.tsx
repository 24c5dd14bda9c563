import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

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
      <Notifications />
      {children}
    </MantineProvider>
  );
}
