import { useEffect, useState } from 'react';

/**
 * False until `delayMs` after the component mounts, or after `startedAt` (a Date.now() time) when an
 * owner that mounted earlier started the wait, then true (D1-4.15: the map appears 500 ms after mount).
 */
export function useDelayElapsed(delayMs: number, startedAt?: number): boolean {
  const [start] = useState(() => startedAt ?? Date.now());
  const [isElapsed, setElapsed] = useState(() => delayMs <= 0 || Date.now() - start >= delayMs);
  useEffect(() => {
    if (isElapsed) return;
    const timer = window.setTimeout(() => setElapsed(true), Math.max(0, start + delayMs - Date.now()));
    return () => window.clearTimeout(timer);
  }, [delayMs, start, isElapsed]);
  return isElapsed;
}
