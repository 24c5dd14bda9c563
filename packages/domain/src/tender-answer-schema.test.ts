import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { acceptTenderSchema, declineTenderSchema } from './tender-answer-schema';

const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
};

describe('acceptTenderSchema', () => {
  it('[D2-5.03] a PRO with other characters or too long is an issue on the field, named by its code', () => {
    expect(issuesOf(acceptTenderSchema(null, true), { carrierPro: 'PRO 1' })).toEqual([
      ['carrierPro', 'invalidCharacters'],
    ]);
    expect(issuesOf(acceptTenderSchema(null, true), { carrierPro: 'P'.repeat(31) })).toEqual([
      ['carrierPro', 'tooLong'],
    ]);
    expect(issuesOf(acceptTenderSchema(null, true), { carrierPro: '' })).toEqual([]);
  });

  it('[D2-5.03] an existing PRO may not be cleared', () => {
    expect(issuesOf(acceptTenderSchema('GLF700001', true), { carrierPro: ' ' })).toEqual([
      ['carrierPro', 'required'],
    ]);
  });

  it('[D2-6.15] where no PRO is asked, none is checked', () => {
    expect(issuesOf(acceptTenderSchema('GLF700001', false), { carrierPro: '' })).toEqual([]);
  });
});

describe('declineTenderSchema', () => {
  it('[D2-4.12] [D2-9.09] a reason is required where reasons are configured', () => {
    expect(issuesOf(declineTenderSchema(['WEIGHT']), { reasonCode: null })).toEqual([
      ['reasonCode', 'required'],
    ]);
    expect(issuesOf(declineTenderSchema(['WEIGHT']), { reasonCode: 'WEIGHT' })).toEqual([]);
    expect(issuesOf(declineTenderSchema([]), { reasonCode: null })).toEqual([]);
  });
});
