import { formatRate } from '@freight/domain/load-format';
import { parseMoneyToCents } from '@freight/domain/money';

/**
 * A decimal amount of the API ('1850.5', '-25.00' for a deduction) with 2 decimals in the load's
 * currency (D1-9.07), written for the locale; a text that is not an amount is shown as it came.
 */
export function formatAmount(amount: string, currency: string, locale: string): string {
  const text = amount.trim();
  const isNegative = text.startsWith('-');
  const cents = parseMoneyToCents(isNegative ? text.slice(1) : text);
  if (cents === undefined) return amount;
  return formatRate(isNegative ? -cents : cents, currency, locale);
}
