import { useEffect, useRef, useState } from 'react';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAuth } from '../../../lib/auth/auth-context';
import { SignInProblem } from './sign-in-problem';

// /logout (D1-2.03, D3-2.02): forgets the session here and signs in again.
export function LogoutRoute() {
  const { t } = useTranslation();
  const { status, restartSignIn } = useAuth();
  const [hasFailed, setFailed] = useState(false);
  const hasStarted = useRef(false);

  const handleRestart = () => {
    setFailed(false);
    restartSignIn().catch(() => setFailed(true));
  };

  useEffect(() => {
    if (status === 'loading' || status === 'unavailable' || hasStarted.current) return;
    hasStarted.current = true;
    restartSignIn().catch(() => setFailed(true));
  }, [status, restartSignIn]);

  if (!hasFailed && status !== 'unavailable') return <PageLoader />;
  return (
    <Container size="sm" py={64}>
      <Stack align="center">
        <SignInProblem message={t('auth.troubleSigningIn')} onRetry={handleRestart} />
      </Stack>
    </Container>
  );
}
