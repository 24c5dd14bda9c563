import { describe, expect, it } from 'vitest';
import { compareVersions, isVersionBelow } from './version';

describe('versions', () => {
  it('[D3-4.58] compares dotted numbers, not text', () => {
    expect(isVersionBelow('1.9.0', '1.22.0')).toBe(true);
    expect(isVersionBelow('1.22.0', '1.22.0')).toBe(false);
    expect(isVersionBelow('1.22', '1.22.0')).toBe(false);
    expect(compareVersions('2.0.0', '1.99.99')).toBe(1);
  });
});
