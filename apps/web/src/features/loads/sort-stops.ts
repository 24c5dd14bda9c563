import type { LoadCardStop } from './api/load-posting';

/** The stops in sequence order: the first is the pick-up, the last the delivery. */
export function sortStops<T extends Pick<LoadCardStop, 'stopSequence'>>(stops: readonly T[]): T[] {
  return [...stops].sort((a, b) => a.stopSequence - b.stopSequence);
}
