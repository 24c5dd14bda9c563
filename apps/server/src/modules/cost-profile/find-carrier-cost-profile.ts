import { eq } from 'drizzle-orm';
import { defaultCostProfile, type CostProfile } from '@freight/domain/profit/cost-profile';
import type { Executor } from '../../db/client';
import { costProfiles } from '../../db/schema/profit';

export type StoredCostProfile = CostProfile & { isDefault: boolean; updatedAt: Date | null };

/** A carrier's saved cost profile, or the defaults when it has none (or the caller has no carrier). */
export async function findCarrierCostProfile(
  db: Executor,
  carrierId: string | null,
): Promise<StoredCostProfile> {
  const [row] = carrierId
    ? await db.select().from(costProfiles).where(eq(costProfiles.carrierId, carrierId))
    : [];
  if (!row) return { ...defaultCostProfile, isDefault: true, updatedAt: null };
  const { carrierId: _carrier, updatedBy: _by, updatedAt, ...profile } = row;
  return { ...profile, isDefault: false, updatedAt };
}
