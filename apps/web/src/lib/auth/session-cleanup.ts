import {
  browserSessionStorage,
  browserStorage,
  clearStorageExcept,
  readStoredValue,
  removeStoredValue,
  writeStoredValue,
} from '../browser-storage';
import { languageStorageKey } from '../i18n';
import { installCancelledStorageKey } from '../install-prompt';

const loggedOutKey = 'freight.logged-out';

/**
 * Clears what the app stored for the user (D3-4.11), the saved offline data included. The language
 * and a Cancel of the install prompt are settings of the device, not of the user, so they stay.
 */
export function clearStoredData(): void {
  clearStorageExcept(browserStorage, [languageStorageKey, installCancelledStorageKey]);
  clearStorageExcept(browserSessionStorage, []);
}

/** Marks that the user logged out on purpose, so that /login shows the landing once instead of signing in. */
export function markLoggedOut(): void {
  writeStoredValue(browserSessionStorage, loggedOutKey, '1');
}

export function hasLoggedOut(): boolean {
  return readStoredValue(browserSessionStorage, loggedOutKey) === '1';
}

export function clearLoggedOut(): void {
  removeStoredValue(browserSessionStorage, loggedOutKey);
}
