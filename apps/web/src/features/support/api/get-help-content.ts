import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-provider';
import { isLanguage, type Language } from '../../../lib/i18n';
import { helpContentQueryKey } from '../query-keys';

// D3-7.22 getUserHelpContent, GET /contentstack/v1/contentstack/help: Support's headings, sub-headings
// and content cards in their menu shape (D3-2.67), in the language chosen in the app. Cards are HTML
// written by editors: sanitise before showing.

export type HelpSection = {
  key: string;
  title: string;
  group: string;
  richTextDescription: string;
  video: string | null;
};
export type HelpMenuEntry = { key: string; title: string; sections: HelpSection[] };
export type HelpMenuItem = { key: string; title: string; isFaq: boolean; menuEntries: HelpMenuEntry[] };

export function getHelpContentPath(locale: Language): string {
  return `/contentstack/v1/contentstack/help?locale=${locale}`;
}

/** The menu of the answer; throws on an answer that is not one. */
export function parseHelpContent(body: unknown): HelpMenuItem[] {
  const items: unknown = (body as { menuItems?: unknown } | null)?.menuItems;
  if (!Array.isArray(items)) throw new Error('Unexpected help content answer');
  return items as HelpMenuItem[];
}

/** Help texts change rarely: one fetch per language for the session's first minutes. */
export function useHelpContent({ enabled }: { enabled: boolean }) {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const locale: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return useQuery({
    queryKey: helpContentQueryKey(locale),
    enabled,
    staleTime: 30 * 60_000,
    retry: false,
    queryFn: async ({ signal }) =>
      parseHelpContent(await client.getJson(getHelpContentPath(locale), { signal })),
  });
}
