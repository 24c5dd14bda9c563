import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { useAuth } from '../../lib/auth/auth-context';
import { resolveConfigText } from '../../lib/config-text';
import { useConfig } from '../../lib/config-provider';

/** The server answered 401: the configured unauthorized text, then sign-in again (D1-8.03, D3-8.24). */
export function SessionExpiredDialog() {
  const { t, i18n } = useTranslation();
  const { texts } = useConfig();
  const { isSessionExpired, restartSignIn } = useAuth();
  const message = resolveConfigText(texts.unauthorized, i18n.language, t('errors.unauthorized'));

  return (
    <Dialog
      opened={isSessionExpired}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('errors.unauthorizedTitle')}
      centered
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void restartSignIn().catch(() => undefined)}>{t('errors.logInAgain')}</Button>
      </Group>
    </Dialog>
  );
}
