import type { Language } from '../../lib/i18n';

// The loads feature's query keys (postings, their details, booking, matched and watched lists), each
// defined once.

export function getTermsQueryKey(loadType: string, locale: Language) {
  return ['contentorconfig', 'terms_and_conditions', loadType, locale] as const;
}

export function getBookingMemberQueryKey(upn: string) {
  return ['getUserDetails', upn, 'booking'] as const;
}

export function similarLoadsQueryKey(loadId: string) {
  return ['recommendedSimilarLoadsByLoadIds', loadId] as const;
}

export function getLoadPostingQueryKey(loadId: string) {
  return ['getLoadPosting', loadId] as const;
}

/** Every cached recommendation (the list and Top Recommendations): a booking refreshes them. */
export const recommendedLoadsQueryKey = ['recommendedLoads'] as const;

/** Every cached watched list: watching a load refreshes them. */
export const watchedLoadsQueryKey = ['getUserWatchedLoads'] as const;

export function getContactQueryKey(id: string) {
  return ['contact', id] as const;
}

/** The recommended list on Home, paged by `pageSize`. */
export function recommendedLoadsListQueryKey(pageSize: number) {
  return [...recommendedLoadsQueryKey, 'list', pageSize] as const;
}

/** The watched list on Home, paged by `pageSize`. */
export function watchedLoadsListQueryKey(pageSize: number) {
  return [...watchedLoadsQueryKey, pageSize] as const;
}
