import * as z from 'zod/mini';
import { isSingleLineText } from '../single-line-text';

// The carrier's invoice number (D2-5.30): optional, and asked only where the configuration says
// (documents.invoice.invoiceNumberSources). One rule for the Submit Invoice form (a zod/mini schema,
// whose issue messages are these codes) and for the server, which refuses a number sent where none
// is asked.

/** notAsked: a number was sent where the form does not show the field. */
export const invoiceNumberIssues = ['notAsked', 'tooLong', 'notSingleLine'] as const;
export type InvoiceNumberIssue = (typeof invoiceNumberIssues)[number];

export function isInvoiceNumberIssue(value: string): value is InvoiceNumberIssue {
  return (invoiceNumberIssues as readonly string[]).includes(value);
}

export type InvoiceNumberRule = { isAsked: boolean; maxLength: number };

/** The number as it is kept: without surrounding spaces; empty is none. */
export function normalizeInvoiceNumber(value: string | null | undefined): string {
  return (value ?? '').trim();
}

export function checkInvoiceNumber(
  value: string | null | undefined,
  { isAsked, maxLength }: InvoiceNumberRule,
): InvoiceNumberIssue | null {
  const number = normalizeInvoiceNumber(value);
  if (number.length === 0) return null;
  if (!isAsked) return 'notAsked';
  if (!isSingleLineText(number)) return 'notSingleLine';
  if ([...number].length > maxLength) return 'tooLong';
  return null;
}

export type InvoiceNumberValues = { invoiceNumber: string };

/** The invoice number field of Submit Invoice, whichever way the invoice is made. */
export function invoiceNumberSchema(rule: InvoiceNumberRule): z.ZodMiniType<InvoiceNumberValues> {
  return z.object({
    invoiceNumber: z.string().check(
      z.superRefine((value, refinement) => {
        const issue = checkInvoiceNumber(value, rule);
        if (issue) refinement.addIssue({ code: 'custom', message: issue, input: value });
      }),
    ),
  });
}
