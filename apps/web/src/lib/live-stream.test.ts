import { describe, expect, it } from 'vitest';
import { createEventStreamParser, retryDelay, runLiveStream, type LiveStreamEvent } from './live-stream';

/** An answer whose body sends these chunks, then ends (or stays open while `open` is true). */
function streamAnswer(chunks: string[], { status = 200, open = false } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (!open) controller.close();
    },
  });
  return new Response(body, { status });
}

const ready = 'event: ready\ndata: {"heartbeatMs":20000}\n\n';

describe('the live stream reader', () => {
  it('splits events across chunks, skips heartbeats and unreadable data', () => {
    const parse = createEventStreamParser();
    expect(parse('event: shipment\ndata: {"shipmentId":')).toEqual([]);
    expect(
      parse('"S1"}\n\n: heartbeat\n\nevent: x\ndata: {oops\n\nevent: notification\r\ndata: {}\r\n\r\n'),
    ).toEqual([
      { event: 'shipment', data: { shipmentId: 'S1' } },
      { event: 'notification', data: {} },
    ]);
  });

  it('waits longer after each failure in a row, up to its ceiling, with jitter', () => {
    const backoff = { firstMs: 1_000, maxMs: 8_000 };
    expect(retryDelay(0, backoff, () => 0)).toBe(500);
    expect(retryDelay(1, backoff, () => 1)).toBe(2_000);
    expect(retryDelay(3, backoff, () => 1)).toBe(8_000);
    expect(retryDelay(10, backoff, () => 1)).toBe(8_000);
    expect(retryDelay(10, backoff, () => 0)).toBe(4_000);
  });

  it('hands every event on, opens again after failures with growing waits, and says resync after a lost stream', async () => {
    const controller = new AbortController();
    const events: LiveStreamEvent[] = [];
    const waits: number[] = [];
    const answers: (() => Response | Promise<Response>)[] = [
      () => streamAnswer([ready, 'event: shipment\ndata: {"shipmentId":"S1"}\n\n']),
      () => Promise.reject(new TypeError('network')),
      () => streamAnswer(['{"code":"UNAVAILABLE"}'], { status: 503 }),
      () => streamAnswer([ready, 'event: notification\ndata: {"shipmentId":null}\n\n'], { open: true }),
    ];
    let opened = 0;
    await runLiveStream({
      open: async () => answers[opened++]!(),
      onEvent: (event) => {
        events.push(event);
        if (event.event === 'notification') controller.abort();
      },
      signal: controller.signal,
      backoff: { firstMs: 100, maxMs: 1_000 },
      random: () => 1,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(events.map((event) => event.event)).toEqual(['shipment', 'resync', 'notification']);
    expect(events[0]!.data).toEqual({ shipmentId: 'S1' });
    // After the open stream ended: the first wait; then each failure in a row doubles it.
    expect(waits).toEqual([100, 200, 400]);
    expect(opened).toBe(4);
  });

  it('stops at once when its signal aborts, without opening again', async () => {
    const controller = new AbortController();
    let opened = 0;
    const running = runLiveStream({
      open: async (signal) => {
        opened += 1;
        return new Promise<Response>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
      onEvent: () => undefined,
      signal: controller.signal,
    });
    controller.abort();
    await running;
    expect(opened).toBe(1);
  });
});
