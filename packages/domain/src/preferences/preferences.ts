import type { AppConfig } from '../config';
import { viewSettings } from '../initial-tab';
import type { Role } from '../roles';

// The Preferences page (D3-2.48 to D3-2.51, D3-3.07 to D3-3.10, D3-4.36 to D3-4.40, D3-9.08): its keys,
// groups and options, the defaults, how stored entries read and write, and the "none" rules of its
// checkbox groups. The save's rules are in preference-rules.ts; who is told what, when and how, in
// notification-delivery.ts.

/** The stored keys (D3-3.08). */
export const preferenceKeys = [
  'viewsettings',
  'preferredcontact',
  'preferredtime',
  'preferreddaysofweek',
  'preferredcapacitytype',
  'preferredstatusupdates',
  'preferredmarketingcommunications',
] as const;
export type PreferenceKey = (typeof preferenceKeys)[number];

export function isPreferenceKey(value: unknown): value is PreferenceKey {
  return typeof value === 'string' && (preferenceKeys as readonly string[]).includes(value);
}

/** The domain preferences are saved under (D3-3.10). */
export const preferenceDomain = 'carrier';

/** The accordion's groups in their order, by the configuration's filter keys (D3-2.48, D3-2.50). */
export const preferenceGroups = [
  'VIEW_SETTING',
  'LOAD_RECOMENDATION',
  'STATUS_UPDATE',
  'CAPACITY_TYPE',
  'MARKETING_COMMUNICATIONS',
] as const;
export type PreferenceGroup = (typeof preferenceGroups)[number];

/** The keys each group edits. */
export const groupKeys: Record<PreferenceGroup, readonly PreferenceKey[]> = {
  VIEW_SETTING: ['viewsettings'],
  LOAD_RECOMENDATION: ['preferredcontact', 'preferredtime', 'preferreddaysofweek'],
  STATUS_UPDATE: ['preferredstatusupdates'],
  CAPACITY_TYPE: ['preferredcapacitytype'],
  MARKETING_COMMUNICATIONS: ['preferredmarketingcommunications'],
};

export function groupOfKey(key: PreferenceKey): PreferenceGroup {
  return preferenceGroups.find((group) => groupKeys[group].includes(key))!;
}

/** Channels of the checkbox groups (D3-3.08, D3-9.08); "none" only in contact and marketing (D3-3.09). */
export const contactChannels = ['sms', 'email', 'inapp-notifications'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export const noneOption = 'none';
export const preferredTimes = ['earlyMorning', 'lateMorning', 'earlyAfternoon', 'lateAfternoon'] as const;
export type PreferredTime = (typeof preferredTimes)[number];
export const preferredDays = ['weekdays', 'weekends'] as const;
export type PreferredDays = (typeof preferredDays)[number];

/** The options of each checkbox key, in the page's order. */
export const checkboxOptions = {
  preferredcontact: [noneOption, ...contactChannels],
  preferredtime: preferredTimes,
  preferreddaysofweek: preferredDays,
  preferredstatusupdates: contactChannels,
  preferredmarketingcommunications: [noneOption, 'sms', 'email'],
} as const satisfies Partial<Record<PreferenceKey, readonly string[]>>;
export type CheckboxKey = keyof typeof checkboxOptions;
export type RadioKey = Exclude<PreferenceKey, CheckboxKey>;

export function isCheckboxKey(key: PreferenceKey): key is CheckboxKey {
  return Object.hasOwn(checkboxOptions, key);
}

/** The options of the radio keys: the start pages (D3-2.48) and the configured capacity types. */
export function radioOptions(key: RadioKey, config: Pick<AppConfig, 'capacity'>): readonly string[] {
  return key === 'viewsettings' ? viewSettings : config.capacity.capacityTypes;
}

/** Every preference of a member: radio keys a value, checkbox keys the options checked. */
export type Preferences = { [K in RadioKey]: string } & { [K in CheckboxKey]: string[] };

export type PreferencesConfig = Pick<AppConfig, 'preferences' | 'capacity'>;

/** The defaults (D3-9.08), from the configuration. */
export function defaultPreferences(config: PreferencesConfig): Preferences {
  const defaults = config.preferences.defaults;
  return {
    viewsettings: defaults.viewsettings,
    preferredcapacitytype: defaults.preferredcapacitytype,
    preferredcontact: [...defaults.preferredcontact],
    preferredtime: [...defaults.preferredtime],
    preferreddaysofweek: [...defaults.preferreddaysofweek],
    preferredstatusupdates: [...defaults.preferredstatusupdates],
    preferredmarketingcommunications: [...defaults.preferredmarketingcommunications],
  };
}

/** A stored checkbox value (D3-3.09): a JSON object of option flags; anything else is unreadable. */
function readFlags(value: string, options: readonly string[]): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const flags = parsed as Record<string, unknown>;
  return options.filter((option) => flags[option] === true);
}

