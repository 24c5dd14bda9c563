import { lazy, Suspense, useEffect, type ReactNode } from 'react';
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

// Lazy: only a Guest with an incomplete profile loads the registration screen and its frame.
const RegistrationRoute = lazy(() =>
  import('./registration-route').then((module) => ({ default: module.RegistrationRoute })),
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
      <Suspense fallback={<PageLoader />}>
        <RegistrationRoute
          defaults={{
            firstName: member.firstName,
            lastName: member.lastName,
            mobileNumber: member.mobileNumber ?? '',
            countryCode: member.countryCode || users.defaultCountryCode,
          }}
          onRegistered={() => void handleRegistered()}
        />
      </Suspense>
    );
  }
  if (step === 'editProfile' && !details.isFetching && !matchPath(paths.app.editUserProfile.path, pathname))
    return <Navigate to={paths.app.editUserProfile.getHref()} replace />;
  return children;
}
