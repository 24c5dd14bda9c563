import { useEffect, useState } from 'react';

/** False until `delayMs` after the component mounts, then true (D1-4.15: the map appears 500 ms after mount). */
export function useDelayElapsed(delayMs: number): boolean {
  const [isElapsed, setElapsed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return isElapsed;
}
