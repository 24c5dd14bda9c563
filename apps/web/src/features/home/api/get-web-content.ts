import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WebContentType } from '@freight/domain/content-types';
import { useApiClient } from '../../../lib/api-provider';
import { isLanguage, type Language } from '../../../lib/i18n';
import { getWebContentQueryKey } from '../query-keys';

// D3-7.22 getWebContent, GET /contentstack/v1/contentstack?type=: editorial entries for the web app in
// the language chosen in the app (sent as `locale`, since the browser's Accept-Language may differ),
// each in English when it has no translation. `body` is HTML written by editors: sanitise it before
// showing it.

export type WebContentEntry = { key: string; title: string; body: string; position: number };

export function getWebContentPath(type: WebContentType, locale: Language): string {
  return `/contentstack/v1/contentstack?type=${type}&locale=${locale}`;
}

function isEntry(value: unknown): value is WebContentEntry {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.key === 'string' && typeof item.title === 'string' && typeof item.body === 'string';
}

/** The entries of the answer, in the server's order; throws on an answer that is not one. */
export function parseWebContent(body: unknown): WebContentEntry[] {
  const entries: unknown = (body as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) throw new Error('Unexpected content answer');
  return entries.filter(isEntry);
}

/** Editorial texts change rarely: one fetch per type and language for the session's first minutes. */
export function useWebContent(type: WebContentType) {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const locale: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return useQuery({
    queryKey: getWebContentQueryKey(type, locale),
    staleTime: 30 * 60_000,
    retry: false,
    queryFn: async ({ signal }) =>
      parseWebContent(await client.getJson(getWebContentPath(type, locale), { signal })),
  });
}
