import type { StoredCostProfile } from './find-carrier-cost-profile';

/** The GraphQL shape of a cost profile: the figures, whether they are the defaults, when saved. */
export function costProfileView(profile: StoredCostProfile) {
  return { ...profile, updatedAt: profile.updatedAt?.toISOString() ?? null };
}
