import { lazy, Suspense, useState, type ReactNode } from 'react';
import { isGuestOnly } from '@freight/domain/permissions';
import { matchPath, Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useConfig } from '../../lib/config-provider';
import type { ProfileCompletion } from './profile-completion-check';

// Lazy, both: the check reads the details with the app's GraphQL documents, and only a Guest with an
// incomplete profile loads the registration screen, its frame and the logout dialog.
const ProfileCompletionCheck = lazy(() => import('./profile-completion-check'));
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
  const [completion, setCompletion] = useState<ProfileCompletion | null>(null);
  const step = completion?.step ?? null;
  const member = completion?.member ?? null;

  const page = (() => {
    if (step === null && isGuestOnly(claims?.roles ?? [])) return <PageLoader />;
    if (step === 'register' && member && completion) {
      const handleRegistered = async () => {
        // The new roles and carrier are in a renewed ID token; the start tab follows them (D3-4.04).
        await renewToken();
        await completion.refresh();
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
    if (step === 'editProfile' && !matchPath(paths.app.editUserProfile.path, pathname))
      return <Navigate to={paths.app.editUserProfile.getHref()} replace />;
    return children;
  })();

  return (
    <>
      {page}
      <Suspense fallback={null}>
        <ProfileCompletionCheck onChange={setCompletion} />
      </Suspense>
    </>
  );
}
