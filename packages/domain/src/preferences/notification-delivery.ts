import { instantOfWallTime, wallTimeOf } from '../zoned-dates';
import type { PreferencesConfig, Preferences, PreferredTime } from './preferences';
import { preferredTimes } from './preferences';

// Who is told what, how and when (decision 057). Every notification is in the member's bell and on
// /app/notifications; beyond the app it goes out on the channels the member's preferences give for
// its kind: e-mail, SMS, and push to their devices (the "inapp-notifications" option), never on a
// channel left unchecked, at a time and on days the member chose where the group asks them.

/**
 * The kinds of notification, as the clients group them (D3-3.17 data.type). Shipment news follows the
 * Status Updates group (D3-2.48); a new capacity match is a load recommendation, told by the Load
 * Recommendations group's channels, times and days. MANAGE_USER_REQUEST is a transfer request to
 * join another carrier (D3-4.32), written by Manage Users.
 */
export const notificationKinds = {
  TENDER: 'statusUpdates',
  BOOKING: 'statusUpdates',
  ASSIGNMENT: 'statusUpdates',
  UNASSIGNMENT: 'statusUpdates',
  TRIP_STARTED: 'statusUpdates',
  STOP_LATE: 'statusUpdates',
  DELIVERED: 'statusUpdates',
  DOCUMENT_MISSING: 'statusUpdates',
  PAYMENT: 'statusUpdates',
  MANAGE_USER_REQUEST: 'statusUpdates',
  CAPACITY: 'loadRecommendations',
} as const satisfies Record<string, 'statusUpdates' | 'loadRecommendations'>;
export type NotificationKind = keyof typeof notificationKinds;

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(notificationKinds, value);
}

/** The channels outside the app; the bell always has the notification. */
export const deliveryChannels = ['email', 'sms', 'push'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

const channelOfOption: Record<string, DeliveryChannel> = {
  email: 'email',
  sms: 'sms',
  'inapp-notifications': 'push',
};

export type DeliveryPlan = {
  channels: DeliveryChannel[];
  /** When the channels may deliver it: now, or the start of the member's next preferred time. */
  deliverAt: Date;
};

/**
 * How and when a notification of this kind goes out to a member with these preferences, at `now`, in
 * the member's time zone. Status updates go at once on the Status Updates channels. Load
 * recommendations go on the contact channels (none: nowhere but the bell), within the preferred times
 * of day and on the preferred days: outside them they wait for the next such time. No time checked
 * means any time, no day any day.
 */
export function planDelivery(
  kind: NotificationKind,
  preferences: Preferences,
  now: Date,
  timeZone: string,
  config: Pick<PreferencesConfig, 'preferences'>,
): DeliveryPlan {
  const channelsOf = (options: readonly string[]) =>
    options.flatMap((option) => (channelOfOption[option] ? [channelOfOption[option]] : []));
  if (notificationKinds[kind] === 'statusUpdates')
    return { channels: channelsOf(preferences.preferredstatusupdates), deliverAt: now };
  const channels = channelsOf(preferences.preferredcontact);
  if (channels.length === 0) return { channels, deliverAt: now };
  return { channels, deliverAt: nextPreferredMoment(preferences, now, timeZone, config) };
}

const isWeekend = (year: number, month: number, day: number) => {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The first moment from `now` inside a preferred time of a preferred day, in the member's zone. */
export function nextPreferredMoment(
  preferences: Pick<Preferences, 'preferredtime' | 'preferreddaysofweek'>,
  now: Date,
  timeZone: string,
  config: Pick<PreferencesConfig, 'preferences'>,
): Date {
  const windows = config.preferences.timeWindows;
  const times = preferredTimes.filter((time: PreferredTime) => preferences.preferredtime.includes(time));
  const hours: [number, number][] =
    times.length > 0 ? times.map((time) => windows[time] ?? [0, 24]) : [[0, 24]];
  const days = preferences.preferreddaysofweek;
  const anyDay = days.length === 0 || (days.includes('weekdays') && days.includes('weekends'));
  const today = wallTimeOf(now, timeZone);
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = { year: today.year, month: today.month, day: today.day + offset };
    const noon = wallTimeOf(instantOfWallTime({ ...date, hour: 12, minute: 0 }, timeZone), timeZone);
    const weekend = isWeekend(noon.year, noon.month, noon.day);
    if (!anyDay && !(weekend ? days.includes('weekends') : days.includes('weekdays'))) continue;
    const starts = hours
      .map(([from, to]) => {
        const start = instantOfWallTime({ ...date, hour: from, minute: 0 }, timeZone);
        const end = instantOfWallTime({ ...date, hour: to, minute: 0 }, timeZone);
        if (now >= end) return null;
        return now >= start ? now : start;
      })
      .filter((moment): moment is Date => moment !== null)
      .sort((a, b) => a.getTime() - b.getTime());
    if (starts[0]) return starts[0];
  }
  return now;
}
