import * as z from 'zod/mini';

// "Search by Load #" (D1-5.10, D3-2.29): a load number, PRO or reference, searched without surrounding
// spaces; a blank one searches nothing. zod/mini: the header's form ships to the browser.

export const loadReferenceMaxLength = 64;

/** The header's search: its reference comes out trimmed and may not be blank. */
export const loadReferenceSearchSchema = z.object({
  reference: z.string().check(z.trim(), z.minLength(1, 'referenceMissing')),
});
