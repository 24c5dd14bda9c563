import { and, eq, sql } from 'drizzle-orm';
import { isLanguage, resolveLanguage, type Language } from '@freight/locales/languages';
import type { Executor } from '../db/client';
import { members } from '../db/schema/members';
import type { Caller } from './caller';

// A member's language on the server (decision 064): what it writes to them outside the app (mails,
// pushes, SMS) is in it. Chosen in the app, it stays until they choose another; until then it is the
// language their app sends with its calls (Accept-Language), recorded only when it differs from the
// stored one, so a member's calls write it once, not once each.

/** The language the server writes to a member in: theirs, else English (the catalogues' fallback). */
export const languageOfMember = (language: string | null | undefined): Language =>
  isLanguage(language) ? language : 'en';

/**
 * Records the language of a signed-in call for a member who never chose one, when the call names a
 * supported one that differs from what is stored. The caller is the one just loaded from the
 * database (authentication caches it for a few seconds), so this costs no query when nothing changed.
 * Answers the caller as it now is.
 */
export async function recordCallLanguage(
  db: Executor,
  caller: Caller,
  acceptLanguage: string | undefined,
): Promise<Caller> {
  if (caller.languageChosen || !acceptLanguage) return caller;
  const language = resolveLanguage({ acceptLanguage });
  // resolveLanguage answers English when the header names no language of the app: that says nothing.
  if (language === caller.language || !namesLanguage(acceptLanguage, language)) return caller;
  await db
    .update(members)
    // Noted, not edited: the member's own last update keeps its time.
    .set({ language, updatedAt: sql`${members.updatedAt}` })
    .where(and(eq(members.id, caller.memberId), eq(members.languageChosen, false)));
  return { ...caller, language };
}

const namesLanguage = (acceptLanguage: string, language: Language) =>
  acceptLanguage
    .toLowerCase()
    .split(',')
    .some((part) => part.trim().split(/[-;]/)[0] === language);

/** The member chose their language in the app (D3-1.03): kept until they choose another. */
export async function chooseMemberLanguage(
  db: Executor,
  memberId: string,
  language: Language,
): Promise<void> {
  await db
    .update(members)
    .set({ language, languageChosen: true, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}
