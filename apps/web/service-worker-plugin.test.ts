import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { renderServiceWorker } from './service-worker-plugin';

const template = readFileSync(
  fileURLToPath(new URL('./service-worker/sw-template.js', import.meta.url)),
  'utf8',
);
const scope = 'https://freight.test/carrier/';

type Handler = (event: Record<string, unknown>) => void;

/**
 * Runs the built worker in a context with the parts of a worker's globals it uses: its events are
 * recorded, the cache holds the shell's index.html, and `fetch` does what the test says.
 */
function startWorker(source: string, fetch: (request: unknown) => Promise<unknown>) {
  const handlers = new Map<string, Handler>();
  const added: string[][] = [];
  const shell = { page: 'cached index.html' };
  const caches = {
    open: async () => ({ addAll: async (urls: string[]) => void added.push(urls) }),
    match: async (request: unknown) => (request === `${scope}index.html` ? shell : undefined),
    keys: async () => [],
    delete: async () => true,
  };
  const self = {
    registration: { scope },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  // A network that has not answered yet is "too slow" at once: the worker's timer fires now.
  const setTimeout = (callback: (value: unknown) => void, _ms: number, value: unknown) => callback(value);
  runInNewContext(source, {
    self,
    caches,
    fetch,
    URL,
    Promise,
    Response: { error: () => 'error' },
    setTimeout,
  });

  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let answer: unknown;
    let waited: unknown;
    handlers.get(type)?.({
      ...event,
      respondWith: (value: unknown) => void (answer = value),
      waitUntil: (value: unknown) => void (waited = value),
    });
    await waited;
    return answer === undefined ? undefined : await answer;
  };
  return { dispatch, added, shell };
}

const navigation = (url: string) => ({ request: { url, method: 'GET', mode: 'navigate' } });

describe('the service worker of a build', () => {
  it('evaluates and precaches the build’s files under its scope', async () => {
    const source = renderServiceWorker(template, 'abc123', ['index.html', 'assets/index-1.js']);
    expect(source).toContain('const version = "abc123"');
    const worker = startWorker(source, async () => 'network');

    await worker.dispatch('install', {});
    expect(worker.added).toEqual([[`${scope}index.html`, `${scope}assets/index-1.js`]]);
  });

  it('serves a page from the network when it answers, the cached shell without network', async () => {
    const source = renderServiceWorker(template, 'v1', ['index.html']);
    const online = startWorker(source, async () => 'network page');
    expect(await online.dispatch('fetch', navigation(`${scope}app/home`))).toBe('network page');

    const offline = startWorker(source, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.dispatch('fetch', navigation(`${scope}app/myLoad/Execution/S1`))).toBe(
      offline.shell,
    );
  });

  it('serves the cached shell when the network is too slow to answer (a bar of signal)', async () => {
    const source = renderServiceWorker(template, 'v1', ['index.html']);
    const slow = startWorker(source, () => new Promise(() => undefined));
    expect(await slow.dispatch('fetch', navigation(`${scope}app/home`))).toBe(slow.shell);
  });

  it('leaves API calls alone: nothing outside the app’s scope, nothing but GET', async () => {
    const source = renderServiceWorker(template, 'v1', ['index.html']);
    const worker = startWorker(source, async () => 'network');
    const gateway = {
      request: { url: 'https://freight.test/web/v1/experience', method: 'POST', mode: 'cors' },
    };
    expect(await worker.dispatch('fetch', gateway)).toBeUndefined();
    const post = { request: { url: `${scope}app/home`, method: 'POST', mode: 'cors' } };
    expect(await worker.dispatch('fetch', post)).toBeUndefined();
  });
});
