import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { carrierProMaxLength, checkCarrierPro, normalizeCarrierPro } from '@freight/domain/carrier-pro';
import { isCarrierProShown } from '@freight/domain/tenders';
import { useTermsAndConditions } from '../../../loads/booking/api/get-terms-and-conditions';
import { useNetworkGuard } from '../../../../components/ui/network-guard';
import { useConfig } from '../../../../lib/config-provider';
import { resolveConfigText } from '../../../../lib/config-text';
import { isLanguage } from '../../../../lib/i18n';
import type { CardActionFlowProps } from '../../card-action-handlers';
import { TermsAndConditions } from '../../../loads/booking/terms-and-conditions';
import { useTenderAnswer, type TenderField } from './use-tender-answer';

// Accept on a tendered card (D2-2.29, D2-4.11): the terms and conditions of the load type and, where
// the configuration asks for it (D2-6.15), the carrier PRO, checked as it is typed (D2-5.03). Yes waits
// for the terms (nobody accepts terms they could not read) and stays disabled while the PRO has an
// error, a PRO the server found taken included (D2-5.04) until it is changed.

/** A field the server refused, for the value it refused: typing something else clears it. */
type Refusal = { field: TenderField; value: string; message: string };

export function AcceptTenderFlow({ shipment, onClose, onDone }: CardActionFlowProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tenders.acceptTitle')}
      closeButtonProps={{ 'aria-label': t('tenders.close') }}
      size="lg"
      centered
    >
      <AcceptTenderForm shipment={shipment} onClose={onClose} onDone={onDone} />
    </Modal>
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
  const [carrierPro, setCarrierPro] = useState(shipment.carrierPro ?? '');
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const proError = isProShown ? checkCarrierPro(carrierPro, shipment.carrierPro) : null;
  const proMessage =
    proError === 'required'
      ? resolveConfigText(
          config.tenders.carrierProRequiredText,
          locale,
          t('tenders.carrierProErrors.required'),
        )
      : proError
        ? t(`tenders.carrierProErrors.${proError}`, { max: carrierProMaxLength })
        : refusal?.field === 'carrierPro' && refusal.value === normalizeCarrierPro(carrierPro)
          ? refusal.message
          : null;

  const handleYes = () =>
    runOnline(() =>
      answer.send(
        { shipmentId: shipment.shipmentId, termsAccepted: true, ...(isProShown ? { carrierPro } : {}) },
        {
          onFieldError: (field, message) =>
            setRefusal({ field, value: normalizeCarrierPro(carrierPro), message }),
        },
      ),
    );

  return (
    <Stack gap="md">
      <Text>{t('tenders.acceptIntro', { shipmentId: shipment.shipmentId })}</Text>
      <TermsAndConditions terms={terms} />
      {isProShown && (
        <TextInput
          label={t('tenders.carrierPro')}
          description={t('tenders.carrierProHint')}
          value={carrierPro}
          onChange={(event) => setCarrierPro(event.currentTarget.value)}
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
        <Button onClick={handleYes} loading={answer.isPending} disabled={!terms.data || proMessage !== null}>
          {t('tenders.yes')}
        </Button>
      </Group>
      {offlineAlert}
    </Stack>
  );
}
