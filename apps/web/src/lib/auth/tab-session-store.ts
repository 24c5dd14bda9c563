import type { StateStore } from 'oidc-client-ts';
import {
  browserSessionStorage,
  readStoredValue,
  removeStoredValue,
  writeStoredValue,
  type ClearableStorage,
} from '../browser-storage';

/** What a reload needs to sign in again: the refresh token, nothing a call could be made with. */
function refreshPartOf(user: string): string | null {
  try {
    const { refresh_token, scope, token_type, session_state } = JSON.parse(user) as Record<string, unknown>;
    if (typeof refresh_token !== 'string') return null;
    // Expired at once: oidc-client-ts renews such a user with its refresh token before using it.
    return JSON.stringify({ refresh_token, scope, token_type, session_state, profile: {}, expires_at: 0 });
  } catch {
    return null;
  }
}

/**
 * The signed-in user for oidc-client-ts (`userStore`). The ID token (the bearer of every API call) and
 * the access token live in this page's memory only; the tab's sessionStorage keeps the refresh token
 * alone, so that a reload renews the session with it instead of going through sign-in again. The
 * refresh token is rotated at each use and a replayed one revokes the whole session (the server then
 * refuses its tokens within seconds), so a copy taken by an injected script is short-lived; nothing is
 * in localStorage, shared by every tab and kept for good.
 */
export class TabSessionStore implements StateStore {
  private readonly memory = new Map<string, string>();
  // As oidc-client-ts' own stores name their keys.
  private readonly prefix = 'oidc.';

  constructor(private readonly storage: ClearableStorage | null = browserSessionStorage) {}

  set(key: string, value: string): Promise<void> {
    this.memory.set(key, value);
    const kept = refreshPartOf(value);
    if (kept) writeStoredValue(this.storage, this.prefix + key, kept);
    else removeStoredValue(this.storage, this.prefix + key);
    return Promise.resolve();
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.memory.get(key) ?? readStoredValue(this.storage, this.prefix + key));
  }

  remove(key: string): Promise<string | null> {
    const value = this.memory.get(key) ?? readStoredValue(this.storage, this.prefix + key);
    this.memory.delete(key);
    removeStoredValue(this.storage, this.prefix + key);
    return Promise.resolve(value);
  }

  getAllKeys(): Promise<string[]> {
    const stored: string[] = [];
    try {
      for (let index = 0; index < (this.storage?.length ?? 0); index += 1) {
        const key = this.storage?.key(index);
        if (key?.startsWith(this.prefix)) stored.push(key.slice(this.prefix.length));
      }
    } catch {
      // Disabled storage holds nothing.
    }
    return Promise.resolve([...new Set([...this.memory.keys(), ...stored])]);
  }
}
