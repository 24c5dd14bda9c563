import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { savedSearches } from '../../db/schema/searches';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import { issueMessage, parseInput } from '../../platform/validate';
import { message } from '../../platform/i18n';

export const savedSearchNotFoundMessage = message('searchHistory.notFound');

export const updateUserSearchHistoryInputSchema = z.object({
  id: z.uuid(issueMessage('searchHistory.id')),
  // Favouriting checks duplicates and the limit: it has its own operation (one way to do it).
  favorite: z.literal(false, issueMessage('searchHistory.useFavorite')),
});

/** What both updates answer (D1-7.10): the saved search's id; errorMessage is null on success. */
export type SearchHistoryUpdate = { id: string; errorMessage: string | null };

/**
 * Un-favourites one of the caller's saved searches (D1-4.07, D1-4.08): it leaves the favourites and
 * stays in the recent searches, so updateUserSearchHistoryAsFavorite with its id undoes it. Doing it
 * twice is harmless. Another member's search answers NOT_FOUND, like one that does not exist.
 */
export async function updateUserSearchHistory(
  db: Executor,
  caller: Caller,
  input: unknown,
): Promise<SearchHistoryUpdate> {
  const { id } = parseInput(updateUserSearchHistoryInputSchema, input);
  const [row] = await db
    .update(savedSearches)
    .set({ favorite: false })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, caller.memberId)))
    .returning({ id: savedSearches.id });
  if (!row) throw notFound(savedSearchNotFoundMessage);
  return { id: row.id, errorMessage: null };
}
