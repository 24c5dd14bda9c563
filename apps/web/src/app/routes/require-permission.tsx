import { useEffect, type ReactNode } from 'react';
import { hasPermission, isGuestOnly, type Permission } from '@freight/domain/permissions';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { getStartPath } from '../../lib/auth/start-path';
import { useConfig } from '../../lib/config-provider';
import { getStateSearch } from '../../lib/entry-params';
import { GuestFeaturePage, NoAccessPage } from './access-pages';

/**
 * What a guest-only user meets on a screen of the role table it may not open (D1-6.17, D3-2.26):
 * the "Register to get full access." toast (tabs such as My Loads, Manage Capacity, My Drivers,
 * Preferences), the "not available for a guest role" page (Recommended, Watched), or the no-access
 * page like everyone else.
 */
export type GuestDenial = 'registerToast' | 'guestFeature' | 'noAccess';

type RequirePermissionProps = { permission: Permission; guest?: GuestDenial; children: ReactNode };

export const registerToastId = 'register-for-access';

function RegisterToastRedirect() {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  const { claims } = useAuth();

  useEffect(() => {
    notifications.show({
      id: registerToastId,
      message: t('errors.registerForAccess'),
      autoClose: toasts.defaultMs,
    });
  }, [t, toasts.defaultMs]);

  const startPath = getStartPath({ roles: claims?.roles ?? [], stateSearch: getStateSearch() });
  return <Navigate to={startPath} replace />;
}

/** Renders `children` only when the signed-in roles hold `permission`. */
export function RequirePermission({ permission, guest = 'noAccess', children }: RequirePermissionProps) {
  const { claims } = useAuth();
  const roles = claims?.roles ?? [];

  if (hasPermission(roles, permission)) return children;
  if (isGuestOnly(roles) && guest === 'registerToast') return <RegisterToastRedirect />;
  if (isGuestOnly(roles) && guest === 'guestFeature') return <GuestFeaturePage />;
  return <NoAccessPage />;
}
