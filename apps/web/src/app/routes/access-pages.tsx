import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** A screen the role may not open (D1-6.17, D1-8.09, D3-8.28). */
export function NoAccessPage() {
  const { t } = useTranslation();

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('errors.noAccessTitle')}</Title>
        <Text>{t('errors.noAccess')}</Text>
      </Stack>
    </Container>
  );
}

/** Recommended and Watched for a guest (D1-6.17): not available, with a way to search instead. */
export function GuestFeaturePage() {
  const { t } = useTranslation();

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('errors.guestFeatureTitle')}</Title>
        <Text>{t('errors.guestFeature')}</Text>
        <Button component={Link} to={paths.app.search.getHref()}>
          {t('errors.searchForLoads')}
        </Button>
      </Stack>
    </Container>
  );
}
