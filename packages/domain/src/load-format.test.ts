import { describe, expect, it } from 'vitest';
import {
  formatCardPrice,
  formatRate,
  formatWeight,
  ratePerMileCents,
  roundDistance,
  stopOffs,
} from './load-format';

describe('load card formats', () => {
  it('[D1-9.07] card price is whole dollars, truncated, never rounded up', () => {
    expect(formatCardPrice(185_099)).toBe('$1,850');
    expect(formatCardPrice(185_000)).toBe('$1,850');
    expect(formatCardPrice(99)).toBe('$0');
    expect(formatCardPrice(123_456_789, 'CAD')).toBe('CA$1,234,567');
  });

  it('[D1-9.07] rates show 2 decimals in the load currency', () => {
    expect(formatRate(185_050)).toBe('$1,850.50');
    expect(formatRate(5, 'CAD')).toBe('CA$0.05');
  });

  it('[D1-9.07] distance is rounded to whole miles', () => {
    expect(roundDistance(0.6)).toBe(1);
    expect(roundDistance(1.4)).toBe(1);
    expect(roundDistance(250.5)).toBe(251);
  });

  it('[D1-9.07] weight has thousands separators', () => {
    expect(formatWeight(42_500)).toBe('42,500');
    expect(formatWeight(950)).toBe('950');
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
});
