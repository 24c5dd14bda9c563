import { describe, expect, it } from 'vitest';
import { deviceFactsOf } from './device-facts';

describe('deviceFactsOf', () => {
  it('[D3-3.19] the web says Web, its vendor and browser, and leaves the app version, UUID and OS version empty', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(deviceFactsOf({ vendor: 'Google Inc.', userAgent: chrome })).toEqual({
      devicePlatform: 'Web',
      deviceManufacturer: 'Google Inc.',
      deviceModel: 'Chrome',
      appVersion: '',
      deviceUUID: '',
      deviceOSVersion: '',
    });
    expect(deviceFactsOf({ userAgent: `${chrome} Edg/131.0` }).deviceModel).toBe('Edge');
    expect(deviceFactsOf({}).deviceModel).toBe('');
  });
});
