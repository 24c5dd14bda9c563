import { describe, expect, it } from 'vitest';
import { captureEntryParams, getCampaignParams, getStateSearch } from './entry-params';

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
