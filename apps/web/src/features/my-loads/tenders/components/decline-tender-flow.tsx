import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { declineReasonCodesOf } from '@freight/domain/tenders';
import { useNetworkGuard } from '../../../../components/ui/network-guard';
import { useConfig } from '../../../../lib/config-provider';
import type { CardActionFlowProps } from '../../card-action-handlers';
import { useTenderAnswer } from './use-tender-answer';

// Decline Load on a tendered card (D2-2.29, D2-2.37): where reason codes are configured for the load's
// source (D2-9.09), one must be chosen before Decline is enabled (D2-4.12). A declined load leaves the
// tendered list (D2-4.08).

export function DeclineTenderFlow({ shipment, onClose, onDone }: CardActionFlowProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tenders.declineTitle')}
      closeButtonProps={{ 'aria-label': t('tenders.close') }}
      centered
    >
      <DeclineTenderForm shipment={shipment} onClose={onClose} onDone={onDone} />
    </Modal>
  );
}

function DeclineTenderForm({ shipment, onClose, onDone }: Omit<CardActionFlowProps, 'module'>) {
  const { t } = useTranslation();
  const config = useConfig();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const answer = useTenderAnswer('DECLINE', onDone);
  const codes = declineReasonCodesOf(shipment, config);
  const labels = t('tenders.reasons', { returnObjects: true }) as Record<string, string>;
  const [reasonCode, setReasonCode] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const isReasonMissing = codes.length > 0 && reasonCode === null;

  const handleDecline = () =>
    runOnline(() =>
      answer.send(
        { shipmentId: shipment.shipmentId, ...(reasonCode ? { reasonCode } : {}) },
        { onFieldError: (_field, message) => setReasonError(message) },
      ),
    );

  return (
    <Stack gap="md">
      <Text>{t('tenders.declineIntro', { shipmentId: shipment.shipmentId })}</Text>
      {codes.length > 0 && (
        <Select
          label={t('tenders.reason')}
          placeholder={t('tenders.reasonPlaceholder')}
          // A code the configuration adds before the catalogues know it shows as it is.
          data={codes.map((code) => ({ value: code, label: labels[code] ?? code }))}
          value={reasonCode}
          onChange={(value) => {
            setReasonCode(value);
            setReasonError(null);
          }}
          error={reasonError}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={answer.isPending} data-autofocus>
          {t('tenders.cancel')}
        </Button>
        <Button color="red" onClick={handleDecline} loading={answer.isPending} disabled={isReasonMissing}>
          {t('tenders.decline')}
        </Button>
      </Group>
      {offlineAlert}
    </Stack>
  );
}
