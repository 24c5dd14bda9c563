import { describe, expect, it } from 'vitest';
import { uploadIssues } from '@freight/domain/documents/upload-form-schema';
import { documentTypes } from '@freight/domain/stops';
import { catalogues } from './catalogues';
import { languages } from './languages';

// The document upload's refusals (`errors:documents`, D2-8.13): the same keys in every language, each
// with the values its server message passes.

const placeholders: Record<string, string[]> = {
  format: ['formats'],
  tooLarge: ['maxSizeKb'],
  tooManyFiles: ['maxFiles'],
  tooLargeToFetch: ['maxSizeKb'],
};

describe('texts of the document upload', () => {
  it.each(languages)('[D2-8.13] every upload refusal has its text in %s, with its values', (language) => {
    const texts: Record<string, string> = catalogues[language].errors.documents;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(catalogues.en.errors.documents).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).toBeTruthy();
      for (const name of placeholders[key] ?? []) expect(text, key).toContain(`{{${name}}}`);
    }
    expect(catalogues[language].messages.documents.uploaded.trim()).toBeTruthy();
  });
});

describe('texts of the Documents tab', () => {
  it.each(languages)('[D2-3.08] every document type has its label in %s', (language) => {
    const types: Record<string, string> = catalogues[language].messages.documents.types;
    expect(Object.keys(types).sort()).toEqual([...documentTypes].sort());
    for (const type of documentTypes) expect(types[type]?.trim(), type).toBeTruthy();
  });

  it("[D2-3.08] the English labels are the spec's names of the types", () => {
    expect(catalogues.en.messages.documents.types).toEqual({
      masterBillOfLading: 'Bill of Lading',
      lumperReceipt: 'Lumper Receipts',
      scaleTicket: 'Scale Ticket',
      miscellaneous: 'Miscellaneous',
      proofOfDelivery: 'Proof of Delivery',
      rateConfirmation: 'Rate Confirmation',
      shipmentTender: 'Shipment Tender',
      createInvoice: 'Invoice',
    });
  });

  it.each(languages)(
    '[D2-5.27] every issue of the upload form has its text in %s, with its values',
    (language) => {
      const issues: Record<string, string> = catalogues[language].messages.documents.issues;
      expect(Object.keys(issues).sort()).toEqual([...uploadIssues].sort());
      expect(issues.format).toContain('{{formats}}');
      expect(issues.tooLarge).toContain('{{size}}');
      expect(issues.tooManyFiles).toContain('{{maxFiles}}');
    },
  );

  it('[D2-5.27] [D2-5.28] [D2-8.13] keep the document messages the spec quotes word for word', () => {
    const texts = catalogues.en.messages.documents;
    expect(texts.issues.format).toBe('Please select documents with .{{formats}} format only');
    expect(texts.noDocumentType).toBe('No document type available for selection');
    expect(texts.tripNotStarted).toBe('Please start the trip for document upload');
    expect(catalogues.en.web.loadDetails.noDocuments).toBe('No documents available');
  });
});
