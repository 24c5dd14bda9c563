import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { declineTenderSchema, type DeclineTenderValues } from '@freight/domain/tender-answer-schema';
import { declineReasonCodesOf } from '@freight/domain/tenders';
import { Dialog } from '../../../../components/ui/dialog';
import { useNetworkGuard } from '../../../../components/ui/network-guard';
import { useConfig } from '../../../../lib/config-provider';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import type { CardActionFlowProps } from '../../card-action-handlers';
import { useTenderAnswer } from './use-tender-answer';

// Decline Load on a tendered card (D2-2.29, D2-2.37): where reason codes are configured for the load's
// source (D2-9.09), one must be chosen before Decline is enabled (D2-4.12), by the rule of
// packages/domain that the server checks again. A declined load leaves the tendered list (D2-4.08).

export function DeclineTenderFlow({ shipment, onClose, onDone }: CardActionFlowProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('tenders.declineTitle')}
      closeButtonProps={{ 'aria-label': t('tenders.close') }}
      centered
    >
      <DeclineTenderForm shipment={shipment} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function DeclineTenderForm({ shipment, onClose, onDone }: Omit<CardActionFlowProps, 'module'>) {
  const { t } = useTranslation();
  const config = useConfig();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const answer = useTenderAnswer('DECLINE', onDone);
  const codes = declineReasonCodesOf(shipment, config);
  const labels = t('tenders.reasons', { returnObjects: true }) as Record<string, string>;
  // The server's refusal of the reason is its own text; choosing another reason clears it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form } = useSchemaForm<DeclineTenderValues>({
    initialValues: { reasonCode: null },
    // The rule's only issue, a missing reason, shows as Decline disabled rather than in words (D2-4.12).
    schema: declineTenderSchema(codes),
  });
  const isReasonMissing = !form.isValid();

  const handleSubmit = form.onSubmit(({ reasonCode }) =>
    runOnline(() =>
      answer.send(
        { shipmentId: shipment.shipmentId, ...(reasonCode ? { reasonCode } : {}) },
        { onFieldError: (_field, message) => setRefusal(message) },
      ),
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('tenders.declineIntro', { shipmentId: shipment.shipmentId })}</Text>
        {codes.length > 0 && (
          <Select
            label={t('tenders.reason')}
            placeholder={t('tenders.reasonPlaceholder')}
            // A code the configuration adds before the catalogues know it shows as it is.
            data={codes.map((code) => ({ value: code, label: labels[code] ?? code }))}
            value={form.values.reasonCode}
            onChange={(value) => {
              form.setFieldValue('reasonCode', value);
              setRefusal(null);
            }}
            error={refusal}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={answer.isPending} data-autofocus>
            {t('tenders.cancel')}
          </Button>
          <Button type="submit" color="red" loading={answer.isPending} disabled={isReasonMissing}>
            {t('tenders.decline')}
          </Button>
        </Group>
        {offlineAlert}
      </Stack>
    </form>
  );
}
