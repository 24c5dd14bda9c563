import { and, eq } from 'drizzle-orm';
import { loadPostings } from '../../db/schema/loads';
import { watchedLoads } from '../../db/schema/searches';
import { runInTransaction } from '../../db/run-in-transaction';
import type { Caller } from '../../platform/caller';
import { forbidden, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { isOpen, visibleTo } from '../postings/load-posting-conditions';
import { loadViewerOf } from '../postings/load-viewer';
import { watchedLoadInputSchema, type WatchedLoadResult } from './watched-load-input';
import { message } from '../../platform/i18n';

export const watchedLoadNotFoundMessage = message('watched.notFound');
export const watchedLoadAddedMessage = message('watched.added');

/**
 * newUserWatchedLoads (D1-3.09, D1-7.15): the caller watches an open load their carrier may see. The
 * record keeps the caller's carrier, the origin as the card shows it and the server's time. Watching a
 * load again answers the record that exists: the unique (member, load) index makes a twin impossible
 * even when two taps race. A load that is unknown, closed or hidden from the carrier is NOT_FOUND,
 * so the answer never tells which.
 */
export async function addWatchedLoad(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<WatchedLoadResult> {
  const { loadId, origin } = parseInput(watchedLoadInputSchema, input);
  const carrier = caller.carrier;
  if (!carrier) throw forbidden();
  const config = await services.appConfig();
  return runInTransaction(services.db, async (tx) => {
    const [posting] = await tx
      .select({
        id: loadPostings.id,
        originCity: loadPostings.originCity,
        originState: loadPostings.originState,
      })
      .from(loadPostings)
      .where(and(eq(loadPostings.loadId, loadId), isOpen, visibleTo(loadViewerOf(caller), config)))
      .limit(1);
    if (!posting) throw notFound(watchedLoadNotFoundMessage);
    const [created] = await tx
      .insert(watchedLoads)
      .values({
        memberId: caller.memberId,
        carrierId: carrier.id,
        loadPostingId: posting.id,
        origin: origin || `${posting.originCity}, ${posting.originState}`,
        watchDate: services.now(),
      })
      .onConflictDoNothing({ target: [watchedLoads.memberId, watchedLoads.loadPostingId] })
      .returning({ id: watchedLoads.id });
    if (created) return { id: created.id, error: false, message: watchedLoadAddedMessage };
    const [existing] = await tx
      .select({ id: watchedLoads.id })
      .from(watchedLoads)
      .where(and(eq(watchedLoads.memberId, caller.memberId), eq(watchedLoads.loadPostingId, posting.id)));
    return { id: existing!.id, error: false, message: watchedLoadAddedMessage };
  });
}
