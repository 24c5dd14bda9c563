import { z } from 'zod';
import { languages, type Language } from '@freight/locales/languages';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { message } from '../../platform/i18n';
import { chooseMemberLanguage } from '../../platform/member-language';
import { issueMessage, parseInput } from '../../platform/validate';

const languageInputSchema = z.object({
  language: z.enum(languages, issueMessage('memberLanguage.language', { languages: languages.join(', ') })),
});

/**
 * The caller chose their language in the app (decision 064): kept on their member, so what the server
 * writes to them outside the app is in it, and no longer replaced by the language of their calls. A
 * language the app does not have is BAD_USER_INPUT and changes nothing.
 */
export async function setMemberLanguage(
  db: Executor,
  caller: Caller,
  input: unknown,
): Promise<{ language: Language }> {
  const { language } = parseInput(languageInputSchema, input, message('memberLanguage.invalid'));
  await chooseMemberLanguage(db, caller.memberId, language);
  return { language };
}
