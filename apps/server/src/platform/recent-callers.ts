import type { Caller } from './caller';

// Callers loaded in the last few seconds (decision 054), by token: every signed-in call read its
// member, carrier, roles and live grant, a round trip of about 0.5 ms that a search paid on top of its
// own statement. A caller is reused for `ttlMs` (CALLER_CACHE_MS, 3 s), so a change of roles, a
// deactivation or a logout applies within that time on each server process. Keyed by what the caller's
// query reads: the member and the grant of a verified token. Timed on the process's own clock, never
// the app's (tests move that one by hand).

export type RecentCallers = {
  get: (key: string) => Caller | undefined;
  set: (key: string, caller: Caller) => void;
};

export type RecentCallersOptions = { ttlMs: number; maxEntries: number; monotonicNow?: () => number };

export function createRecentCallers({
  ttlMs,
  maxEntries,
  monotonicNow = () => performance.now(),
}: RecentCallersOptions): RecentCallers {
  const entries = new Map<string, { caller: Caller; until: number }>();
  return {
    get(key) {
      if (ttlMs === 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (monotonicNow() >= entry.until) {
        entries.delete(key);
        return undefined;
      }
      return entry.caller;
    },
    set(key, caller) {
      if (ttlMs === 0) return;
      // The oldest entry goes first: a Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { caller, until: monotonicNow() + ttlMs });
    },
  };
}
