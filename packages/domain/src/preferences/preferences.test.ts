import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import {
  changedGroups,
  changedKeys,
  defaultPreferences,
  readPreferences,
  toggleOption,
  visiblePreferenceGroups,
  writePreference,
} from './preferences';

const config = defaultConfig;
const defaults = defaultPreferences(config);

describe('preferences', () => {
  it('[D3-9.08] the defaults: home page, contact by sms and email, early morning and early afternoon, weekdays, Power Only, status updates by sms and email, marketing by email', () => {
    expect(defaults).toEqual({
      viewsettings: 'home',
      preferredcontact: ['sms', 'email'],
      preferredtime: ['earlyMorning', 'earlyAfternoon'],
      preferreddaysofweek: ['weekdays'],
      preferredcapacitytype: 'Power Only',
      preferredstatusupdates: ['sms', 'email'],
      preferredmarketingcommunications: ['email'],
    });
  });

  it('[D3-3.09] radio groups are stored as a string, checkbox groups as an object of every option flag', () => {
    expect(writePreference(defaults, 'viewsettings')).toBe('home');
    expect(JSON.parse(writePreference(defaults, 'preferredcontact'))).toEqual({
      none: false,
      sms: true,
      email: true,
      'inapp-notifications': false,
    });
  });

  it('[D3-3.07] stored entries replace their defaults; an unreadable or unknown value keeps the default', () => {
    const read = readPreferences(
      [
        { key: 'viewsettings', value: 'search' },
        { key: 'preferredstatusupdates', value: '{"sms":false,"email":true}' },
        { key: 'preferredcapacitytype', value: 'Hovercraft' },
        { key: 'preferredtime', value: 'not json' },
        { key: 'somethingElse', value: 'x' },
      ],
      config,
    );
    expect(read).toEqual({ ...defaults, viewsettings: 'search', preferredstatusupdates: ['email'] });
  });

  it('[D3-4.36] checking none in contact clears every contact option, time and day', () => {
    const next = toggleOption(defaults, 'preferredcontact', 'none', true, config);
    expect([next.preferredcontact, next.preferredtime, next.preferreddaysofweek]).toEqual([['none'], [], []]);
    expect(next.preferredstatusupdates).toEqual(defaults.preferredstatusupdates);
  });

  it('[D3-4.37] unchecking the last remaining contact option turns none on', () => {
    const smsOnly = toggleOption(defaults, 'preferredcontact', 'email', false, config);
    expect(smsOnly.preferredcontact).toEqual(['sms']);
    expect(smsOnly.preferredtime).toEqual(defaults.preferredtime);
    const none = toggleOption(smsOnly, 'preferredcontact', 'sms', false, config);
    expect([none.preferredcontact, none.preferredtime, none.preferreddaysofweek]).toEqual([['none'], [], []]);
  });

  it('[D3-4.38] unchecking none restores the defaults', () => {
    const none = toggleOption(defaults, 'preferredcontact', 'none', true, config);
    expect(toggleOption(none, 'preferredcontact', 'none', false, config)).toEqual(defaults);
  });

  it('checking a channel while none is on turns none off and brings the default times and days back', () => {
    const none = toggleOption(defaults, 'preferredcontact', 'none', true, config);
    const email = toggleOption(none, 'preferredcontact', 'email', true, config);
    expect(email.preferredcontact).toEqual(['email']);
    expect([email.preferredtime, email.preferreddaysofweek]).toEqual([
      defaults.preferredtime,
      defaults.preferreddaysofweek,
    ]);
  });

  it('[D3-4.39] marketing works the same way: none clears, the last unchecked turns none on, unchecking none restores', () => {
    const none = toggleOption(defaults, 'preferredmarketingcommunications', 'none', true, config);
    expect(none.preferredmarketingcommunications).toEqual(['none']);
    expect(none.preferredtime).toEqual(defaults.preferredtime);
    const last = toggleOption(defaults, 'preferredmarketingcommunications', 'email', false, config);
    expect(last.preferredmarketingcommunications).toEqual(['none']);
    expect(toggleOption(none, 'preferredmarketingcommunications', 'none', false, config)).toEqual(defaults);
  });

  it('[D3-4.40] status updates have no none: unchecking the last option leaves it empty for the save to refuse', () => {
    const emailOnly = toggleOption(defaults, 'preferredstatusupdates', 'sms', false, config);
    expect(
      toggleOption(emailOnly, 'preferredstatusupdates', 'email', false, config).preferredstatusupdates,
    ).toEqual([]);
  });

  it('[D3-2.49] only changed keys are sent, and their groups are marked as edited', () => {
    const edited = toggleOption(defaults, 'preferredcontact', 'none', true, config);
    expect(changedKeys(defaults, edited)).toEqual([
      'preferredcontact',
      'preferredtime',
      'preferreddaysofweek',
    ]);
    expect(changedGroups(defaults, edited)).toEqual(['LOAD_RECOMENDATION']);
    expect(changedGroups(defaults, { ...defaults })).toEqual([]);
  });

  it('[D3-2.50] groups are filtered by role from the configuration', () => {
    expect(visiblePreferenceGroups(['carrierDispatcher'], config)).toEqual([
      'VIEW_SETTING',
      'LOAD_RECOMENDATION',
      'STATUS_UPDATE',
      'CAPACITY_TYPE',
      'MARKETING_COMMUNICATIONS',
    ]);
    expect(visiblePreferenceGroups(['carrierDriver'], config)).toEqual([
      'VIEW_SETTING',
      'STATUS_UPDATE',
      'MARKETING_COMMUNICATIONS',
    ]);
    expect(visiblePreferenceGroups(['carrierGuest'], config)).toEqual([]);
    const adminsSeeOnlyViews = {
      preferences: { ...config.preferences, groupRoles: { VIEW_SETTING: ['carrierAdmin'] } },
    };
    expect(visiblePreferenceGroups(['carrierAdmin'], adminsSeeOnlyViews)).toEqual(['VIEW_SETTING']);
  });
});
