// "Network idle" for a page that keeps a stream open: Playwright's `networkidle` waits for no request
// at all for 500 ms, which never comes once the app holds its live-updates stream (decision 061).
// This waits until no other request has been in flight for `quietMs`.

type Request = { url(): string };
type RequestListener = (request: Request) => void;
type RequestEventName = 'request' | 'requestfinished' | 'requestfailed';
/** What is needed of a Playwright page (of @playwright/test or playwright-core alike). */
export type RequestEvents = {
  on(event: RequestEventName, listener: RequestListener): unknown;
  off(event: RequestEventName, listener: RequestListener): unknown;
};

/** The app's long-lived live-updates stream. */
export const isLiveStream = (url: string) => new URL(url).pathname.endsWith('/live/v1/events');

export async function waitForQuietNetwork(
  page: RequestEvents,
  { quietMs = 500, timeoutMs = 30_000, ignore = isLiveStream } = {},
): Promise<void> {
  const inFlight = new Set<Request>();
  const started: RequestListener = (request) => {
    if (!ignore(request.url())) inFlight.add(request);
  };
  const ended: RequestListener = (request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`The network was not quiet within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (inFlight.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
