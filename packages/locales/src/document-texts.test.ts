import { describe, expect, it } from 'vitest';
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
