import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useConfig } from '../../../lib/config-provider';
import type { UploadInvoiceAnswer } from '../api/upload-invoice';
import { SubmitInvoiceForm, type InvoiceShipment } from './submit-invoice-form';
import { ThankYouDialog, type PreparedInvoice } from './thank-you-dialog';

// Submit Invoice as a card's flow (D2-2.33, D2-2.34, D2-2.37): the dialog, then, when the provider
// prepared the invoice, the Thank You dialog (D2-4.60). The user's own invoice ends with a toast that
// says whether the load is now Delivered With Paperwork. Closing after a change lets the lists be
// fetched again (onDone); the invoice calls have made them stale already.

export type SubmitInvoiceFlowProps = {
  shipment: InvoiceShipment;
  onClose: () => void;
  onDone: () => void;
};

export function SubmitInvoiceFlow({ shipment, onClose, onDone }: SubmitInvoiceFlowProps) {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  const [prepared, setPrepared] = useState<PreparedInvoice | null>(null);

  const handleSubmitted = (answer: UploadInvoiceAnswer) => {
    const moved = answer.shipmentState === 'DELIVERED_WITH_PPWK';
    notifications.show({
      color: 'green',
      message: [
        answer.message || t('invoices.submitted', { shipmentId: shipment.shipmentId }),
        moved ? t('invoices.nowWithPaperwork', { shipmentId: shipment.shipmentId }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      autoClose: toasts.loadActionMs,
    });
    onDone();
  };

  if (prepared) return <ThankYouDialog invoice={prepared} onClose={onDone} />;
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('invoices.title')}
      closeButtonProps={{ 'aria-label': t('invoices.close') }}
      centered
      size="lg"
    >
      <SubmitInvoiceForm
        shipment={shipment}
        onClose={onClose}
        onSubmitted={handleSubmitted}
        onCreated={setPrepared}
      />
    </Dialog>
  );
}
