// What the web says of its device in the feedback payload (D3-3.19: devicePlatform "Web", the
// manufacturer and model, and appVersion, deviceUUID and deviceOSVersion empty): the browser's vendor
// and its name, never the whole user agent (a fingerprint the service does not need).

export type NavigatorFacts = { vendor?: string; userAgent?: string };

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function deviceFactsOf(browser: NavigatorFacts) {
  const userAgent = browser.userAgent ?? '';
  return {
    devicePlatform: 'Web' as const,
    deviceManufacturer: (browser.vendor ?? '').slice(0, 100),
    deviceModel: browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '',
    appVersion: '' as const,
    deviceUUID: '' as const,
    deviceOSVersion: '' as const,
  };
}
