import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useConfig } from '../../../lib/config-provider';
import { resolveConfigText } from '../../../lib/config-text';

// Get Qualified (D1-4.23, D1-8.07, D2-6.05): what an inactive carrier's user sees instead of Book Now
// or Contact to Book; it says why the load cannot be booked and whom to ask. Label and message are
// configurable.

export function GetQualified() {
  const { t, i18n } = useTranslation();
  const { getQualifiedLabel, getQualifiedMessage } = useConfig().booking;
  const [isOpen, setOpen] = useState(false);
  const label = resolveConfigText(getQualifiedLabel, i18n.language, t('booking.getQualified.label'));
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog
        opened={isOpen}
        onClose={close}
        title={label}
        closeButtonProps={{ 'aria-label': t('booking.close') }}
        centered
      >
        <Text>
          {resolveConfigText(getQualifiedMessage, i18n.language, t('booking.getQualified.message'))}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={close}>{t('booking.ok')}</Button>
        </Group>
      </Dialog>
    </>
  );
}
