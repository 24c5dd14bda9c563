import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadReferenceSearchSchema } from './load-reference';

describe('loadReferenceSearchSchema', () => {
  it('[D3-2.29] searches the reference without surrounding spaces', () => {
    expect(z.parse(loadReferenceSearchSchema, { reference: '  GLF-1 ' })).toEqual({ reference: 'GLF-1' });
  });

  it.each(['', '   '])('[D1-5.10] refuses a blank reference (%j)', (reference) => {
    const result = z.safeParse(loadReferenceSearchSchema, { reference });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['reference', 'referenceMissing'],
    ]);
  });
});
