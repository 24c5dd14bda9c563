import { laneKeyOf, type Lane } from '@freight/domain/profit/lane-rates';

// A page of cards asks for its lanes in one call (decision 058): each card asks for its own lane, and
// the lanes asked within one turn of the event loop go out together, at most `maxBatch` a call, each
// lane once.

export type LaneLoader<T> = { load: (lane: Lane) => Promise<T> };

export function createLaneLoader<T>(
  fetchMany: (lanes: Lane[]) => Promise<T[]>,
  maxBatch = 25,
): LaneLoader<T> {
  let pending = new Map<
    string,
    { lane: Lane; waiters: { resolve: (value: T) => void; reject: (error: unknown) => void }[] }
  >();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = [...pending.values()];
    pending = new Map();
    for (let start = 0; start < batch.length; start += maxBatch) {
      const slice = batch.slice(start, start + maxBatch);
      fetchMany(slice.map((entry) => entry.lane)).then(
        (answers) =>
          slice.forEach((entry, index) => {
            const answer = answers[index];
            for (const waiter of entry.waiters) {
              if (answer === undefined) waiter.reject(new Error('No answer for a lane'));
              else waiter.resolve(answer);
            }
          }),
        (error: unknown) => slice.forEach((entry) => entry.waiters.forEach((waiter) => waiter.reject(error))),
      );
    }
  };

  return {
    load: (lane) =>
      new Promise<T>((resolve, reject) => {
        const key = laneKeyOf(lane);
        const entry = pending.get(key) ?? { lane, waiters: [] };
        entry.waiters.push({ resolve, reject });
        pending.set(key, entry);
        if (!scheduled) {
          scheduled = true;
          setTimeout(flush, 0);
        }
      }),
  };
}
