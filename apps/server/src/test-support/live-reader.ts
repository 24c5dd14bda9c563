import { request, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

// A client of the live stream over real HTTP, for the tests and the benchmark: it reads server-sent
// events as the web app's reader does (the bearer token in a header) and keeps them in order. It uses
// node:http without an agent, so that closing a stream closes its socket and nothing else (Node's
// fetch opens a spare connection after an abort, which holds a closing server up).

/** `at`: when it arrived (performance.now()). */
export type LiveEvent = { event: string; data: Record<string, unknown>; at: number };

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
  const events: LiveEvent[] = [];
  let ended = false;
  let refusal: Record<string, unknown> | null = null;
  const call = request(new URL('/live/v1/events', baseUrl), { headers, agent: false });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    call.once('response', resolve);
    call.once('error', reject);
    call.end();
  });
  response.setEncoding('utf8');
  response.on('close', () => (ended = true));
  response.on('error', () => (ended = true));
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of response) text += chunk as string;
    refusal = JSON.parse(text) as Record<string, unknown>;
  } else {
    let buffered = '';
    response.on('data', (chunk: string) => {
      buffered += chunk;
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: data ? JSON.parse(data) : {}, at: performance.now() });
        end = buffered.indexOf('\n\n');
      }
    });
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
    status: response.statusCode ?? 0,
    refusal,
    events,
    ended: () => ended,
    waitFor: async (matches, withinMs = 5_000) => {
      await waitUntil(() => events.some(matches), withinMs, 'matching event');
      return events.find(matches)!;
    },
    waitForEnd: (withinMs = 5_000) => waitUntil(() => ended, withinMs, 'end of the stream'),
    close: () => call.destroy(),
  };
}

/** The event that names this shipment. */
export const aboutShipment = (shipmentId: string) => (event: LiveEvent) =>
  event.event === 'shipment' && event.data.shipmentId === shipmentId;
