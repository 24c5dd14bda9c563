import type { WebContentType } from '@freight/domain/content-types';
import type { Language } from '../../lib/i18n';
import { recommendedLoadsQueryKey } from '../loads/query-keys';

// Home's query keys, each defined once. The My Loads counts of its tiles are a shared key
// (lib/query-keys.ts): the lists and the booking make them stale.

export function getWebContentQueryKey(type: WebContentType, locale: Language) {
  return ['webContent', type, locale] as const;
}

export function getCarrierSourceQueryKey(upn: string) {
  return ['getUserDetails', upn, 'source'] as const;
}

/** Top Recommendations: under the recommendations' root, so that a booking refreshes them too. */
export function topRecommendationsQueryKey(size: number) {
  return [...recommendedLoadsQueryKey, 'top', size] as const;
}
