import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { applyPreferenceUpdate, maxPreferenceEntries } from '@freight/domain/preferences/preference-rules';
import { preferenceDomain, readPreferences, writePreference } from '@freight/domain/preferences/preferences';
import { runInTransaction } from '../../db/run-in-transaction';
import { preferences } from '../../db/schema/engagement';
import type { UpdateUserPreferenceResult } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import { badInput, forbidden } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { toUserPreference } from './preference-view';
import { storedPreferencesOf } from './stored-preferences';

const invalidValue = issueMessage('messages:preferences.issues.invalidValue');

export const userPreferenceInputSchema = z.object({
  domain: z
    .literal(preferenceDomain, invalidValue)
    .nullish()
    .transform(() => preferenceDomain),
  updatePreferences: z
    .array(z.object({ key: z.string().max(64, invalidValue), value: z.string().max(512, invalidValue) }))
    .min(1, issueMessage('messages:preferences.issues.noChanges'))
    .max(maxPreferenceEntries, issueMessage('messages:preferences.issues.duplicateKey')),
});

/**
 * updateUserPreference (D3-7.12, D3-3.10): the caller's changed entries, checked with the page's rules
 * (the domain's applyPreferenceUpdate, D3-4.36 to D3-4.40) against what they have saved, then written
 * together. A key of a group the caller's roles do not see is FORBIDDEN (D3-2.50); any other broken
 * rule is BAD_USER_INPUT naming the key, in the caller's language. A refused save writes nothing.
 */
export async function updateUserPreference(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<UpdateUserPreferenceResult> {
  const { updatePreferences } = parseInput(userPreferenceInputSchema, input);
  const config = await services.appConfig();
  return runInTransaction(services.db, async (tx) => {
    // One save at a time per member: the rules are checked against what is saved.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`preferences:${caller.memberId}`}::text))`);
    const current = readPreferences(await storedPreferencesOf(tx, caller.memberId), config);
    const result = applyPreferenceUpdate(current, updatePreferences, caller.roles, config);
    if ('issue' in result) {
      const text = message(`messages:preferences.issues.${result.issue.code}`);
      if (result.issue.code === 'groupNotAllowed') throw forbidden(text);
      throw badInput(text, { [result.issue.key]: text });
    }
    const written = new Date();
    for (const key of result.keys) {
      const value = writePreference(result.preferences, key);
      await tx
        .insert(preferences)
        .values({ memberId: caller.memberId, domain: preferenceDomain, key, value })
        .onConflictDoUpdate({
          target: [preferences.memberId, preferences.domain, preferences.key],
          set: { value, updatedAt: written },
        });
    }
    const saved = await storedPreferencesOf(tx, caller.memberId);
    return { preferences: toUserPreference(caller.upn, caller.roles, saved, config) };
  });
}
