// The live updates' reader (decision 061): the server's event stream read with fetch (EventSource
// cannot send the bearer token), kept open, and opened again after an end or a failure with a growing,
// jittered wait, so that a server restart does not bring every client back at the same moment.

/** One server-sent event: its name and its JSON data. */
export type LiveStreamEvent = { event: string; data: Record<string, unknown> };

/** Splits the text of a stream into events; keeps an unfinished event for the next chunk. */
export function createEventStreamParser() {
  let buffered = '';
  return (chunk: string): LiveStreamEvent[] => {
    buffered += chunk.replace(/\r\n?/g, '\n');
    const events: LiveStreamEvent[] = [];
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data += line.slice(5).trim();
      }
      // A comment alone (the heartbeat) is no event.
      if (event === 'message' && data === '') continue;
      let parsed: unknown;
      try {
        parsed = data === '' ? {} : JSON.parse(data);
      } catch {
        continue;
      }
      if (typeof parsed === 'object' && parsed !== null)
        events.push({ event, data: parsed as Record<string, unknown> });
    }
    return events;
  };
}

export type Backoff = { firstMs: number; maxMs: number };
export const defaultBackoff: Backoff = { firstMs: 1_000, maxMs: 60_000 };

/** The wait before the attempt after `failures` failures in a row: doubling, capped, between half and all of it. */
export function retryDelay(failures: number, backoff: Backoff, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failures));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type LiveStreamOptions = {
  /** Opens the stream (the API client's openStream with the path). */
  open: (signal: AbortSignal) => Promise<Response>;
  onEvent: (event: LiveStreamEvent) => void;
  /** Stops everything: logout, the page closed. */
  signal: AbortSignal;
  backoff?: Backoff;
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Without a byte for this many heartbeats, the connection is taken as dead and opened again. */
const heartbeatsBeforeDead = 3;

/**
 * Reads the stream until `signal` aborts: every event to `onEvent`; after the stream was open and
 * then lost, a `resync` event once it is open again, since changes may have been missed meanwhile.
 */
export async function runLiveStream(options: LiveStreamOptions): Promise<void> {
  const { signal } = options;
  const backoff = options.backoff ?? defaultBackoff;
  const sleep = options.sleep ?? abortableSleep;
  let failures = 0;
  let hasBeenOpen = false;
  while (!signal.aborted) {
    const attempt = new AbortController();
    const stopAttempt = () => attempt.abort();
    signal.addEventListener('abort', stopAttempt, { once: true });
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let deadAfterMs = 0;
    const feedWatchdog = () => {
      clearTimeout(watchdog);
      if (deadAfterMs > 0) watchdog = setTimeout(stopAttempt, deadAfterMs);
    };
    let wasOpen = false;
    try {
      const response = await options.open(attempt.signal);
      if (response.ok && response.body) {
        const parse = createEventStreamParser();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        // Abort ends the read too, whatever the body does with the fetch's own signal.
        attempt.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), {
          once: true,
        });
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          feedWatchdog();
          for (const event of parse(value)) {
            if (event.event === 'ready') {
              const heartbeatMs = Number(event.data.heartbeatMs);
              deadAfterMs =
                Number.isFinite(heartbeatMs) && heartbeatMs > 0 ? heartbeatMs * heartbeatsBeforeDead : 0;
              feedWatchdog();
              wasOpen = true;
              failures = 0;
              if (hasBeenOpen) options.onEvent({ event: 'resync', data: {} });
              hasBeenOpen = true;
            } else options.onEvent(event);
          }
        }
      } else await response.body?.cancel();
    } catch {
      // Unreachable, cut, or stopped by the watchdog: tried again below.
    } finally {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', stopAttempt);
    }
    if (signal.aborted) return;
    if (!wasOpen) failures += 1;
    await sleep(retryDelay(wasOpen ? 0 : failures, backoff, options.random), signal);
  }
}
