import * as z from 'zod/mini';
import type { Role } from '../roles';
import {
  checkboxOptions,
  groupOfKey,
  isCheckboxKey,
  isPreferenceKey,
  noneOption,
  preferenceKeys,
  radioOptions,
  visiblePreferenceGroups,
  type PreferenceKey,
  type Preferences,
  type PreferencesConfig,
} from './preferences';

// The rules of a Preferences save (D3-4.36 to D3-4.40, D3-5.25, D3-3.10), for the page (a zod/mini
// schema over its values, decision 026) and for the server's updateUserPreference, which checks the
// entries it is sent against the same rules. An issue's message is a code whose text is
// `messages:preferences.issues.<code>`.

export const preferenceIssueCodes = [
  /** D3-4.40, D3-5.25: "Please select at least one option for status updates." */
  'statusUpdatesRequired',
  'unknownKey',
  'invalidValue',
  /** "none" cannot be checked together with a channel (D3-4.36, D3-4.39). */
  'noneWithChannels',
  /** Times and days are cleared while contact is none (D3-4.36). */
  'timeWithoutContact',
  'duplicateKey',
  'noChanges',
  /** A group the caller's roles do not see (D3-2.50). */
  'groupNotAllowed',
] as const;
export type PreferenceIssueCode = (typeof preferenceIssueCodes)[number];

export function isPreferenceIssueCode(value: string): value is PreferenceIssueCode {
  return (preferenceIssueCodes as readonly string[]).includes(value);
}

/** The first broken "none" or status-updates rule of a member's preferences, or null. */
export function checkPreferences(
  preferences: Preferences,
): { key: PreferenceKey; code: PreferenceIssueCode } | null {
  if (preferences.preferredstatusupdates.length === 0)
    return { key: 'preferredstatusupdates', code: 'statusUpdatesRequired' };
  for (const key of ['preferredcontact', 'preferredmarketingcommunications'] as const) {
    const values = preferences[key];
    if (values.includes(noneOption) && values.length > 1) return { key, code: 'noneWithChannels' };
    if (values.length === 0) return { key, code: 'invalidValue' };
  }
  if (preferences.preferredcontact.includes(noneOption)) {
    if (preferences.preferredtime.length > 0) return { key: 'preferredtime', code: 'timeWithoutContact' };
    if (preferences.preferreddaysofweek.length > 0)
      return { key: 'preferreddaysofweek', code: 'timeWithoutContact' };
  }
  return null;
}

/** The Preferences page's values: the save is blocked while a rule is broken (D3-4.40). */
export function preferencesFormSchema(): z.ZodMiniType<Preferences> {
  const checked = z.array(z.string());
  return z
    .object({
      viewsettings: z.string(),
      preferredcapacitytype: z.string(),
      preferredcontact: checked,
      preferredtime: checked,
      preferreddaysofweek: checked,
      preferredstatusupdates: checked,
      preferredmarketingcommunications: checked,
    })
    .check(
      z.superRefine((values, refinement) => {
        const issue = checkPreferences(values);
        if (issue)
          refinement.addIssue({ code: 'custom', message: issue.code, path: [issue.key], input: values });
      }),
    );
}

/** What updateUserPreference is sent (D3-3.10): the domain and the changed entries, values as strings. */
export type PreferenceUpdate = { domain: string; updatePreferences: { key: string; value: string }[] };

/** At most one entry per key. */
export const maxPreferenceEntries = preferenceKeys.length;

export type PreferenceUpdateIssue = { key: string; code: PreferenceIssueCode };

/**
 * A member's preferences after an update, or the first issue: an unknown or repeated key, a value
 * that is not one of its options, a group the roles do not see, or a broken "none" or status rule of
 * the result (the entries sent change only their keys).
 */
export function applyPreferenceUpdate(
  current: Preferences,
  entries: readonly { key: string; value: string }[],
  roles: readonly Role[],
  config: PreferencesConfig,
): { preferences: Preferences; keys: PreferenceKey[] } | { issue: PreferenceUpdateIssue } {
  const visible = visiblePreferenceGroups(roles, config);
  const next: Preferences = { ...current };
  const keys: PreferenceKey[] = [];
  for (const { key, value } of entries) {
    if (!isPreferenceKey(key)) return { issue: { key, code: 'unknownKey' } };
    if (keys.includes(key)) return { issue: { key, code: 'duplicateKey' } };
    if (!visible.includes(groupOfKey(key))) return { issue: { key, code: 'groupNotAllowed' } };
    keys.push(key);
    if (isCheckboxKey(key)) {
      const checked = readStrictFlags(value, checkboxOptions[key]);
      if (!checked) return { issue: { key, code: 'invalidValue' } };
      next[key] = checked;
    } else {
      if (!radioOptions(key, config).includes(value)) return { issue: { key, code: 'invalidValue' } };
      next[key] = value;
    }
  }
  const broken = checkPreferences(next);
  if (broken) return { issue: broken };
  return { preferences: next, keys };
}

/** A checkbox value as sent: a JSON object of this key's options only, each flag a boolean. */
function readStrictFlags(value: string, options: readonly string[]): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const flags = Object.entries(parsed as Record<string, unknown>);
  if (flags.some(([option, flag]) => !options.includes(option) || typeof flag !== 'boolean')) return null;
  return options.filter((option) => (parsed as Record<string, unknown>)[option] === true);
}
