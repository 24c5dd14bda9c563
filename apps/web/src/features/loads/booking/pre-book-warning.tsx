import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PreBookWarning as Warning } from '@freight/domain/booking';
import { useConfig } from '../../../lib/config-provider';
import { resolveConfigText } from '../../../lib/config-text';

// The warning before the rate confirmation (D1-4.20, D1-4.21): a same-day pick-up, an unconfirmed
// pick-up appointment, or both. Cancel is focused first: going on is the choice to make.

type PreBookWarningProps = { warning: Warning; onCancel: () => void; onAgree: () => void };

export function PreBookWarning({ warning, onCancel, onAgree }: PreBookWarningProps) {
  const { t, i18n } = useTranslation();
  const { preBookAgreeLabel } = useConfig().booking;
  return (
    <>
      <Text>{t(`booking.warning.${warning}`)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('booking.warning.cancel')}
        </Button>
        <Button onClick={onAgree}>
          {resolveConfigText(preBookAgreeLabel, i18n.language, t('booking.warning.agree'))}
        </Button>
      </Group>
    </>
  );
}
