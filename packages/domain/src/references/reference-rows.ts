import * as z from 'zod/mini';
import { isSingleLineText } from '../single-line-text';

// The rows of Add Reference (D2-3.10, D2-4.62, D2-5.33) as a zod/mini schema, for the modal and the
// server's addReference alike (decision 026): each row a type offered for the shipment's source and a
// value, both required ("*All fields are required"), the value one line of at most
// `trip.referenceValueMaxLength` (25) characters once trimmed, an optional stop of the shipment; at
// least one row and at most `maxReferenceRows`, no row twice. An issue's message is a
// ReferenceIssueCode, whose text is `messages:references.issues.<code>`.

/** Rows one Add Reference sends at most (our bound: the modal's rows; one call stays small). */
export const maxReferenceRows = 10;

/**
 * References the app may add to one shipment in all (bounded work, decision 028): the source
 * system's own references do not count. Far above what a load carries; it stops a script, not a user.
 */
export const maxAddedReferencesPerShipment = 50;

export const referenceIssueCodes = [
  'REQUIRED',
  'UNKNOWN_TYPE',
  'VALUE_TOO_LONG',
  'NOT_SINGLE_LINE',
  'UNKNOWN_STOP',
  'DUPLICATE',
  'NO_ROWS',
  'TOO_MANY_ROWS',
  'TOO_MANY_REFERENCES',
] as const;
export type ReferenceIssueCode = (typeof referenceIssueCodes)[number];

export function isReferenceIssueCode(value: string): value is ReferenceIssueCode {
  return (referenceIssueCodes as readonly string[]).includes(value);
}

/** One reference of the add-reference action (D2-3.10): a type, a value, and its stop (null: the shipment's). */
export type ReferenceRow = { referenceType: string; referenceValue: string; stopId: string | null };

export type ReferenceRowsContext = {
  /** The types offered for the shipment (referenceTypesFor). */
  types: readonly string[];
  /** `trip.referenceValueMaxLength` (D2-9.06: 25). */
  valueMaxLength: number;
  /** The shipment's stop ids, which a row's stop must be one of; left out, the stop is not checked. */
  stopIds?: readonly string[];
};

/** Where an issue is, from the values' root (`references.1.referenceValue`), and its code. */
export type ReferenceIssue = { path: (string | number)[]; code: ReferenceIssueCode };

const isFilled = (text: string | null | undefined) => (text ?? '').trim().length > 0;

/** A row with a type chosen and a value typed (D2-5.33: Confirm is disabled until every row is). */
export function isReferenceRowComplete(row: {
  referenceType: string | null;
  referenceValue: string;
}): boolean {
  return isFilled(row.referenceType) && isFilled(row.referenceValue);
}

/** Whether there is a row and every row is complete. */
export function areReferenceRowsComplete(
  rows: readonly { referenceType: string | null; referenceValue: string }[],
): boolean {
  return rows.length > 0 && rows.every(isReferenceRowComplete);
}

/**
 * The same reference twice: same type, same stop, same value but for case and surrounding spaces
 * (reference numbers are read out and typed in either case). A retried Add Reference adds nothing
 * again, and the modal refuses a row that repeats another.
 */
export function isSameReference(a: ReferenceRow, b: ReferenceRow): boolean {
  return (
    a.referenceType.trim() === b.referenceType.trim() &&
    (a.stopId ?? null) === (b.stopId ?? null) &&
    a.referenceValue.trim().toUpperCase() === b.referenceValue.trim().toUpperCase()
  );
}

function typeIssueOf(type: string, context: ReferenceRowsContext): ReferenceIssueCode | null {
  if (!isFilled(type)) return 'REQUIRED';
  return context.types.includes(type.trim()) ? null : 'UNKNOWN_TYPE';
}

function valueIssueOf(value: string, context: ReferenceRowsContext): ReferenceIssueCode | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'REQUIRED';
  if (trimmed.length > context.valueMaxLength) return 'VALUE_TOO_LONG';
  return isSingleLineText(trimmed) ? null : 'NOT_SINGLE_LINE';
}

/** Every issue of the rows, one per field at most, each at its path from the values' root. */
export function checkReferenceRows(
  rows: readonly ReferenceRow[],
  context: ReferenceRowsContext,
): ReferenceIssue[] {
  if (rows.length === 0) return [{ path: ['references'], code: 'NO_ROWS' }];
  if (rows.length > maxReferenceRows) return [{ path: ['references'], code: 'TOO_MANY_ROWS' }];
  const issues: ReferenceIssue[] = [];
  rows.forEach((row, index) => {
    const at = (field: keyof ReferenceRow, code: ReferenceIssueCode | null) => {
      if (code) issues.push({ path: ['references', index, field], code });
    };
    const typeIssue = typeIssueOf(row.referenceType, context);
    const valueIssue = valueIssueOf(row.referenceValue, context);
    at('referenceType', typeIssue);
    at('referenceValue', valueIssue);
    if (row.stopId !== null && context.stopIds && !context.stopIds.includes(row.stopId))
      at('stopId', 'UNKNOWN_STOP');
    const isRepeat = rows.slice(0, index).some((earlier) => isSameReference(earlier, row));
    if (!typeIssue && !valueIssue && isRepeat) at('referenceValue', 'DUPLICATE');
  });
  return issues;
}

/** A row's shape: texts, trimmed; rows come out trimmed for the server to store. */
export const referenceRowShape = {
  referenceType: z.string({ error: 'REQUIRED' satisfies ReferenceIssueCode }).check(z.trim()),
  referenceValue: z.string({ error: 'REQUIRED' satisfies ReferenceIssueCode }).check(z.trim()),
  stopId: z._default(
    z.nullable(z.string({ error: 'UNKNOWN_STOP' satisfies ReferenceIssueCode }).check(z.trim())),
    null,
  ),
};

export type ReferenceRowsValues = { references: ReferenceRow[] };

/**
 * The rows of one Add Reference with every rule above, each issue on its field with its code as
 * message (the modal shows it in the user's language; the server answers it as BAD_USER_INPUT).
 */
export function referenceRowsSchema(context: ReferenceRowsContext) {
  return z
    .object({
      references: z.array(z.object(referenceRowShape), { error: 'NO_ROWS' satisfies ReferenceIssueCode }),
    })
    .check(
      z.superRefine((values: ReferenceRowsValues, refinement) => {
        for (const issue of checkReferenceRows(values.references, context))
          refinement.addIssue({ code: 'custom', message: issue.code, path: issue.path, input: values });
      }),
    );
}
