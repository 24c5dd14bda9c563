import { and, eq } from 'drizzle-orm';
import { preferenceDomain } from '@freight/domain/preferences/preferences';
import type { Executor } from '../../db/client';
import { preferences } from '../../db/schema/engagement';
import type { StoredPreference } from './preference-view';

/** A member's saved preferences of the carrier domain (D3-3.10). */
export function storedPreferencesOf(db: Executor, memberId: string): Promise<StoredPreference[]> {
  return db
    .select({ key: preferences.key, value: preferences.value, updatedAt: preferences.updatedAt })
    .from(preferences)
    .where(and(eq(preferences.memberId, memberId), eq(preferences.domain, preferenceDomain)));
}
