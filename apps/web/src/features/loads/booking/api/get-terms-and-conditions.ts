import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../lib/i18n';
import { useApiClient } from '../../../../lib/api-provider';
import { getTermsQueryKey } from '../../query-keys';

// D1-7 GET /v1/contentorconfig?contentType=terms_and_conditions: the terms and conditions of a load
// type, which the rate confirmation shows before the user accepts (D1-4.22). The body is HTML written
// outside the app, so it is sanitised where it is shown.

export type TermsAndConditions = { title: string | null; body: string };

export function getTermsPath(loadType: string, locale: Language): string {
  const query = new URLSearchParams({ contentType: 'terms_and_conditions', loadType, locale });
  return `/v1/contentorconfig?${query.toString()}`;
}

/** The terms of the answer; throws on an answer without a body, which reads as a failed fetch. */
export function parseTermsAndConditions(body: unknown): TermsAndConditions {
  const item = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof item.body !== 'string' || !item.body.trim()) throw new Error('The answer holds no terms');
  return { title: typeof item.title === 'string' && item.title.trim() ? item.title : null, body: item.body };
}

export function useTermsAndConditions(loadType: string, locale: Language) {
  const client = useApiClient();
  return useQuery({
    queryKey: getTermsQueryKey(loadType, locale),
    // Terms change rarely; a rate confirmation opened again shows them at once.
    staleTime: 30 * 60_000,
    retry: false,
    queryFn: async ({ signal }) =>
      parseTermsAndConditions(await client.getJson(getTermsPath(loadType, locale), { signal })),
  });
}
