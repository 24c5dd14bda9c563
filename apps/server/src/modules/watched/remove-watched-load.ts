import { and, eq, inArray } from 'drizzle-orm';
import { loadPostings } from '../../db/schema/loads';
import { watchedLoads } from '../../db/schema/searches';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { watchedLoadInputSchema, type WatchedLoadResult } from './watched-load-input';
import { message } from '../../platform/i18n';

export const watchedLoadRemovedMessage = message('watched.removed');
export const loadNotWatchedMessage = message('watched.notWatched');

/**
 * deleteUserWatchedLoads (D1-7.15): the caller stops watching a load, whatever its status now (a
 * booked load can still be unwatched). One statement, so it needs no transaction of its own. A load
 * that was not watched is not an error: the undo of a removal and a double tap both end here.
 */
export async function removeWatchedLoad(
  services: Pick<Services, 'db'>,
  caller: Caller,
  input: unknown,
): Promise<WatchedLoadResult> {
  const { loadId } = parseInput(watchedLoadInputSchema, input);
  const [removed] = await services.db
    .delete(watchedLoads)
    .where(
      and(
        eq(watchedLoads.memberId, caller.memberId),
        inArray(
          watchedLoads.loadPostingId,
          services.db
            .select({ id: loadPostings.id })
            .from(loadPostings)
            .where(eq(loadPostings.loadId, loadId)),
        ),
      ),
    )
    .returning({ id: watchedLoads.id });
  return removed
    ? { id: removed.id, error: false, message: watchedLoadRemovedMessage }
    : { id: null, error: false, message: loadNotWatchedMessage };
}
