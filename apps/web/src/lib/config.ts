import { defaultConfig, mergeConfig, type AppConfig, type ConfigEnvironment } from '@freight/domain/config';
import { readStoredValue, writeStoredValue, type KeyValueStorage } from './browser-storage';
import type { FetchFunction } from './fetch-function';

// Remote configuration (spec D3-4.61): fetched at most once per `app.remoteConfigMinFetchIntervalMs`,
// stored in localStorage with its fetch time, and replaced by the stored copy, then by the defaults
// bundled with the app, whenever the server cannot answer. Nothing here touches React or `window`
// directly, so the fallback rules are tested with a fake fetch, storage and clock.

export type ConfigSource = 'remote' | 'cache' | 'defaults';

export type LoadedConfig = {
  config: AppConfig;
  source: ConfigSource;
  /** When the document in use was fetched; null for the bundled defaults. */
  fetchedAt: number | null;
  /** Settings of the document that were ignored (unknown key, wrong type). */
  problems: string[];
};

/**
 * What is kept in storage. `checkedAt` is the last attempt, successful or not, so that a server that
 * is down is not asked again on every page focus; `document` is the raw answer, merged again on each
 * read so that a newer app version applies its own defaults under it.
 */
type StoredConfig = { checkedAt: number; fetchedAt: number | null; document: unknown };

export type LoadConfigOptions = {
  env: ConfigEnvironment;
  fetch: FetchFunction;
  storage: KeyValueStorage | null;
  now: () => number;
};

export function getRemoteConfigUrl(env: ConfigEnvironment): string {
  return `/contentstack/v1/contentstack/config?env=${encodeURIComponent(env)}`;
}

function getStorageKey(env: ConfigEnvironment): string {
  return `freight.remote-config.${env}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStoredConfig(value: unknown): value is StoredConfig {
  return (
    isPlainObject(value) &&
    typeof value.checkedAt === 'number' &&
    (value.fetchedAt === null || typeof value.fetchedAt === 'number') &&
    'document' in value
  );
}

function readStoredConfig(storage: KeyValueStorage | null, env: ConfigEnvironment): StoredConfig | null {
  const raw = readStoredValue(storage, getStorageKey(env));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredConfig(parsed) ? parsed : null;
  } catch {
    // A corrupt entry is the same as no entry.
    return null;
  }
}

function writeStoredConfig(
  storage: KeyValueStorage | null,
  env: ConfigEnvironment,
  entry: StoredConfig,
): void {
  writeStoredValue(storage, getStorageKey(env), JSON.stringify(entry));
}

const bundledDefaults: LoadedConfig = {
  config: defaultConfig,
  source: 'defaults',
  fetchedAt: null,
  problems: [],
};

function toLoadedConfig(document: unknown, source: ConfigSource, fetchedAt: number): LoadedConfig {
  const { config, problems } = mergeConfig(defaultConfig, document);
  return { config, source, fetchedAt, problems };
}

function fromStoredConfig(stored: StoredConfig | null): LoadedConfig {
  if (stored?.fetchedAt == null) return bundledDefaults;
  return toLoadedConfig(stored.document, 'cache', stored.fetchedAt);
}

/** The configuration to start with, without waiting for the network: the stored copy or the defaults. */
export function getStartupConfig(storage: KeyValueStorage | null, env: ConfigEnvironment): LoadedConfig {
  return fromStoredConfig(readStoredConfig(storage, env));
}

async function fetchConfigDocument(fetch: FetchFunction, env: ConfigEnvironment, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(getRemoteConfigUrl(env), {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`Remote config answered HTTP ${response.status}`);
    const document: unknown = await response.json();
    if (!isPlainObject(document)) throw new Error('Remote config is not a JSON object');
    return document;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Returns the configuration to use now. Fetches the remote document only when the last attempt is
 * older than the minimum interval; on any failure keeps the stored copy, else the bundled defaults.
 */
export async function loadConfig({ env, fetch, storage, now }: LoadConfigOptions): Promise<LoadedConfig> {
  const stored = readStoredConfig(storage, env);
  const current = fromStoredConfig(stored);
  const startedAt = now();
  const sinceLastAttempt = stored ? startedAt - stored.checkedAt : Number.POSITIVE_INFINITY;
  // A negative age means the clock went back: do not trust it and fetch.
  if (sinceLastAttempt >= 0 && sinceLastAttempt < current.config.app.remoteConfigMinFetchIntervalMs) {
    return current;
  }

  writeStoredConfig(storage, env, {
    checkedAt: startedAt,
    fetchedAt: stored?.fetchedAt ?? null,
    document: stored?.document ?? null,
  });
  try {
    const document = await fetchConfigDocument(fetch, env, current.config.app.serviceTimeoutMs);
    const fetchedAt = now();
    writeStoredConfig(storage, env, { checkedAt: fetchedAt, fetchedAt, document });
    return toLoadedConfig(document, 'remote', fetchedAt);
  } catch {
    return current;
  }
}
