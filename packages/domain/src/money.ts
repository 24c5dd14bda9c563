// Money travels as decimal text ("1850.50") and is stored and added as integer cents, so that no
// amount ever passes through binary floating point (0.1 + 0.2 !== 0.3).

/** The largest amount the API accepts: well inside a 32-bit integer column of cents. */
export const maxMoneyCents = 1_000_000_000; // 10,000,000.00

const moneyPattern = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** "1850.5" or "1850.50" to 185050; undefined when the text is not a non-negative amount with at most 2 decimals. */
export function parseMoneyToCents(text: string): number | undefined {
  const match = moneyPattern.exec(text.trim());
  if (!match) return undefined;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  // Digit strings of at most 10 + 2 characters: both parts are exact as numbers.
  return Number(whole) * 100 + Number(fraction);
}

/** 185050 to "1850.50"; negative amounts keep their sign ("-12.05"). */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
