import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { isGuestOnly } from '@freight/domain/permissions';
import { profileCompletionStep } from '@freight/domain/people/profile-completion';
import { matchPath, Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useConfig } from '../../lib/config-provider';
import { useUserDetails } from '../../features/profile/api/get-user-details';
import { getUserDetailsQueryKey } from '../../features/profile/query-keys';
import { RootLayout } from '../root-layout';
import { LogoutDialog } from '../shell/logout-dialog';

const RegistrationPage = lazy(() =>
  import('../../features/users/components/registration-page').then((module) => ({
    default: module.RegistrationPage,
  })),
);

/**
 * Profile completion (D3-4.06): a Guest without a phone, a first or a last name stays on registration
 * whatever /app page they open; anyone else with one missing is sent to edit their own profile. A
 * Guest waits for their details before anything shows; others see their page at once and are sent on
 * when the details say so, so that the start-up of complete profiles costs nothing.
 */
export function RequireCompleteProfile({ children }: { children: ReactNode }) {
  const { claims, renewToken } = useAuth();
  const { users } = useConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLogoutOpen, logout] = useDisclosure(false);
  const roles = claims?.roles ?? [];
  const details = useUserDetails(claims?.upn);

  const member = details.data;
  const step = member ? profileCompletionStep({ roles, ...member }) : null;
  // A member sent to edit their profile may have completed it: ask again when they move on.
  const { refetch } = details;
  useEffect(() => {
    if (step === 'editProfile') void refetch();
  }, [pathname, refetch, step]);

  if (details.isPending && isGuestOnly(roles)) return <PageLoader />;
  if (step === 'register' && member) {
    const handleRegistered = async () => {
      // The new roles and carrier are in a renewed ID token; the start tab follows them (D3-4.04).
      await renewToken();
      await queryClient.invalidateQueries({ queryKey: getUserDetailsQueryKey(claims?.upn ?? '') });
      await navigate(paths.app.root.getHref(), { replace: true });
    };
    return (
      <RootLayout>
        <Suspense fallback={<PageLoader />}>
          <RegistrationPage
            defaults={{
              firstName: member.firstName,
              lastName: member.lastName,
              mobileNumber: member.mobileNumber ?? '',
              countryCode: member.countryCode || users.defaultCountryCode,
            }}
            onRegistered={() => void handleRegistered()}
            onClose={logout.open}
          />
        </Suspense>
        <LogoutDialog opened={isLogoutOpen} onClose={logout.close} />
      </RootLayout>
    );
  }
  if (step === 'editProfile' && !details.isFetching && !matchPath(paths.app.editUserProfile.path, pathname))
    return <Navigate to={paths.app.editUserProfile.getHref()} replace />;
  return children;
}
