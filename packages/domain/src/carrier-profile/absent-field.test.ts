import { describe, expect, it } from 'vitest';
import { shownOrAbsent } from './absent-field';

describe('shownOrAbsent', () => {
  it('[D3-2.47] a missing or blank field shows "-", any other value as it is', () => {
    expect([null, undefined, '', '   '].map(shownOrAbsent)).toEqual(['-', '-', '-', '-']);
    expect(shownOrAbsent('MC-123456')).toBe('MC-123456');
    expect(shownOrAbsent(0)).toBe('0');
  });
});
