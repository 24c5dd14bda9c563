import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { carrierProMaxLength, normalizeCarrierPro, type CarrierProError } from '@freight/domain/carrier-pro';
import { acceptTenderSchema, type AcceptTenderValues } from '@freight/domain/tender-answer-schema';
import { isCarrierProShown } from '@freight/domain/tenders';
import { Dialog } from '../../../../components/ui/dialog';
import { useTermsAndConditions } from '../../../loads/booking/api/get-terms-and-conditions';
import { useNetworkGuard } from '../../../../components/ui/network-guard';
import { useConfig } from '../../../../lib/config-provider';
import { resolveConfigText } from '../../../../lib/config-text';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { isLanguage } from '../../../../lib/i18n';
import type { CardActionFlowProps } from '../../card-action-handlers';
import { TermsAndConditions } from '../../../loads/booking/terms-and-conditions';
import { useTenderAnswer, type TenderField } from './use-tender-answer';

// Accept on a tendered card (D2-2.29, D2-4.11): the terms and conditions of the load type and, where
// the configuration asks for it (D2-6.15), the carrier PRO, checked as it is typed by the rule of
// packages/domain (D2-5.03). Yes waits for the terms (nobody accepts terms they could not read) and
// stays disabled while the PRO has an error, a PRO the server found taken included (D2-5.04) until it
// is changed.

/** A field the server refused, for the value it refused: typing something else clears it. */
type Refusal = { field: TenderField; value: string; message: string };

export function AcceptTenderFlow({ shipment, onClose, onDone }: CardActionFlowProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('tenders.acceptTitle')}
      closeButtonProps={{ 'aria-label': t('tenders.close') }}
      size="lg"
      centered
    >
      <AcceptTenderForm shipment={shipment} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function AcceptTenderForm({ shipment, onClose, onDone }: Omit<CardActionFlowProps, 'module'>) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const locale = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const terms = useTermsAndConditions(shipment.loadType, locale);
  const { runOnline, offlineAlert } = useNetworkGuard();
  const answer = useTenderAnswer('ACCEPT', onDone);
  const isProShown = isCarrierProShown(shipment, config);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { form, errorOf } = useSchemaForm<AcceptTenderValues>({
    initialValues: { carrierPro: shipment.carrierPro ?? '' },
    schema: acceptTenderSchema(shipment.carrierPro, isProShown),
    // The PRO is checked as it is typed (D2-5.03).
    validateInputOnChange: true,
    errorText: (code) =>
      code === 'required'
        ? resolveConfigText(
            config.tenders.carrierProRequiredText,
            locale,
            t('tenders.carrierProErrors.required'),
          )
        : t(`tenders.carrierProErrors.${code as CarrierProError}`, { max: carrierProMaxLength }),
  });
  const { carrierPro } = form.values;

  // The server's refusal is its own text, shown while the PRO it refused is the one in the field.
  const proMessage =
    errorOf('carrierPro') ??
    (refusal?.field === 'carrierPro' && refusal.value === normalizeCarrierPro(carrierPro)
      ? refusal.message
      : null);

  const handleSubmit = form.onSubmit((values) =>
    runOnline(() =>
      answer.send(
        {
          shipmentId: shipment.shipmentId,
          termsAccepted: true,
          ...(isProShown ? { carrierPro: values.carrierPro } : {}),
        },
        {
          onFieldError: (field, message) =>
            setRefusal({ field, value: normalizeCarrierPro(values.carrierPro), message }),
        },
      ),
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text>{t('tenders.acceptIntro', { shipmentId: shipment.shipmentId })}</Text>
        <TermsAndConditions terms={terms} />
        {isProShown && (
          <TextInput
            label={t('tenders.carrierPro')}
            description={t('tenders.carrierProHint')}
            {...form.getInputProps('carrierPro')}
            error={proMessage}
            autoComplete="off"
          />
        )}
        <Text size="sm" c="dimmed">
          {t('tenders.termsAgreement')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={answer.isPending} data-autofocus>
            {t('tenders.no')}
          </Button>
          <Button type="submit" loading={answer.isPending} disabled={!terms.data || proMessage !== null}>
            {t('tenders.yes')}
          </Button>
        </Group>
        {offlineAlert}
      </Stack>
    </form>
  );
}
