import { describe, expect, it } from 'vitest';
import {
  formatCardPrice,
  formatRate,
  formatWeight,
  ratePerMileCents,
  roundDistance,
  stopOffs,
} from './load-format';

// Intl separates French groups and amounts with no-break spaces (narrow or not, by ICU version):
// compared as plain spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('load card formats', () => {
  it('[D1-9.07] card price is whole dollars, truncated, never rounded up', () => {
    expect(formatCardPrice(185_099, 'USD', 'en-US')).toBe('$1,850');
    expect(formatCardPrice(185_000, 'USD', 'en-US')).toBe('$1,850');
    expect(formatCardPrice(99, 'USD', 'en-US')).toBe('$0');
    expect(formatCardPrice(123_456_789, 'CAD', 'en-US')).toBe('CA$1,234,567');
  });

  it('[D1-9.07] rates show 2 decimals in the load currency', () => {
    expect(formatRate(185_050, 'USD', 'en-US')).toBe('$1,850.50');
    expect(formatRate(5, 'CAD', 'en-US')).toBe('CA$0.05');
  });

  it('[D1-9.07] distance is rounded to whole miles', () => {
    expect(roundDistance(0.6)).toBe(1);
    expect(roundDistance(1.4)).toBe(1);
    expect(roundDistance(250.5)).toBe(251);
  });

  it('[D1-9.07] weight has thousands separators', () => {
    expect(formatWeight(42_500, 'en-US')).toBe('42,500');
    expect(formatWeight(950, 'en-US')).toBe('950');
  });

  it('[D1-9.07] stop-offs are the stops between first pick-up and last drop', () => {
    expect(stopOffs(2)).toBe(0);
    expect(stopOffs(4)).toBe(2);
    expect(stopOffs(1)).toBe(0);
  });

  it('rate per mile needs a rate and a distance', () => {
    expect(ratePerMileCents(200_000, 800)).toBe(250);
    expect(ratePerMileCents(null, 800)).toBeNull();
    expect(ratePerMileCents(200_000, 0)).toBeNull();
  });

  it.each([
    ['en-US', 185_099, 'USD', '$1,850'],
    ['en-US', 123_456_789, 'CAD', 'CA$1,234,567'],
    ['fr-CA', 185_099, 'USD', '1 850 $ US'],
    ['fr-CA', 401_199, 'USD', '4 011 $ US'],
    ['fr-CA', 123_456_789, 'CAD', '1 234 567 $'],
  ])('card price in %s: %i cents of %s is %s', (locale, cents, currency, expected) => {
    expect(spaced(formatCardPrice(cents, currency, locale))).toBe(expected);
  });

  it.each([
    ['en-US', 185_050, 'USD', '$1,850.50'],
    ['en-US', -2_500, 'USD', '-$25.00'],
    ['fr-CA', 185_050, 'USD', '1 850,50 $ US'],
    ['fr-CA', 5, 'CAD', '0,05 $'],
    ['fr-CA', -2_500, 'USD', '-25,00 $ US'],
  ])('rate in %s: %i cents of %s is %s', (locale, cents, currency, expected) => {
    expect(spaced(formatRate(cents, currency, locale))).toBe(expected);
  });

  it.each([
    ['en-US', 19_760, '19,760'],
    ['en-US', 950, '950'],
    ['en-US', 1_234_567.6, '1,234,568'],
    ['fr-CA', 19_760, '19 760'],
    ['fr-CA', 950, '950'],
    ['fr-CA', 1_234_567.6, '1 234 568'],
  ])('weight in %s: %d is %s', (locale, weight, expected) => {
    expect(spaced(formatWeight(weight, locale))).toBe(expected);
  });
});
