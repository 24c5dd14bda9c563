import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { termsContentType } from '@freight/domain/content-types';
import { loadTypes, type LoadType } from '@freight/domain/source-systems';
import type { Executor } from '../../db/client';
import { content } from '../../db/schema/content';
import { languages, resolveLanguage, type Language } from '@freight/locales/languages';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { message } from '../../platform/i18n';

// The terms and conditions of each load type (D1-7.23, D3-7.22), shown in the rate confirmation before
// a booking (D1-4.22) and named in the rate-confirmation PDF. Editors keep them in the content table:
// content type terms_and_conditions, one key per load type, one row per language.

export const termsQueryMessage = message('content.termsQuery');
export const termsNotFoundMessage = message('content.termsNotFound');

export const termsQuerySchema = z.object({
  contentType: z.literal(termsContentType, issueMessage('content.termsContentType')),
  loadType: z.enum(loadTypes, issueMessage('content.loadType', { types: loadTypes.join(', ') })),
  // The language chosen in the app, which can differ from the browser's Accept-Language.
  locale: z.enum(languages, issueMessage('content.locale')).optional(),
});

export type TermsAndConditions = {
  contentType: typeof termsContentType;
  loadType: LoadType;
  title: string;
  /** Rich text (HTML) written by editors; the web sanitises it before showing it. */
  body: string;
};

/**
 * The English title of the terms of a load type column, as a column of a larger statement: the
 * rate-confirmation PDF names it beside its booking's other facts. Null when none are published.
 */
export function termsTitleOf(loadType: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${content.title} from ${content}
    where ${content.contentType} = ${termsContentType} and ${content.key} = ${loadType}
      and ${content.locale} = 'en')`;
}

/** The terms of a load type in a language, in English when they have no translation; null when none. */
export async function findTermsAndConditions(
  db: Executor,
  loadType: LoadType,
  language: Language,
): Promise<TermsAndConditions | null> {
  const rows = await db
    .select({ locale: content.locale, title: content.title, body: content.body })
    .from(content)
    .where(
      and(
        eq(content.contentType, termsContentType),
        eq(content.key, loadType),
        inArray(content.locale, [language, 'en']),
      ),
    );
  const row = rows.find((entry) => entry.locale === language) ?? rows[0];
  return row ? { contentType: termsContentType, loadType, title: row.title, body: row.body } : null;
}

/**
 * GET /v1/contentorconfig?contentType=terms_and_conditions&loadType=&locale= (D1-7.23): the terms of
 * one load type in the caller's language (the locale asked for, else Accept-Language), English when
 * they are not translated. An unknown content type or load type is a 400, terms not published a 404.
 */
export async function getTermsAndConditions(
  services: Pick<Services, 'db'>,
  query: unknown,
  acceptLanguage: string | undefined,
): Promise<TermsAndConditions> {
  const { loadType, locale } = parseInput(termsQuerySchema, query, termsQueryMessage);
  const language = resolveLanguage({ explicit: locale, acceptLanguage });
  const terms = await findTermsAndConditions(services.db, loadType, language);
  if (!terms) throw notFound(termsNotFoundMessage);
  return terms;
}
