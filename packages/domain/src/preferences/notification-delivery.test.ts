import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { nextPreferredMoment, planDelivery } from './notification-delivery';
import { defaultPreferences, type Preferences } from './preferences';

const config = defaultConfig;
const defaults = defaultPreferences(config);
const zone = 'America/New_York';
// Wednesday 25 November 2026, 10:30 in New York (15:30 UTC).
const wednesdayMorning = new Date('2026-11-25T15:30:00Z');

describe('notification delivery', () => {
  it('status updates go at once on the Status Updates channels, inapp-notifications being push', () => {
    const preferences: Preferences = {
      ...defaults,
      preferredstatusupdates: ['email', 'inapp-notifications'],
    };
    expect(planDelivery('TENDER', preferences, wednesdayMorning, zone, config)).toEqual({
      channels: ['email', 'push'],
      deliverAt: wednesdayMorning,
    });
    const emailOnly = { ...defaults, preferredstatusupdates: ['email'] };
    expect(planDelivery('DELIVERED', emailOnly, wednesdayMorning, zone, config).channels).toEqual(['email']);
  });

  it('a load recommendation with contact none goes nowhere but the bell', () => {
    const none: Preferences = {
      ...defaults,
      preferredcontact: ['none'],
      preferredtime: [],
      preferreddaysofweek: [],
    };
    expect(planDelivery('CAPACITY', none, wednesdayMorning, zone, config).channels).toEqual([]);
  });

  it('a load recommendation waits for the next preferred time of day', () => {
    // 10:30 is between early morning (6-9) and early afternoon (12-15): it goes at noon.
    expect(planDelivery('CAPACITY', defaults, wednesdayMorning, zone, config)).toEqual({
      channels: ['sms', 'email'],
      deliverAt: new Date('2026-11-25T17:00:00Z'),
    });
    const inWindow = new Date('2026-11-25T18:00:00Z'); // 13:00 in New York
    expect(planDelivery('CAPACITY', defaults, inWindow, zone, config).deliverAt).toEqual(inWindow);
  });

  it('a load recommendation waits for a preferred day: weekdays only skips the weekend', () => {
    // Friday 27 November, 16:00 in New York: the next early morning of a weekday is Monday at 6:00.
    const fridayEvening = new Date('2026-11-27T21:00:00Z');
    expect(nextPreferredMoment(defaults, fridayEvening, zone, config)).toEqual(
      new Date('2026-11-30T11:00:00Z'),
    );
    const weekends = { preferredtime: ['lateMorning'], preferreddaysofweek: ['weekends'] };
    expect(nextPreferredMoment(weekends, wednesdayMorning, zone, config)).toEqual(
      new Date('2026-11-28T14:00:00Z'),
    );
  });

  it('no time checked means any time, no day any day', () => {
    expect(
      nextPreferredMoment({ preferredtime: [], preferreddaysofweek: [] }, wednesdayMorning, zone, config),
    ).toEqual(wednesdayMorning);
  });
});
