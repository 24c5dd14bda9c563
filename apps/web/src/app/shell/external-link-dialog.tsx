import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';

export type ExternalLinkTarget = { name: string; url: string };

type ExternalLinkDialogProps = { target: ExternalLinkTarget | null; onClose: () => void };

/** Trailer Rental and Parking ask before leaving for a partner's site (D1-2.13, D3-2.24). */
export function ExternalLinkDialog({ target, onClose }: ExternalLinkDialogProps) {
  const { t } = useTranslation();

  const handleContinue = () => {
    if (target) window.open(target.url, '_blank', 'noopener,noreferrer');
    onClose();
  };

  return (
    <Dialog
      opened={target !== null}
      onClose={onClose}
      title={t('externalLink.title')}
      closeButtonProps={{ 'aria-label': t('externalLink.close') }}
      centered
    >
      <Text>{t('externalLink.message', { name: target?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('externalLink.cancel')}
        </Button>
        <Button onClick={handleContinue}>{t('externalLink.continue')}</Button>
      </Group>
    </Dialog>
  );
}
