import { List, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypes, type DocumentType } from '@freight/domain/stops';
import type { InvoiceOptions } from '../api/get-invoice-options';

// What the load still waits for before it is Delivered With Paperwork (decision 044): the required
// documents not in yet and the invoice, so the dispatcher knows why it has not moved; or that its
// source system keeps the paperwork itself.

const isDocumentType = (value: string): value is DocumentType =>
  (documentTypes as readonly string[]).includes(value);

/** A panel of the dialog, not an alert: it is read with the dialog, not announced over it. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} size="sm" mb={4}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

export function MissingPaperwork({ options }: { options: InvoiceOptions }) {
  const { t } = useTranslation(['web', 'messages']);
  const { missingDocuments, invoiceMissing } = options;
  const title = t('invoices.paperwork.title');

  if (missingDocuments === null || missingDocuments === undefined)
    return (
      <Panel title={title}>
        <Text size="sm">{t('invoices.paperwork.keptBySource')}</Text>
      </Panel>
    );
  if (missingDocuments.length === 0)
    return (
      <Panel title={title}>
        <Text size="sm">
          {t(invoiceMissing ? 'invoices.paperwork.invoiceCompletes' : 'invoices.paperwork.complete')}
        </Text>
      </Panel>
    );
  const names = missingDocuments.map((type) =>
    isDocumentType(type) ? t(`messages:documents.types.${type}`) : type,
  );
  return (
    <Panel title={title}>
      <Text size="sm">{t('invoices.paperwork.missing')}</Text>
      <List size="sm" mt={4}>
        {names.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
        {invoiceMissing && <List.Item>{t('invoices.paperwork.invoice')}</List.Item>}
      </List>
    </Panel>
  );
}
