import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { KeyValueStorage } from './browser-storage';
import { getStartupConfig, loadConfig } from './config';
import type { FetchFunction } from './fetch-function';

const storageKey = 'freight.remote-config.dev';
const interval = defaultConfig.app.remoteConfigMinFetchIntervalMs;

function createStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

function storedEntry(document: unknown, fetchedAt: number, checkedAt = fetchedAt) {
  return { [storageKey]: JSON.stringify({ checkedAt, fetchedAt, document }) };
}

/** A fetch that answers with the given documents (or failures) in turn and records the URLs asked. */
function createFetch(...answers: (unknown | Error | Response)[]) {
  const urls: string[] = [];
  const fetch: FetchFunction = async (url) => {
    urls.push(url);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, urls };
}

const remoteDocument = { paging: { searchPageSize: 50 } };
const cachedDocument = { paging: { searchPageSize: 40 } };

describe('loadConfig [D3-4.61]', () => {
  it('fetches the document of the environment, merges it onto the defaults and stores it with its time', async () => {
    const storage = createStorage();
    const { fetch, urls } = createFetch(remoteDocument);

    const loaded = await loadConfig({ env: 'uat', fetch, storage, now: () => 1_000 });

    expect(urls).toEqual(['/contentstack/v1/contentstack/config?env=uat']);
    expect(loaded.source).toBe('remote');
    expect(loaded.config.paging.searchPageSize).toBe(50);
    expect(loaded.config.paging.watchedPageSize).toBe(defaultConfig.paging.watchedPageSize);
    expect(JSON.parse(storage.data.get('freight.remote-config.uat') ?? 'null')).toEqual({
      checkedAt: 1_000,
      fetchedAt: 1_000,
      document: remoteDocument,
    });
  });

  it('uses the stored copy without fetching while it is younger than the minimum interval', async () => {
    const storage = createStorage(storedEntry(cachedDocument, 1_000));
    const { fetch, urls } = createFetch(remoteDocument);

    const loaded = await loadConfig({ env: 'dev', fetch, storage, now: () => 1_000 + interval - 1 });

    expect(urls).toEqual([]);
    expect(loaded).toMatchObject({ source: 'cache', fetchedAt: 1_000 });
    expect(loaded.config.paging.searchPageSize).toBe(40);
  });

  it('fetches again once the interval has passed', async () => {
    const storage = createStorage(storedEntry(cachedDocument, 1_000));
    const { fetch, urls } = createFetch(remoteDocument);

    const loaded = await loadConfig({ env: 'dev', fetch, storage, now: () => 1_000 + interval });

    expect(urls).toHaveLength(1);
    expect(loaded.source).toBe('remote');
    expect(loaded.config.paging.searchPageSize).toBe(50);
  });

  it('takes the interval from the configuration itself', async () => {
    const document = { app: { remoteConfigMinFetchIntervalMs: 600_000 } };
    const storage = createStorage(storedEntry(document, 1_000));
    const { fetch, urls } = createFetch(remoteDocument);

    await loadConfig({ env: 'dev', fetch, storage, now: () => 1_000 + 300_000 });

    expect(urls).toEqual([]);
  });

  it('falls back to the stored copy when the fetch fails', async () => {
    const storage = createStorage(storedEntry(cachedDocument, 1_000));
    const { fetch } = createFetch(new TypeError('Failed to fetch'));

    const loaded = await loadConfig({ env: 'dev', fetch, storage, now: () => 1_000 + interval });

    expect(loaded).toMatchObject({ source: 'cache', fetchedAt: 1_000 });
    expect(loaded.config.paging.searchPageSize).toBe(40);
  });

  it('falls back to the stored copy when the server answers an error status or no object', async () => {
    for (const answer of [new Response('oops', { status: 503 }), ['not', 'an', 'object']]) {
      const storage = createStorage(storedEntry(cachedDocument, 1_000));
      const { fetch } = createFetch(answer);

      const loaded = await loadConfig({ env: 'dev', fetch, storage, now: () => 1_000 + interval });

      expect(loaded.source).toBe('cache');
      expect(loaded.config.paging.searchPageSize).toBe(40);
    }
  });

  it('falls back to the bundled defaults when the fetch fails and nothing is stored', async () => {
    const { fetch } = createFetch(new TypeError('Failed to fetch'));

    const loaded = await loadConfig({ env: 'dev', fetch, storage: createStorage(), now: () => 1_000 });

    expect(loaded).toEqual({ config: defaultConfig, source: 'defaults', fetchedAt: null, problems: [] });
  });

  it('falls back to the bundled defaults when storage is unavailable or holds garbage', async () => {
    for (const storage of [null, createStorage({ [storageKey]: '{not json' })]) {
      const { fetch } = createFetch(new TypeError('Failed to fetch'));

      const loaded = await loadConfig({ env: 'dev', fetch, storage, now: () => 1_000 });

      expect(loaded.source).toBe('defaults');
    }
  });

  it('does not ask a failing server again before the interval has passed', async () => {
    const storage = createStorage();
    const { fetch, urls } = createFetch(new TypeError('Failed to fetch'), remoteDocument);

    await loadConfig({ env: 'dev', fetch, storage, now: () => 1_000 });
    const second = await loadConfig({ env: 'dev', fetch, storage, now: () => 1_000 + interval - 1 });
    const third = await loadConfig({ env: 'dev', fetch, storage, now: () => 1_000 + interval });

    expect(urls).toHaveLength(2);
    expect(second.source).toBe('defaults');
    expect(third.source).toBe('remote');
  });

  it('ignores unknown or mistyped settings and reports them', async () => {
    const { fetch } = createFetch({ paging: { searchPageSize: 'many' }, noSuchSection: {} });

    const loaded = await loadConfig({ env: 'dev', fetch, storage: createStorage(), now: () => 1_000 });

    expect(loaded.config.paging.searchPageSize).toBe(defaultConfig.paging.searchPageSize);
    expect(loaded.problems).toEqual([
      'paging.searchPageSize: expected number, got string',
      'noSuchSection: unknown setting',
    ]);
  });

  it('fetches when the clock went back before the stored time', async () => {
    const storage = createStorage(storedEntry(cachedDocument, 10_000));
    const { fetch, urls } = createFetch(remoteDocument);

    await loadConfig({ env: 'dev', fetch, storage, now: () => 5_000 });

    expect(urls).toHaveLength(1);
  });
});

describe('getStartupConfig', () => {
  it('starts from the stored copy, else from the defaults, without waiting for the network', () => {
    expect(getStartupConfig(createStorage(storedEntry(cachedDocument, 1_000)), 'dev')).toMatchObject({
      source: 'cache',
      config: { paging: { searchPageSize: 40 } },
    });
    expect(getStartupConfig(createStorage(), 'dev').source).toBe('defaults');
  });
});
