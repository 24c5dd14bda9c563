import { useLayoutEffect, useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Leaving a user form with unsaved changes asks first (D3-4.17, D3-4.18): "Are you sure you want to
 * navigate? Form data will get lost." Yes leaves, No stays with what was typed.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const { t } = useTranslation('users');
  // The router asks the blocker at the moment of leaving: it reads the latest render's answer.
  const isDirtyNow = useRef(isDirty);
  useLayoutEffect(() => {
    isDirtyNow.current = isDirty;
  }, [isDirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isDirtyNow.current,
  );
  const isBlocked = blocker.state === 'blocked';
  return (
    <Dialog
      closeButtonProps={{ 'aria-label': t('users.close') }}
      opened={isBlocked}
      onClose={() => blocker.reset?.()}
      title={t('users.form.unsavedTitle')}
      centered
    >
      <Stack gap="md">
        <Text>{t('users.form.unsavedQuestion')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('users.form.no')}
          </Button>
          <Button onClick={() => blocker.proceed?.()}>{t('users.form.yes')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
