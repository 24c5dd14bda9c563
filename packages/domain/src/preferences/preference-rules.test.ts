import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { applyPreferenceUpdate, checkPreferences, preferencesFormSchema } from './preference-rules';
import { defaultPreferences } from './preferences';

const config = defaultConfig;
const defaults = defaultPreferences(config);
const flags = (value: Record<string, boolean>) => JSON.stringify(value);

describe('the rules of a preferences save', () => {
  it('[D3-4.40] [D3-5.25] status updates may not be left with zero options', () => {
    const empty = { ...defaults, preferredstatusupdates: [] };
    expect(checkPreferences(empty)).toEqual({ key: 'preferredstatusupdates', code: 'statusUpdatesRequired' });
    const result = preferencesFormSchema()['~standard'].validate(empty);
    expect(result).toMatchObject({
      issues: [{ message: 'statusUpdatesRequired', path: ['preferredstatusupdates'] }],
    });
    expect(preferencesFormSchema()['~standard'].validate(defaults)).not.toHaveProperty('issues');
  });

  it('[D3-4.36] none with a channel, or times and days while contact is none, are refused', () => {
    expect(checkPreferences({ ...defaults, preferredcontact: ['none', 'sms'] })?.code).toBe(
      'noneWithChannels',
    );
    expect(checkPreferences({ ...defaults, preferredcontact: ['none'], preferreddaysofweek: [] })?.code).toBe(
      'timeWithoutContact',
    );
    expect(
      checkPreferences({
        ...defaults,
        preferredcontact: ['none'],
        preferredtime: [],
        preferreddaysofweek: [],
      }),
    ).toBeNull();
  });

  it('[D3-3.10] an update changes only the keys it sends, each value as a string', () => {
    const result = applyPreferenceUpdate(
      defaults,
      [
        { key: 'viewsettings', value: 'myLoad' },
        {
          key: 'preferredstatusupdates',
          value: flags({ sms: false, email: true, 'inapp-notifications': false }),
        },
      ],
      ['carrierDispatcher'],
      config,
    );
    expect(result).toEqual({
      preferences: { ...defaults, viewsettings: 'myLoad', preferredstatusupdates: ['email'] },
      keys: ['viewsettings', 'preferredstatusupdates'],
    });
  });

  it('refuses unknown keys, repeated keys, values outside the options and flags that are not booleans', () => {
    const issueOf = (entries: { key: string; value: string }[]) => {
      const result = applyPreferenceUpdate(defaults, entries, ['carrierDispatcher'], config);
      return 'issue' in result ? result.issue.code : null;
    };
    expect(issueOf([{ key: 'theme', value: 'dark' }])).toBe('unknownKey');
    expect(
      issueOf([
        { key: 'viewsettings', value: 'home' },
        { key: 'viewsettings', value: 'search' },
      ]),
    ).toBe('duplicateKey');
    expect(issueOf([{ key: 'viewsettings', value: 'admin' }])).toBe('invalidValue');
    expect(issueOf([{ key: 'preferredcapacitytype', value: 'Dray' }])).toBeNull();
    expect(issueOf([{ key: 'preferredtime', value: flags({ midnight: true }) }])).toBe('invalidValue');
    expect(issueOf([{ key: 'preferredtime', value: '{"earlyMorning":"yes"}' }])).toBe('invalidValue');
    expect(issueOf([{ key: 'preferredtime', value: '[' }])).toBe('invalidValue');
  });

  it('[D3-2.50] a group the roles do not see is refused', () => {
    const result = applyPreferenceUpdate(
      defaults,
      [{ key: 'preferredcapacitytype', value: 'Dray' }],
      ['carrierDriver'],
      config,
    );
    expect(result).toEqual({ issue: { key: 'preferredcapacitytype', code: 'groupNotAllowed' } });
  });
});
