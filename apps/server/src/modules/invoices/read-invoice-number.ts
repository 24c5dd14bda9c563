import type { AppConfig } from '@freight/domain/config';
import { checkInvoiceNumber, normalizeInvoiceNumber } from '@freight/domain/invoices/invoice-number';
import { isInvoiceNumberAsked } from '@freight/domain/invoices/invoice-rules';
import type { SourceScope } from '@freight/domain/source-scope';
import { badInput } from '../../platform/errors';
import { message } from '../../platform/i18n';

/**
 * The carrier's invoice number of a request (D2-5.30): optional where the source asks for it, refused
 * where it does not (the form shows no such field there), at most the configured length, one line.
 * Null when none was given.
 */
export function readInvoiceNumber(
  value: string | null | undefined,
  shipment: SourceScope,
  config: Pick<AppConfig, 'documents'>,
): string | null {
  const maxLength = config.documents.invoice.invoiceNumberMaxLength;
  const issue = checkInvoiceNumber(value, { isAsked: isInvoiceNumberAsked(shipment, config), maxLength });
  if (issue) {
    const text = message(`invoices.invoiceNumber.${issue}`, { maxLength });
    throw badInput(text, { invoiceNumber: text });
  }
  return normalizeInvoiceNumber(value) || null;
}
