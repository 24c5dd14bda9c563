// A request a page will make, started before the page's code has arrived (decision 053): at start-up
// the app knows, from the address and the history entry alone, what the page is going to ask, and
// asks it while the page's chunks load. The page's query then takes that answer instead of asking
// again. The key is the request's own variables, so a page that ends up asking anything else (another
// sort, page size or role) asks for itself.

const keepMs = 30_000;

type EarlyRequest = { promise: Promise<unknown>; startedAt: number };
const started = new Map<string, EarlyRequest>();

/** Starts `request` under `key`, unless one is already waiting there. */
export function startEarlyRequest(key: string, request: () => Promise<unknown>, now = Date.now()): void {
  const waiting = started.get(key);
  if (waiting && now - waiting.startedAt <= keepMs) return;
  const promise = request();
  // A failure is not reported here: the page that takes it asks again.
  promise.catch(() => undefined);
  started.set(key, { promise, startedAt: now });
}

/**
 * The early request under `key`, taken once: its answer, or, when it failed, what `request` answers.
 * Without one (none started, already taken, or older than 30 s) it is `request()` alone.
 */
export function takeEarlyRequest<T>(key: string, request: () => Promise<T>, now = Date.now()): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  if (!early || now - early.startedAt > keepMs) return request();
  return (early.promise as Promise<T>).catch(() => request());
}
