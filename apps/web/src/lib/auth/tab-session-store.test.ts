import { describe, expect, it } from 'vitest';
import type { ClearableStorage } from '../browser-storage';
import { TabSessionStore } from './tab-session-store';

function memoryStorage(): ClearableStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}

const key = 'user:https://example.test/identity:carrier-web';
const storedKey = `oidc.${key}`;
const user = JSON.stringify({
  id_token: 'header.claims.signature',
  access_token: 'access-token-value',
  refresh_token: 'refresh-1',
  token_type: 'Bearer',
  scope: 'openid offline_access',
  profile: { sub: 'member', upn: 'someone@example.test' },
  expires_at: 4_000_000_000,
});

describe('the signed-in user kept by the tab', () => {
  it('answers the whole user from memory', async () => {
    const store = new TabSessionStore(memoryStorage());
    await store.set(key, user);
    expect(await store.get(key)).toBe(user);
  });

  it('keeps only the refresh token in sessionStorage, expired so that a reload renews it first', async () => {
    const storage = memoryStorage();
    await new TabSessionStore(storage).set(key, user);
    const stored = storage.entries.get(storedKey)!;
    expect(stored).not.toContain('header.claims.signature');
    expect(stored).not.toContain('access-token-value');
    expect(stored).not.toContain('someone@example.test');

    // After a reload: a new page, a new store, the same tab's storage.
    const reloaded = JSON.parse((await new TabSessionStore(storage).get(key))!) as Record<string, unknown>;
    expect(reloaded).toMatchObject({ refresh_token: 'refresh-1', expires_at: 0 });
    expect(reloaded.id_token).toBeUndefined();
  });

  it('stores nothing for a user without a refresh token, and forgets on remove', async () => {
    const storage = memoryStorage();
    const store = new TabSessionStore(storage);
    await store.set(key, user);
    expect(await store.getAllKeys()).toEqual([key]);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    expect(storage.entries.size).toBe(0);

    await store.set(key, JSON.stringify({ id_token: 'x', profile: {} }));
    expect(storage.entries.size).toBe(0);
  });
});