/**
 * A member's preferences from their stored entries (D3-3.07): each key saved replaces its default; a
 * stored value that no longer reads (an option removed from the configuration) keeps the default.
 */
export function readPreferences(
  entries: readonly { key: string; value: string }[],
  config: PreferencesConfig,
): Preferences {
  const preferences = defaultPreferences(config);
  for (const { key, value } of entries) {
    if (!isPreferenceKey(key)) continue;
    if (isCheckboxKey(key)) {
      const checked = readFlags(value, checkboxOptions[key]);
      if (checked) preferences[key] = checked;
    } else if (radioOptions(key, config).includes(value)) {
      preferences[key] = value;
    }
  }
  return preferences;
}

/** How a key is saved (D3-3.09, D3-3.10): a radio's value, or every option's flag as a JSON object. */
export function writePreference(preferences: Preferences, key: PreferenceKey): string {
  if (!isCheckboxKey(key)) return preferences[key];
  const checked = preferences[key];
  return JSON.stringify(
    Object.fromEntries(checkboxOptions[key].map((option) => [option, checked.includes(option)])),
  );
}

/** The groups a member's roles see, in the page's order (D3-2.50); none: the no-access state (D3-2.51). */
export function visiblePreferenceGroups(
  roles: readonly Role[],
  config: Pick<AppConfig, 'preferences'>,
): PreferenceGroup[] {
  const groupRoles = config.preferences.groupRoles;
  return preferenceGroups.filter((group) =>
    (groupRoles[group] ?? []).some((role) => roles.includes(role as Role)),
  );
}

/** The keys whose values differ: what a save sends, and the groups marked Unsaved Changes (D3-2.49). */
export function changedKeys(saved: Preferences, edited: Preferences): PreferenceKey[] {
  return preferenceKeys.filter((key) => writePreference(saved, key) !== writePreference(edited, key));
}

export function changedGroups(saved: Preferences, edited: Preferences): PreferenceGroup[] {
  const changed = changedKeys(saved, edited);
  return preferenceGroups.filter((group) => groupKeys[group].some((key) => changed.includes(key)));
}

/** Whether contact is "none": no channel, and then no time or day either (D3-4.36). */
export function isContactNone(preferences: Pick<Preferences, 'preferredcontact'>): boolean {
  return preferences.preferredcontact.includes(noneOption);
}

const withoutNone = (options: readonly string[]) => options.filter((option) => option !== noneOption);

/**
 * Checks or unchecks an option of a checkbox key, with the "none" rules (D3-4.36 to D3-4.39):
 * checking none in contact clears every channel, time and day; unchecking the last channel turns none
 * on (and clears times and days the same way); unchecking none restores the defaults; marketing works
 * the same way, without times and days. Status updates may end up empty: the save refuses that
 * (D3-4.40), the page says why.
 */
export function toggleOption(
  preferences: Preferences,
  key: CheckboxKey,
  option: string,
  checked: boolean,
  config: PreferencesConfig,
): Preferences {
  const defaults = defaultPreferences(config);
  const next = { ...preferences };
  const hasNone = key === 'preferredcontact' || key === 'preferredmarketingcommunications';
  const noneOn = () => {
    next[key] = [noneOption];
    if (key === 'preferredcontact') {
      next.preferredtime = [];
      next.preferreddaysofweek = [];
    }
    return next;
  };
  const restore = () => {
    next[key] = [...defaults[key]];
    if (key === 'preferredcontact') {
      next.preferredtime = [...defaults.preferredtime];
      next.preferreddaysofweek = [...defaults.preferreddaysofweek];
    }
    return next;
  };
  if (hasNone && option === noneOption) return checked ? noneOn() : restore();
  const current = withoutNone(preferences[key]);
  if (checked) {
    if (hasNone && preferences[key].includes(noneOption)) restore();
    const base = hasNone && preferences[key].includes(noneOption) ? [] : current;
    next[key] = checkboxOptions[key].filter((each) => each === option || base.includes(each));
    return next;
  }
  const remaining = current.filter((each) => each !== option);
  if (hasNone && remaining.length === 0) return noneOn();
  next[key] = remaining;
  return next;
}
