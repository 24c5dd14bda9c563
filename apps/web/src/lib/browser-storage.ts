/** The part of `localStorage` the app uses; injected so that tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function getLocalStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Some privacy settings make merely reading `window.localStorage` throw.
    return null;
  }
}

/** Read once: callers get one stable reference (effects depending on it run once) or null. */
export const browserStorage = getLocalStorage();

export function readStoredValue(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredValue(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working, it only forgets the value on the next start.
  }
}
