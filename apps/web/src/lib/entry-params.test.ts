import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import {
  captureEntryParams,
  getCampaignParams,
  getStateSearch,
  readRefreshUrl,
  storeRefreshUrl,
} from './entry-params';

function createStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('captureEntryParams', () => {
  it('keeps the utm parameters of the landing URL for sign-up and sign-in', () => {
    const storage = createStorage();
    captureEntryParams('?utm_source=mail&utm_medium=email&utm_campaign=spring&other=x', storage);
    expect(getCampaignParams(storage)).toEqual({
      utm_source: 'mail',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
  });

  it('[D1-2.09] [D1-2.17] keeps a state code stored with its country code', () => {
    const storage = createStorage();
    captureEntryParams('?stateCode=il&countryCode=USA', storage);
    expect(getStateSearch(storage)).toEqual({ stateCode: 'IL', countryCode: 'USA' });
  });

  it('ignores a state code without a country code, and leaves earlier values alone', () => {
    const storage = createStorage();
    captureEntryParams('?utm_source=mail', storage);
    captureEntryParams('?stateCode=IL', storage);
    expect(getStateSearch(storage)).toBeNull();
    expect(getCampaignParams(storage)).toEqual({ utm_source: 'mail' });
  });
});

describe('the URL to return to after signing in', () => {
  const keepMs = 180_000;

  it('[D1-2.16] is the app URL asked for before signing in', () => {
    const storage = createStorage();
    storeRefreshUrl('/app/MyLoad?shipmentId=S1', storage, 1_000);
    expect(readRefreshUrl(keepMs, storage, 1_000 + keepMs)).toBe('/app/MyLoad?shipmentId=S1');
  });

  it('[D3-4.55] is forgotten once older than the configured deep-link lifetime of 180000 ms', () => {
    const lifetime = defaultConfig.app.deepLinkClearMs;
    expect(lifetime).toBe(180_000);
    const kept = createStorage();
    storeRefreshUrl('/app/MyLoad?shipmentId=S1', kept, 1_000);
    expect(readRefreshUrl(lifetime, kept, 1_000 + lifetime)).toBe('/app/MyLoad?shipmentId=S1');
    const forgotten = createStorage();
    storeRefreshUrl('/app/MyLoad?shipmentId=S1', forgotten, 1_000);
    expect(readRefreshUrl(lifetime, forgotten, 1_001 + lifetime)).toBeNull();
  });

  it('ignores a stored value it did not write', () => {
    const storage = createStorage();
    storage.setItem('freight.refresh-url', '/app/MyLoad');
    expect(readRefreshUrl(keepMs, storage)).toBeNull();
  });
});
