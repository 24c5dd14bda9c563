import { useEffect, useRef, useState } from 'react';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useApiClient } from '../../../lib/api-provider';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { fetchViewSetting } from '../api/get-view-setting';
import { getStartPath } from '../../../lib/auth/start-path';
import { clearRefreshUrl, getStateSearch, readRefreshUrl } from '../../../lib/entry-params';
import { SignInProblem } from './sign-in-problem';

type Problem = 'trouble' | 'error' | null;

// /auth/callback: the identity provider sends the browser back here with the authorization code.
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const { status, completeSignIn, signIn } = useAuth();
  const { deepLinkClearMs } = useConfig().app;
  const navigate = useNavigate();
  const client = useApiClient();
  const [problem, setProblem] = useState<Problem>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (status === 'loading' || status === 'leaving' || status === 'unavailable' || hasStarted.current)
      return;
    hasStarted.current = true;
    completeSignIn().then(
      async (claims) => {
        const startPath = getStartPath({
          roles: claims.roles,
          viewSetting: await fetchViewSetting(client, claims.upn),
          refreshUrl: readRefreshUrl(deepLinkClearMs),
          stateSearch: getStateSearch(),
        });
        clearRefreshUrl();
        void navigate(startPath, { replace: true });
      },
      () => setProblem('error'),
    );
  }, [status, completeSignIn, navigate, client, deepLinkClearMs]);

  const handleRetry = () => {
    setProblem(null);
    signIn().catch(() => setProblem('trouble'));
  };

  const shownProblem: Problem = status === 'unavailable' ? 'trouble' : problem;
  if (!shownProblem) return <PageLoader />;
  return (
    <Container size="sm" py={64}>
      <Stack align="center">
        <SignInProblem
          message={shownProblem === 'error' ? t('auth.errorLoggingIn') : t('auth.troubleSigningIn')}
          onRetry={handleRetry}
        />
      </Stack>
    </Container>
  );
}
