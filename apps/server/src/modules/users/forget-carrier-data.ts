import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { notifications, recommendationViews, savedSearches, watchedLoads } from '../../db/schema/index';

/**
 * What a member held of their carrier's work goes when they leave it (delink, transfer, delete;
 * decision 055): their saved and recent searches, watched loads, seen recommendations and
 * notifications, which speak of that carrier's loads. Shipments and their history stay with the
 * carrier.
 */
export async function forgetCarrierData(tx: Transaction, memberId: string): Promise<void> {
  await tx.delete(savedSearches).where(eq(savedSearches.memberId, memberId));
  await tx.delete(watchedLoads).where(eq(watchedLoads.memberId, memberId));
  await tx.delete(recommendationViews).where(eq(recommendationViews.memberId, memberId));
  await tx.delete(notifications).where(eq(notifications.memberId, memberId));
}
