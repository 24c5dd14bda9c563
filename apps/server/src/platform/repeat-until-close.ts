import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type RepeatingTask = { stop: () => Promise<void> };

/**
 * Runs `task` every `intervalMs` until the app closes (the first run one interval after start). Runs
 * never overlap: a slow one delays the next. A failure is logged with `failureMessage` and the next
 * run goes ahead. Closing the app waits for the run under way.
 */
export function repeatUntilClose(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  intervalMs: number,
  failureMessage: string,
  task: () => Promise<void>,
): RepeatingTask {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task).catch((error: unknown) => log.error({ err: error }, failureMessage));
  }, intervalMs);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    await running;
  };
  app.addHook('onClose', stop);
  return { stop };
}
