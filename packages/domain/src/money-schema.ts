import { z } from 'zod';
import { formatCents, maxMoneyCents, parseMoneyToCents } from './money';

// Kept apart from money.ts so that screens that only format amounts do not load zod.

/**
 * API input for an amount: decimal text, or a JSON number whose shortest text form has at most two
 * decimals (1850.5 is fine, 0.1 + 0.2 is not). Parses to integer cents.
 */
export const moneySchema = z.union([z.string(), z.number()]).transform((value, context) => {
  const text = typeof value === 'number' ? String(value) : value;
  const cents = parseMoneyToCents(text);
  if (cents === undefined) {
    context.addIssue({
      code: 'custom',
      message: 'Expected an amount with at most 2 decimals, such as 1850.50.',
    });
    return z.NEVER;
  }
  if (cents > maxMoneyCents) {
    context.addIssue({
      code: 'custom',
      message: `Amounts above ${formatCents(maxMoneyCents)} are not accepted.`,
    });
    return z.NEVER;
  }
  return cents;
});
