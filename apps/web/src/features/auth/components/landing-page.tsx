import { useEffect, useRef, useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfflineAlert } from '../../../components/ui/network-guard';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useIsOnline } from '../../../lib/network';
import { hasOfflineSnapshot } from '../../../lib/offline-snapshot';
import { SignInProblem } from './sign-in-problem';

type LandingPageProps = {
  /** In a browser tab sign-in starts at once (D1-2.05); the installed app waits for Get Started. */
  shouldStartSignIn: boolean;
};

// Spec D1-2.05, D3-2.01: the landing screen with Get Started. Without network it shows the no-network
// popup with Ok (D3-2.21), again each time the network goes, and the loads saved on this device.
export function LandingPage({ shouldStartSignIn }: LandingPageProps) {
  const { t } = useTranslation();
  const { status, signIn } = useAuth();
  const isOnline = useIsOnline();
  const [isNoNetworkAcknowledged, setNoNetworkAcknowledged] = useState(false);
  // Ok holds until the network comes back: the next loss shows the popup again.
  const [wasOnline, setWasOnline] = useState(isOnline);
  if (wasOnline !== isOnline) {
    setWasOnline(isOnline);
    if (isOnline) setNoNetworkAcknowledged(false);
  }
  const [isRedirecting, setRedirecting] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const hasStarted = useRef(false);
  const isUnavailable = status === 'unavailable';

  const handleSignIn = () => {
    setFailed(false);
    setRedirecting(true);
    signIn().catch(() => {
      setRedirecting(false);
      setFailed(true);
    });
  };

  useEffect(() => {
    if (!shouldStartSignIn || status !== 'signedOut' || hasStarted.current) return;
    hasStarted.current = true;
    handleSignIn();
    // Starts once, when the session is known to be absent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldStartSignIn, status]);

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={1}>{t('app.name')}</Title>
        <Text size="lg">{t('landing.pitch')}</Text>
        {isUnavailable || hasFailed ? (
          <SignInProblem message={t('auth.troubleSigningIn')} onRetry={handleSignIn} />
        ) : (
          <Button size="lg" onClick={handleSignIn} loading={isRedirecting} disabled={status === 'loading'}>
            {t('landing.getStarted')}
          </Button>
        )}
        {!isOnline && hasOfflineSnapshot() && (
          <Button component={Link} to={paths.offline.getHref()} variant="default">
            {t('offlineApp.seeSaved')}
          </Button>
        )}
        {isRedirecting && (
          <Text role="status" c="dimmed">
            {t('landing.redirecting')}
          </Text>
        )}
      </Stack>
      <OfflineAlert
        opened={!isOnline && !isNoNetworkAcknowledged}
        onClose={() => setNoNetworkAcknowledged(true)}
      />
    </Container>
  );
}
