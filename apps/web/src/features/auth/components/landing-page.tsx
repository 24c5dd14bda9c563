import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

// Spec D1-2.05: the landing screen. Get Started will start sign-in once identity exists; until then it
// opens the signed-in home, which says so.
export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const handleGetStarted = () => {
    void navigate(paths.app.home.getHref());
  };

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={1}>{t('app.name')}</Title>
        <Text size="lg">{t('landing.pitch')}</Text>
        <Button size="lg" onClick={handleGetStarted}>
          {t('landing.getStarted')}
        </Button>
      </Stack>
    </Container>
  );
}
