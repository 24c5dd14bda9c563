import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  areReferenceRowsComplete,
  checkReferenceRows,
  isSameReference,
  maxReferenceRows,
  referenceRowsSchema,
  type ReferenceRow,
  type ReferenceRowsContext,
} from './reference-rows';

const context: ReferenceRowsContext = {
  types: ['BOL Number', 'PO Number', 'Seal Number'],
  valueMaxLength: 25,
  stopIds: ['STOP-1', 'STOP-2'],
};
const row = (overrides: Partial<ReferenceRow> = {}): ReferenceRow => ({
  referenceType: 'PO Number',
  referenceValue: 'PO-778',
  stopId: null,
  ...overrides,
});

/** The issues of the schema as the form and the server see them: path to code, the first per path. */
function issuesOf(values: unknown, rowsContext = context): Record<string, string> {
  const result = z.safeParse(referenceRowsSchema(rowsContext), values);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

describe('referenceRowsSchema', () => {
  it('[D2-5.33] takes complete rows, trimmed', () => {
    const result = z.safeParse(referenceRowsSchema(context), {
      references: [
        row({ referenceValue: ' PO-778 ' }),
        row({ referenceType: 'Seal Number', stopId: 'STOP-2' }),
      ],
    });
    expect(result.data?.references).toEqual([
      row(),
      { referenceType: 'Seal Number', referenceValue: 'PO-778', stopId: 'STOP-2' },
    ]);
  });

  it.each([
    ['a type not chosen', row({ referenceType: '' }), { 'references.0.referenceType': 'REQUIRED' }],
    ['a value not typed', row({ referenceValue: '' }), { 'references.0.referenceValue': 'REQUIRED' }],
    ['a value of spaces', row({ referenceValue: '   ' }), { 'references.0.referenceValue': 'REQUIRED' }],
    [
      'neither',
      row({ referenceType: ' ', referenceValue: '' }),
      { 'references.0.referenceType': 'REQUIRED', 'references.0.referenceValue': 'REQUIRED' },
    ],
  ])('[D2-5.33] type and value are both required: %s is REQUIRED on its field', (_case, input, issues) => {
    expect(issuesOf({ references: [row(), input] }, context)).toEqual(
      Object.fromEntries(Object.entries(issues).map(([path, code]) => [path.replace('.0.', '.1.'), code])),
    );
  });

  it('[D2-5.33] [D2-9.06] the value is at most 25 characters once trimmed', () => {
    expect(issuesOf({ references: [row({ referenceValue: 'x'.repeat(25) })] })).toEqual({});
    expect(issuesOf({ references: [row({ referenceValue: ` ${'x'.repeat(25)} ` })] })).toEqual({});
    expect(issuesOf({ references: [row({ referenceValue: 'x'.repeat(26) })] })).toEqual({
      'references.0.referenceValue': 'VALUE_TOO_LONG',
    });
  });

  it('[D2-5.33] the limit is the configured one', () => {
    expect(
      issuesOf({ references: [row({ referenceValue: 'PO-77' })] }, { ...context, valueMaxLength: 4 }),
    ).toEqual({ 'references.0.referenceValue': 'VALUE_TOO_LONG' });
  });

  it.each(['PO\n778', 'PO\t778', 'PO\u0000778', 'PO\ud800'])(
    '[D2-5.33] the value is one line of text: %j is refused',
    (value) => {
      expect(issuesOf({ references: [row({ referenceValue: value })] })).toEqual({
        'references.0.referenceValue': 'NOT_SINGLE_LINE',
      });
    },
  );

  it('[D2-5.33] the type is one of those offered for the source and division', () => {
    expect(issuesOf({ references: [row({ referenceType: 'Pickup Number' })] })).toEqual({
      'references.0.referenceType': 'UNKNOWN_TYPE',
    });
    expect(issuesOf({ references: [row({ referenceType: 'po number' })] })).toEqual({
      'references.0.referenceType': 'UNKNOWN_TYPE',
    });
  });

  it('a stop is one of the shipment stops', () => {
    expect(issuesOf({ references: [row({ stopId: 'STOP-9' })] })).toEqual({
      'references.0.stopId': 'UNKNOWN_STOP',
    });
    expect(issuesOf({ references: [row({ stopId: 'STOP-9' })] }, { ...context, stopIds: undefined })).toEqual(
      {},
    );
  });

  it('a row may not repeat another: same type, stop and value but for case', () => {
    expect(
      issuesOf({ references: [row(), row({ referenceValue: 'po-778 ' }), row({ stopId: 'STOP-1' })] }),
    ).toEqual({ 'references.1.referenceValue': 'DUPLICATE' });
  });

  it('at least one row, at most the bound', () => {
    expect(issuesOf({ references: [] })).toEqual({ references: 'NO_ROWS' });
    const many = Array.from({ length: maxReferenceRows }, (_, index) =>
      row({ referenceValue: `PO-${index}` }),
    );
    expect(issuesOf({ references: many })).toEqual({});
    expect(issuesOf({ references: [...many, row({ referenceValue: 'PO-X' })] })).toEqual({
      references: 'TOO_MANY_ROWS',
    });
  });

  it('input of the wrong shape is refused, never thrown', () => {
    expect(issuesOf({ references: 'PO-778' })).toEqual({ references: 'NO_ROWS' });
    expect(issuesOf({ references: [{ referenceType: 7, referenceValue: null }] })).toEqual({
      'references.0.referenceType': 'REQUIRED',
      'references.0.referenceValue': 'REQUIRED',
    });
  });
});

describe('rows complete', () => {
  it.each([
    [[], false],
    [[row()], true],
    [[row(), row({ referenceType: '' })], false],
    [[row({ referenceValue: ' ' })], false],
    [[{ referenceType: null, referenceValue: 'PO-1' }], false],
  ] as const)('[D2-5.33] Confirm is enabled only when every row is filled: %j gives %s', (rows, complete) => {
    expect(areReferenceRowsComplete(rows)).toBe(complete);
  });
});

describe('the same reference', () => {
  it('compares type and stop exactly and the value but for case and spaces', () => {
    expect(isSameReference(row(), row({ referenceValue: ' po-778' }))).toBe(true);
    expect(isSameReference(row(), row({ referenceType: 'BOL Number' }))).toBe(false);
    expect(isSameReference(row(), row({ stopId: 'STOP-1' }))).toBe(false);
    expect(checkReferenceRows([row(), row({ stopId: 'STOP-1' })], context)).toEqual([]);
  });
});
