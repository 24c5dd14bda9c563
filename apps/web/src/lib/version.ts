import { defaultConfig } from '@freight/domain/config';

/** Compares dotted version numbers ("1.22.0"); missing parts count as 0, non-numbers as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export function isVersionBelow(version: string, minimum: string): boolean {
  return compareVersions(version, minimum) < 0;
}

/**
 * The version of the app the device runs: the one this bundle was built with (D3-4.62), never the
 * served configuration's, which describes the current release and may be newer than what is installed.
 */
export const installedAppVersion = defaultConfig.app.version;

/** The update is forced when the installed version is below the configured minimum (D3-4.58). */
export function isUpdateForced(
  minSupportedVersion: string,
  installed: string = installedAppVersion,
): boolean {
  return isVersionBelow(installed, minSupportedVersion);
}
