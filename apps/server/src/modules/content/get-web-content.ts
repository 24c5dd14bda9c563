import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { webContentTypes } from '@freight/domain/content-types';
import { content } from '../../db/schema/content';
import { languages, resolveLanguage } from '@freight/locales/languages';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { message } from '../../platform/i18n';

// The content types the web app may read (webContentTypes). The content table also holds texts that
// reach people through other routes (contact desks, terms), so the route serves an allow-list rather
// than any type asked for.

export const webContentQueryMessage = message('content.webContentQuery');

export const webContentQuerySchema = z.object({
  type: z.enum(webContentTypes, issueMessage('content.webContentType')),
  // The language chosen in the app, which can differ from the browser's Accept-Language.
  locale: z.enum(languages, issueMessage('content.locale')).optional(),
});

export type WebContentEntry = {
  key: string;
  title: string;
  /** Rich text (HTML) written by editors; the web sanitises it before showing it. */
  body: string;
  position: number;
};

/**
 * GET /contentstack/v1/contentstack?type= (D3-7.22 getWebContent; the home banner of D1-2.06, D1-2.19):
 * the entries of one web content type in the caller's language (the `locale` asked for, else
 * Accept-Language), each entry in English when it has no translation, ordered by position then key so
 * the order never depends on the database.
 */
export async function getWebContent(
  services: Pick<Services, 'db'>,
  query: unknown,
  acceptLanguage: string | undefined,
): Promise<{ entries: WebContentEntry[] }> {
  const { type, locale } = parseInput(webContentQuerySchema, query, webContentQueryMessage);
  const language = resolveLanguage({ explicit: locale, acceptLanguage });
  const rows = await services.db
    .select({
      key: content.key,
      locale: content.locale,
      title: content.title,
      body: content.body,
      position: content.position,
    })
    .from(content)
    .where(and(eq(content.contentType, type), inArray(content.locale, [language, 'en'])));
  const byKey = new Map<string, WebContentEntry>();
  for (const { locale: rowLocale, ...entry } of rows) {
    if (rowLocale === language || !byKey.has(entry.key)) byKey.set(entry.key, entry);
  }
  const entries = [...byKey.values()].sort(
    (a, b) => a.position - b.position || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return { entries };
}
