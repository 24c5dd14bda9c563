import { eq } from 'drizzle-orm';
import { formatRate } from '@freight/domain/load-format';
import { personName } from '@freight/domain/person-name';
import type { Language } from '@freight/locales/languages';
import type { Transaction } from '../../db/client';
import { members } from '../../db/schema/members';
import { message, translate, type MessageKey, type MessageValues } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/enqueue-mail';
import type { DocumentRow } from '../documents/insert-shipment-documents';
import { invoiceLocaleOf } from './invoice-pdf';
import type { InvoiceContent } from './read-invoice-content';

/**
 * Queues the e-mail of the invoice the provider prepared (D2-4.60 "email sent"), to the member who
 * asked for it, in their language, with the PDF attached: the outbox row holds the document's storage
 * key, and the mail sender reads the bytes from the object store when it sends (decision 044). In the
 * transaction that records the invoice, so the mail exists exactly when the invoice does.
 */
export async function enqueueInvoiceMail(
  tx: Transaction,
  memberId: string,
  document: Pick<DocumentRow, 'fileName' | 'contentType' | 'storageKey'>,
  content: InvoiceContent,
  language: Language,
): Promise<void> {
  const [member] = await tx
    .select({
      upn: members.upn,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(members)
    .where(eq(members.id, memberId));
  const t = (key: MessageKey, values?: MessageValues) => translate(language, message(key, values));
  const values = {
    invoiceNumber: content.invoiceNumber,
    shipmentId: content.shipment.shipmentId,
    name: personName(member!),
    total: formatRate(content.totalCents, content.currency, invoiceLocaleOf(language)),
  };
  await enqueueMail(tx, {
    to: member!.email ?? member!.upn,
    subject: t('invoices.mail.subject', values),
    text: [
      t('invoices.mail.greeting', values),
      t('invoices.mail.body', values),
      t('invoices.mail.closing'),
    ].join('\n\n'),
    attachments: [
      { fileName: document.fileName, contentType: document.contentType, storageKey: document.storageKey },
    ],
  });
}
