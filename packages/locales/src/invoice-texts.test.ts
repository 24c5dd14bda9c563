import { describe, expect, it } from 'vitest';
import { invoiceNumberIssues } from '@freight/domain/invoices/invoice-number';
import { invoiceChoices } from '@freight/domain/invoices/invoice-rules';
import { stopTypes } from '@freight/domain/stops';
import { catalogues } from './catalogues';
import { languages } from './languages';

// Submit Invoice's codes (decision 046) have their texts in every language: the choices, the invoice
// number's refusals on both sides, and the stop types the provider's PDF writes. The document types it
// names are the documents' own (messages:documents.types).

describe('texts of the invoices', () => {
  it.each(languages)('[D2-9.11] [D2-5.30] every invoice code has its text in %s', (language) => {
    const { web, errors } = catalogues[language];
    for (const choice of invoiceChoices) expect(web.invoices.choice[choice].trim(), choice).toBeTruthy();
    for (const issue of invoiceNumberIssues) {
      expect(web.invoices.invoiceNumber[issue].trim(), issue).toBeTruthy();
      expect(errors.invoices.invoiceNumber[issue].trim(), issue).toBeTruthy();
    }
    expect(errors.invoices.invoiceNumber.tooLong).toContain('{{maxLength}}');
    expect(web.invoices.invoiceNumber.tooLong).toContain('{{maxLength}}');
    for (const stopType of stopTypes)
      expect(errors.invoices.pdf.stopTypes[stopType].trim(), stopType).toBeTruthy();
  });
});
