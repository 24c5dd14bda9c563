import { describe, expect, it } from 'vitest';
import { formatCents, parseMoneyToCents } from './money';
import { moneySchema } from './money-schema';

describe('parseMoneyToCents', () => {
  it.each([
    ['1850', 185_000],
    ['1850.5', 185_050],
    ['1850.50', 185_050],
    ['0.01', 1],
    ['0.1', 10],
    ['0', 0],
    [' 42.07 ', 4_207],
    ['9999999999.99', 999_999_999_999],
  ])('parses %j exactly', (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });

  it.each(['', '.5', '1.', '1.234', '-1', '1,850.00', '1e3', 'abc', '12345678901'])('refuses %j', (text) => {
    expect(parseMoneyToCents(text)).toBeUndefined();
  });

  it('adds amounts without floating-point drift', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in cents it is exact.
    const total = (parseMoneyToCents('0.1') ?? 0) + (parseMoneyToCents('0.2') ?? 0);
    expect(formatCents(total)).toBe('0.30');
  });
});

describe('formatCents', () => {
  it.each([
    [185_050, '1850.50'],
    [1, '0.01'],
    [0, '0.00'],
    [100, '1.00'],
    [-1_205, '-12.05'],
  ])('formats %d as %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('round-trips every cent value of a range', () => {
    for (let cents = 0; cents < 20_000; cents += 7) expect(parseMoneyToCents(formatCents(cents))).toBe(cents);
  });
});

describe('moneySchema', () => {
  it('accepts text and numbers with at most 2 decimals', () => {
    expect(moneySchema.parse('1850.50')).toBe(185_050);
    expect(moneySchema.parse(1850.5)).toBe(185_050);
    expect(moneySchema.parse(12)).toBe(1_200);
  });

  it('refuses more decimals, negative amounts and huge amounts', () => {
    expect(moneySchema.safeParse(0.1 + 0.2).success).toBe(false);
    expect(moneySchema.safeParse('10.001').success).toBe(false);
    expect(moneySchema.safeParse(-5).success).toBe(false);
    expect(moneySchema.safeParse('10000000.01').success).toBe(false);
    expect(moneySchema.safeParse(null).success).toBe(false);
  });
});
