import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

// Shown when a page throws or its code cannot be loaded (for instance an old chunk after a deploy).
export function RouteErrorPage() {
  const { t } = useTranslation();

  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('errors.generic')}</Title>
        <Text>{t('errors.processingRequest')}</Text>
        <Button component={Link} to={paths.root.getHref()} reloadDocument>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
