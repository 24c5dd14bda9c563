import { describe, expect, it } from 'vitest';
import { checkInvoiceNumber, invoiceNumberSchema, normalizeInvoiceNumber } from './invoice-number';

const asked = { isAsked: true, maxLength: 30 };
const notAsked = { isAsked: false, maxLength: 30 };

describe('the invoice number', () => {
  it('[D2-5.30] is optional where it is asked', () => {
    expect(checkInvoiceNumber('', asked)).toBeNull();
    expect(checkInvoiceNumber('   ', asked)).toBeNull();
    expect(checkInvoiceNumber(null, asked)).toBeNull();
    expect(checkInvoiceNumber('INV-2030-0042', asked)).toBeNull();
  });

  it('[D2-5.30] is refused where the field is not shown', () => {
    expect(checkInvoiceNumber('INV-1', notAsked)).toBe('notAsked');
    expect(checkInvoiceNumber('', notAsked)).toBeNull();
  });

  it('keeps to the configured length, counted in characters, and to one line', () => {
    expect(checkInvoiceNumber('x'.repeat(30), asked)).toBeNull();
    expect(checkInvoiceNumber('x'.repeat(31), asked)).toBe('tooLong');
    expect(checkInvoiceNumber('é'.repeat(30), asked)).toBeNull();
    expect(checkInvoiceNumber('INV\n1', asked)).toBe('notSingleLine');
    expect(checkInvoiceNumber('INV\t1', asked)).toBe('notSingleLine');
    expect(normalizeInvoiceNumber('  INV-1 ')).toBe('INV-1');
  });

  it('the form schema answers the same codes', () => {
    const issueOf = (rule: typeof asked, invoiceNumber: string) => {
      const result = invoiceNumberSchema(rule).safeParse({ invoiceNumber });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(issueOf(asked, 'INV-1')).toBeNull();
    expect(issueOf(asked, 'x'.repeat(31))).toBe('tooLong');
    expect(issueOf(notAsked, 'INV-1')).toBe('notAsked');
  });
});
