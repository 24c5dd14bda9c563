import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { languages, resolveLanguage } from '@freight/locales/languages';
import { content } from '../../db/schema/content';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';

// Support and the More tab's content (D3-2.67, D3-2.68, D3-7.22 getUserHelpContent) in its menu
// shape: headings (menuItems), their sub-headings (menuEntries) and the content cards of each
// (sections). Editors write each as a row of the `help` content type whose key is its path:
// `faq` is a heading, `faq/booking` a sub-heading of it, `faq/booking/how-to-book` a card. A row
// whose parent is missing is not shown (a half-published branch), so the menu never has holes.

export const helpContentType = 'help';
/** The heading shown as FAQ whatever its title (D3-2.67). */
export const faqHeadingKey = 'faq';

export const helpContentQueryMessage = message('content.helpContentQuery');
const helpContentQuerySchema = z.object({
  locale: z.enum(languages, issueMessage('content.locale')).optional(),
});

export type HelpSection = {
  key: string;
  title: string;
  /** The sub-heading the card belongs to. */
  group: string;
  /** Rich text (HTML) written by editors; the web sanitises it before showing it. */
  richTextDescription: string;
  /** An https address of a video about the card, or null. */
  video: string | null;
};
export type HelpMenuEntry = { key: string; title: string; sections: HelpSection[] };
export type HelpMenuItem = { key: string; title: string; isFaq: boolean; menuEntries: HelpMenuEntry[] };

type Row = { key: string; title: string; body: string; position: number; videoUrl: string | null };

const byPositionThenKey = (a: Row, b: Row) =>
  a.position - b.position || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const childrenOf = (rows: Row[], parent: string) =>
  rows.filter((row) => row.key.startsWith(`${parent}/`) && !row.key.slice(parent.length + 1).includes('/'));

/**
 * GET /contentstack/v1/contentstack/help: the help menu in the caller's language (the `locale` asked
 * for, else Accept-Language), each row in English when it has no translation, ordered by position then
 * key so the order never depends on the database. Only http(s) video addresses are answered.
 */
export async function getHelpContent(
  services: Pick<Services, 'db'>,
  query: unknown,
  acceptLanguage: string | undefined,
): Promise<{ menuItems: HelpMenuItem[] }> {
  const { locale } = parseInput(helpContentQuerySchema, query, helpContentQueryMessage);
  const language = resolveLanguage({ explicit: locale, acceptLanguage });
  const found = await services.db
    .select({
      key: content.key,
      locale: content.locale,
      title: content.title,
      body: content.body,
      position: content.position,
      videoUrl: content.videoUrl,
    })
    .from(content)
    .where(and(eq(content.contentType, helpContentType), inArray(content.locale, [language, 'en'])));
  const byKey = new Map<string, Row>();
  for (const { locale: rowLocale, ...row } of found) {
    if (rowLocale === language || !byKey.has(row.key)) byKey.set(row.key, row);
  }
  const rows = [...byKey.values()].sort(byPositionThenKey);

  const menuItems = rows
    .filter((row) => !row.key.includes('/'))
    .map((heading) => ({
      key: heading.key,
      title: heading.title,
      isFaq: heading.key === faqHeadingKey,
      menuEntries: childrenOf(rows, heading.key).map((entry) => ({
        key: entry.key,
        title: entry.title,
        sections: childrenOf(rows, entry.key).map((card) => ({
          key: card.key,
          title: card.title,
          group: entry.key,
          richTextDescription: card.body,
          video: card.videoUrl && /^https?:\/\//i.test(card.videoUrl) ? card.videoUrl : null,
        })),
      })),
    }));
  return { menuItems };
}
