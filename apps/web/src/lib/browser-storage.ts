/** The part of `localStorage` the app uses; injected so that tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
/** A storage that can also forget: what sign-in and logout need. */
export type ClearableStorage = Pick<
  Storage,
  'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'
>;

function getStorage(kind: 'localStorage' | 'sessionStorage'): ClearableStorage | null {
  try {
    return window[kind];
  } catch {
    // Some privacy settings make merely reading `window.localStorage` throw.
    return null;
  }
}

/** Read once: callers get one stable reference (effects depending on it run once) or null. */
export const browserStorage = getStorage('localStorage');
/** Per tab, survives the round trip to the identity provider, gone when the tab closes. */
export const browserSessionStorage = getStorage('sessionStorage');

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

export function removeStoredValue(storage: Pick<Storage, 'removeItem'> | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to forget when storage is disabled.
  }
}

/** Empties a storage except the keys listed (device settings such as the language). */
export function clearStorageExcept(storage: ClearableStorage | null, keep: readonly string[]): void {
  if (!storage) return;
  try {
    const kept = keep.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  } catch {
    // Disabled storage holds nothing.
  }
}
