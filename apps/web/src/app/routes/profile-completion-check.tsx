import { useEffect } from 'react';
import { profileCompletionStep } from '@freight/domain/people/profile-completion';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { useUserDetails, type UserDetailsMember } from '../../features/profile/api/get-user-details';

export type ProfileCompletion = {
  /** Null while the details are being read, or when they could not be: nothing is decided then. */
  step: 'register' | 'editProfile' | 'complete' | null;
  member: UserDetailsMember | null;
  /** Reads the details again (after a registration). */
  refresh: () => Promise<unknown>;
};

/**
 * Reads the caller's details and tells profile completion's step (D3-4.06). Its own chunk, loaded
 * beside the shell, so that the GraphQL documents stay out of the first scripts (decision 053).
 */
export default function ProfileCompletionCheck({
  onChange,
}: {
  onChange: (state: ProfileCompletion) => void;
}) {
  const { claims } = useAuth();
  const { pathname } = useLocation();
  const details = useUserDetails(claims?.upn);
  const member = details.data ?? null;
  const roles = claims?.roles;
  // Details that cannot be read decide nothing against the caller: their page opens.
  const step = details.isError
    ? 'complete'
    : member && roles
      ? (profileCompletionStep({ roles, ...member }) ?? 'complete')
      : null;
  const { refetch, isFetching } = details;
  // A member sent to edit their profile may have completed it: ask again when they move on.
  useEffect(() => {
    if (step === 'editProfile') void refetch();
  }, [pathname, refetch, step]);
  useEffect(() => {
    onChange({ step: isFetching && step === 'editProfile' ? null : step, member, refresh: refetch });
  }, [isFetching, member, onChange, refetch, step]);
  return null;
}
