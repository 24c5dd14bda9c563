import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A placeholder until sign-in exists: it says so plainly rather than showing made-up loads.
export function HomePage() {
  const { t } = useTranslation();

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('home.title')}</Title>
        <Text>{t('home.signInComing')}</Text>
      </Stack>
    </Container>
  );
}
