import type { AppConfig } from '@freight/domain/config';
import type { Role } from '@freight/domain/roles';
import {
  preferenceDomain,
  preferenceKeys,
  readPreferences,
  visiblePreferenceGroups,
  writePreference,
} from '@freight/domain/preferences/preferences';
import type { UserPreference } from '../../generated/graphql';

export type StoredPreference = { key: string; value: string; updatedAt: Date };

/** A member's preferences as the clients read them (D3-3.07): every key, its saved value or default. */
export function toUserPreference(
  upn: string,
  roles: readonly Role[],
  stored: readonly StoredPreference[],
  config: AppConfig,
): UserPreference {
  const preferences = readPreferences(stored, config);
  const saved = new Set(stored.map((entry) => entry.key));
  const lastSaved = stored.reduce<Date | null>(
    (latest, entry) => (!latest || entry.updatedAt > latest ? entry.updatedAt : latest),
    null,
  );
  return {
    domain: preferenceDomain,
    upn,
    groups: visiblePreferenceGroups(roles, config),
    preferences: preferenceKeys.map((key) => ({
      key,
      value: writePreference(preferences, key),
      domain: preferenceDomain,
      userPreferenceExists: saved.has(key),
    })),
    updatedAt: lastSaved?.toISOString() ?? null,
  };
}
