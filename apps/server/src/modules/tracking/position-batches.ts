import type { PositionsOfCall } from './store-positions';

/** Stores one call's positions; answers how many were new, once they are committed. */
export type PositionStore = (call: PositionsOfCall) => Promise<number>;

type Waiting = { call: PositionsOfCall; resolve: (stored: number) => void; reject: (error: unknown) => void };

/**
 * Group commit of the calls' positions (decision 038): a call is stored at once when fewer than
 * `maxInFlight` statements are running; otherwise it waits, and the calls that waited go together in
 * the next statement (at most `maxRows` fixes), each answered when that statement has committed. Under
 * load this makes one insert and one commit of many calls; alone, a call waits for nothing.
 *
 * A statement that fails is run again call by call, so only the call at fault gets the error.
 * `storeCalls` is `storePositions` on the server's database (store-positions.ts).
 */
export function createPositionBatches(
  storeCalls: (calls: readonly PositionsOfCall[]) => Promise<number[]>,
  { maxInFlight = 2, maxRows = 1_000 }: { maxInFlight?: number; maxRows?: number } = {},
): PositionStore {
  const waiting: Waiting[] = [];
  let inFlight = 0;

  const run = async (batch: Waiting[]) => {
    try {
      const stored = await storeCalls(batch.map(({ call }) => call));
      batch.forEach(({ resolve }, index) => resolve(stored[index]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else
        for (const one of batch)
          await storeCalls([one.call]).then(([stored]) => one.resolve(stored!), one.reject);
    }
  };

  const next = () => {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch: Waiting[] = [];
      let rows = 0;
      // The first call always goes, whatever its size (a call holds at most the configured batch).
      while (
        waiting.length > 0 &&
        (batch.length === 0 || rows + waiting[0]!.call.positions.length <= maxRows)
      ) {
        const taken = waiting.shift()!;
        rows += taken.call.positions.length;
        batch.push(taken);
      }
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        next();
      });
    }
  };

  return (call) =>
    new Promise<number>((resolve, reject) => {
      waiting.push({ call, resolve, reject });
      next();
    });
}
