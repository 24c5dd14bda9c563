import { describe, expect, it } from 'vitest';
import { compareVersions, installedAppVersion, isUpdateForced, isVersionBelow } from './version';

describe('versions', () => {
  it('[D3-4.58] compares dotted numbers, not text', () => {
    expect(isVersionBelow('1.9.0', '1.22.0')).toBe(true);
    expect(isVersionBelow('1.22.0', '1.22.0')).toBe(false);
    expect(isVersionBelow('1.22', '1.22.0')).toBe(false);
    expect(compareVersions('2.0.0', '1.99.99')).toBe(1);
  });
});

describe('installed version', () => {
  it('[D3-4.62] the installed version is the one the app was built with, 1.22.0', () => {
    expect(installedAppVersion).toBe('1.22.0');
  });

  it('[D3-4.58] the update is forced only below the minimum', () => {
    expect(isUpdateForced('1.23.0', '1.22.0')).toBe(true);
    expect(isUpdateForced('1.22.0', '1.22.0')).toBe(false);
    expect(isUpdateForced('1.21.9', '1.22.0')).toBe(false);
  });
});
