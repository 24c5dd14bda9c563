import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry this app rendered: there is no page of ours to go back to.
  const canGoBack = location.key !== 'default';

  const handleBack = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(paths.root.getHref());
  };

  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.message')}</Text>
        <Group>
          <Button variant="default" onClick={handleBack}>
            {t('notFound.back')}
          </Button>
          <Button component={Link} to={paths.root.getHref()}>
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
