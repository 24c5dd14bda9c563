import { and, eq } from 'drizzle-orm';
import { loadPostings } from '../../db/schema/loads';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { fetchLoadPostingViews, type LoadPostingView } from './load-posting-views';
import { visibleToCaller } from './visible-to-caller';

/**
 * getLoadPosting: one posting for its details panel. An open posting as search shows it to the
 * caller's carrier; a posting that is no longer open only to the carrier that booked it. Null
 * otherwise, whether it exists or not.
 */
export async function getLoadPosting(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  loadId: string,
): Promise<LoadPostingView | null> {
  const { db } = services;
  const wanted = loadId.trim().toUpperCase();
  if (wanted.length === 0 || wanted.length > 64) return null;
  const config = await services.appConfig();
  const rows = await db
    .select()
    .from(loadPostings)
    .where(and(eq(loadPostings.loadId, wanted), visibleToCaller(caller, config)))
    .limit(1);
  const [view] = await fetchLoadPostingViews(db, rows, caller.memberId);
  return view ?? null;
}
