import { describe, expect, it } from 'vitest';
import { referenceIssueCodes } from '@freight/domain/references/reference-rows';
import { catalogues } from './catalogues';
import { languages } from './languages';

// Add Reference's rules answer codes (decision 048); `messages:references.issues.<code>` holds their
// texts, which the modal and the API show alike.

describe('texts of Add Reference', () => {
  it.each(languages)('[D2-5.33] every issue code has its text in %s, and every text its code', (language) => {
    const issues: Record<string, string> = catalogues[language].messages.references.issues;
    expect(Object.keys(issues).sort()).toEqual([...referenceIssueCodes].sort());
    for (const code of referenceIssueCodes) expect(issues[code]?.trim(), code).toBeTruthy();
  });

  it('[D2-5.33] [D2-4.62] [D2-4.64] [D2-8.15] keep the texts the spec quotes', () => {
    expect(catalogues.en.messages.references.issues.REQUIRED).toBe('*All fields are required');
    expect(catalogues.en.messages.references.added).toBe('Reference added successfully');
    expect(catalogues.en.web.references.stop.none).toBe('No references for the stop');
  });
});
