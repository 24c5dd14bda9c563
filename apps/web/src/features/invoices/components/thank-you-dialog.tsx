import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@freight/domain/load-format';
import { parseMoneyToCents } from '@freight/domain/money';
import { Dialog } from '../../../components/ui/dialog';
import { useFormatLocale } from '../../../lib/format-locale';

// The Thank You dialog that follows the provider's invoice (D2-2.37, D2-4.60): what was prepared, for
// how much in the load's currency, and whether it was e-mailed.

export type PreparedInvoice = {
  shipmentId: string;
  invoiceNumber: string;
  totalAmount: string;
  currency: string;
  emailQueued: boolean;
  /** A second call answered the invoice an earlier one had made (a double click, a retry). */
  wasAlreadyCreated: boolean;
};

export function ThankYouDialog({ invoice, onClose }: { invoice: PreparedInvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const cents = parseMoneyToCents(invoice.totalAmount);
  const total =
    cents === undefined || !invoice.currency
      ? invoice.totalAmount
      : formatRate(cents, invoice.currency, locale);
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('invoices.thankYou.title')}
      closeButtonProps={{ 'aria-label': t('invoices.close') }}
      centered
    >
      <Stack gap="md">
        <Text>
          {t('invoices.thankYou.created', {
            invoiceNumber: invoice.invoiceNumber,
            shipmentId: invoice.shipmentId,
            total,
          })}
        </Text>
        {invoice.emailQueued && <Text>{t('invoices.thankYou.emailed')}</Text>}
        {invoice.wasAlreadyCreated && <Text c="dimmed">{t('invoices.thankYou.alreadyCreated')}</Text>}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('invoices.close')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
