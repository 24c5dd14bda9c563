import { setTimeout as sleep } from 'node:timers/promises';

// A client of the live stream over real HTTP, for the tests: it reads server-sent events as the web
// app's reader does (fetch, with the bearer token in a header) and keeps them in order.

export type LiveEvent = { event: string; data: Record<string, unknown> };

export type LiveReader = {
  status: number;
  /** The answer's body when the stream was refused. */
  refusal: Record<string, unknown> | null;
  events: LiveEvent[];
  /** Whether the server ended the stream. */
  ended: () => boolean;
  /** Waits until an event matches, or fails after `withinMs`. */
  waitFor: (matches: (event: LiveEvent) => boolean, withinMs?: number) => Promise<LiveEvent>;
  waitForEnd: (withinMs?: number) => Promise<void>;
  close: () => void;
};

export async function openLiveReader(baseUrl: string, headers: Record<string, string>): Promise<LiveReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/live/v1/events`, { headers, signal: controller.signal });
  const events: LiveEvent[] = [];
  let ended = false;
  let refusal: Record<string, unknown> | null = null;
  if (response.status !== 200) {
    refusal = (await response.json()) as Record<string, unknown>;
    ended = true;
  } else {
    const body = response.body!.pipeThrough(new TextDecoderStream());
    void (async () => {
      let buffered = '';
      try {
        for await (const chunk of body) {
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event) events.push({ event, data: data ? JSON.parse(data) : {} });
            end = buffered.indexOf('\n\n');
          }
        }
      } catch {
        // aborted by close()
      }
      ended = true;
    })();
  }
  const waitUntil = async (done: () => boolean, withinMs: number, what: string) => {
    const deadline = Date.now() + withinMs;
    while (!done()) {
      if (Date.now() > deadline)
        throw new Error(`no ${what} within ${withinMs} ms; events: ${JSON.stringify(events)}`);
      await sleep(20);
    }
  };
  return {
    status: response.status,
    refusal,
    events,
    ended: () => ended,
    waitFor: async (matches, withinMs = 5_000) => {
      await waitUntil(() => events.some(matches), withinMs, 'matching event');
      return events.find(matches)!;
    },
    waitForEnd: (withinMs = 5_000) => waitUntil(() => ended, withinMs, 'end of the stream'),
    close: () => controller.abort(),
  };
}

/** The event that names this shipment. */
export const aboutShipment = (shipmentId: string) => (event: LiveEvent) =>
  event.event === 'shipment' && event.data.shipmentId === shipmentId;
