import type { StateSearch } from '@freight/domain/initial-tab';
import {
  browserSessionStorage,
  readStoredValue,
  removeStoredValue,
  writeStoredValue,
  type KeyValueStorage,
} from './browser-storage';

// What the entry URL carries for later: the campaign of a sign-up (utm parameters, passed to the
// identity provider) and a state search (`?stateCode=IL&countryCode=USA`, which makes a guest start on
// loads by state, D1-2.09, D1-2.17). Kept in sessionStorage: it survives the round trip to the identity
// provider and ends with the tab. Also the app URL to return to after signing in again (D1-2.16).

const campaignKeys = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const campaignStorageKey = 'freight.campaign';
const stateSearchStorageKey = 'freight.state-search';
const refreshUrlStorageKey = 'freight.refresh-url';

export type CampaignParams = Partial<Record<(typeof campaignKeys)[number], string>>;

function parseJsonRecord(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Remembers the campaign and state search of the URL the app was opened with, when it has them. */
export function captureEntryParams(search: string, storage: KeyValueStorage | null = browserSessionStorage) {
  const params = new URLSearchParams(search);
  const campaign: CampaignParams = {};
  for (const key of campaignKeys) {
    const value = params.get(key)?.trim();
    if (value) campaign[key] = value.slice(0, 200);
  }
  if (Object.keys(campaign).length > 0)
    writeStoredValue(storage, campaignStorageKey, JSON.stringify(campaign));

  const stateCode = params.get('stateCode')?.trim().toUpperCase();
  const countryCode = params.get('countryCode')?.trim().toUpperCase();
  if (stateCode && countryCode && /^[A-Z]{2}$/.test(stateCode) && /^[A-Z]{2,3}$/.test(countryCode)) {
    const stateSearch: StateSearch = { stateCode, countryCode };
    writeStoredValue(storage, stateSearchStorageKey, JSON.stringify(stateSearch));
  }
}

export function getCampaignParams(storage: KeyValueStorage | null = browserSessionStorage): CampaignParams {
  const stored = parseJsonRecord(readStoredValue(storage, campaignStorageKey)) ?? {};
  const campaign: CampaignParams = {};
  for (const key of campaignKeys) {
    const value = stored[key];
    if (typeof value === 'string') campaign[key] = value;
  }
  return campaign;
}

export function getStateSearch(storage: KeyValueStorage | null = browserSessionStorage): StateSearch | null {
  const stored = parseJsonRecord(readStoredValue(storage, stateSearchStorageKey));
  return typeof stored?.stateCode === 'string' && typeof stored.countryCode === 'string'
    ? { stateCode: stored.stateCode, countryCode: stored.countryCode }
    : null;
}

/** Remembers the app URL to return to after signing in, with when it was asked for. */
export function storeRefreshUrl(
  url: string,
  storage: KeyValueStorage | null = browserSessionStorage,
  now: number = Date.now(),
) {
  writeStoredValue(storage, refreshUrlStorageKey, JSON.stringify({ url, storedAt: now }));
}

/**
 * The URL to return to, unless it was asked for more than `maxAgeMs` ago: a link followed and
 * abandoned at sign-in must not take over a later sign-in in the same tab (D3-4.55).
 */
export function readRefreshUrl(
  maxAgeMs: number,
  storage: KeyValueStorage | null = browserSessionStorage,
  now: number = Date.now(),
): string | null {
  const stored = parseJsonRecord(readStoredValue(storage, refreshUrlStorageKey));
  if (typeof stored?.url !== 'string' || typeof stored.storedAt !== 'number') return null;
  const age = now - stored.storedAt;
  return age >= 0 && age <= maxAgeMs ? stored.url : null;
}

/** Called once the user is on the refresh URL: it is used once. */
export function clearRefreshUrl(storage: Pick<Storage, 'removeItem'> | null = browserSessionStorage): void {
  removeStoredValue(storage, refreshUrlStorageKey);
}
