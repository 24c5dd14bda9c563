import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type RepeatingTask = { stop: () => Promise<void> };

/**
 * Runs `task` every `intervalMs` until the app closes (the first run one interval after start, or at
 * once with `runAtStart`). Runs never overlap: a slow one delays the next. A failure is logged with
 * `failureMessage` and the next run goes ahead. Closing the app waits for the run under way.
 */
export function repeatUntilClose(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  intervalMs: number,
  failureMessage: string,
  task: () => Promise<void>,
  options: { runAtStart?: boolean } = {},
): RepeatingTask {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(task).catch((error: unknown) => log.error({ err: error }, failureMessage));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const first = options.runAtStart ? setImmediate(run) : undefined;
  const stop = async () => {
    clearInterval(timer);
    if (first) clearImmediate(first);
    await running;
  };
  app.addHook('onClose', stop);
  return { stop };
}
