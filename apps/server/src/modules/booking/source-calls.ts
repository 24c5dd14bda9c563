/**
 * The calls to source systems that are still running after their booking was answered: a source that
 * answers after the configured wait still decides its booking (decision 014). The server waits for
 * them when it closes, after cancelling the ones still waiting for the source; a cancelled call
 * leaves its booking PENDING for the decision route.
 */
export type SourceCalls = {
  run: <T>(task: (signal: AbortSignal) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** How long a late answer is still awaited at most, whatever the configured wait. */
export const lateAnswerLimitMs = 120_000;

export function createSourceCalls(): SourceCalls {
  const closing = new AbortController();
  const running = new Set<Promise<unknown>>();
  return {
    run: (task) => {
      const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(lateAnswerLimitMs)]);
      const call = task(signal);
      const tracked = call.catch(() => undefined).finally(() => running.delete(tracked));
      running.add(tracked);
      return call;
    },
    close: async () => {
      closing.abort();
      await Promise.all(running);
    },
  };
}
