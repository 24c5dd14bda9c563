import { describe, expect, it } from 'vitest';
import { formatPaymentAmount, formatPaymentDay, formatPaymentMoment } from './format-payment';

// Recent ICU writes narrow no-break spaces; compared here as plain ones.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('how the payment tracker writes days and amounts', () => {
  it('writes a day as the locale does, the same day in any zone', () => {
    expect(formatPaymentDay('2030-04-02', 'en-US')).toBe('Apr 2, 2030');
    expect(formatPaymentDay('2030-04-02', 'fr-CA')).toBe('2 avr. 2030');
    expect(formatPaymentDay('not a day', 'en-US')).toBe('not a day');
  });

  it('writes the day of a moment in the given zone', () => {
    expect(formatPaymentMoment('2030-03-06T02:30:00Z', 'en-US', 'America/New_York')).toBe('Mar 5, 2030');
    expect(formatPaymentMoment('2030-03-06T02:30:00Z', 'en-US', 'UTC')).toBe('Mar 6, 2030');
  });

  it('writes an amount in its currency for the locale', () => {
    expect(formatPaymentAmount('2832.62', 'USD', 'en-US')).toBe('$2,832.62');
    expect(plain(formatPaymentAmount('2832.62', 'USD', 'fr-CA'))).toBe('2 832,62 $ US');
    expect(plain(formatPaymentAmount('500', 'CAD', 'fr-CA'))).toBe('500,00 $');
    expect(formatPaymentAmount('n/a', 'USD', 'en-US')).toBe('n/a');
  });
});
