import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '@freight/domain/config';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { searchCriteriaKey } from '@freight/domain/search/criteria-key';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { runInTransaction } from '../../db/run-in-transaction';
import { savedSearches } from '../../db/schema/searches';
import type { Caller } from '../../platform/caller';
import { AppError, conflict, notFound } from '../../platform/errors';
import { issueMessage, parseInput } from '../../platform/validate';
import { parseSearchCriteriaInput } from './parse-search-criteria-input';
import { lockSearchOwner, recordRecentSearch } from './record-recent-search';
import { savedSearchNotFoundMessage, type SearchHistoryUpdate } from './update-user-search-history';
import { message } from '../../platform/i18n';

// The spec's texts, word for word (D1-5.12); the client titles its dialog by the code (D1-4.09).
export const duplicateFavoriteMessage = message('searchHistory.duplicateFavorite');
export const favoriteListFullMessage = message('searchHistory.favoriteListFull');

const eitherMessage = issueMessage('searchHistory.idOrCriteria');

export const updateUserSearchHistoryAsFavoriteInputSchema = z
  .object({ id: z.uuid(issueMessage('searchHistory.id')).nullish(), criteria: z.unknown().optional() })
  .refine((input) => (input.id == null) !== (input.criteria == null), {
    message: eitherMessage,
    path: ['id'],
  });

export type FavoriteContext = { now: Date; config: Pick<AppConfig, 'search' | 'app'> };

/**
 * Makes a search one of the caller's favourites (D1-4.07, D1-7.10): an existing saved search of the
 * caller by id (also the undo of an un-favourite), or criteria straight from the search form, which
 * are recorded as a recent search and favourited in the same transaction. Refused, changing nothing:
 * a favourite with the same criteria already exists (CONFLICT 'Record Exist', that search itself
 * included) or the list holds `config.search.favoriteLimit` favourites (LIMIT_EXCEEDED 'Favorite
 * search list full') (D1-5.12). The checks and the write run under a lock on the member, so two
 * concurrent requests cannot both pass the limit; the partial unique index refuses a duplicate even
 * if the checks were wrong.
 */
export async function updateUserSearchHistoryAsFavorite(
  db: Executor,
  caller: Caller,
  input: unknown,
  context: FavoriteContext,
): Promise<SearchHistoryUpdate> {
  const { id, criteria: criteriaInput } = parseInput(updateUserSearchHistoryAsFavoriteInputSchema, input);
  const criteria = id ? null : await parseSearchCriteriaInput(db, caller, criteriaInput, context);
  try {
    return await runInTransaction(db, async (tx) => {
      await lockSearchOwner(tx, caller.memberId);
      const criteriaKey = id ? await ownCriteriaKey(tx, caller, id) : searchCriteriaKey(criteria!);
      const mine = eq(savedSearches.memberId, caller.memberId);
      const favorites = and(mine, eq(savedSearches.favorite, true));
      // One after another: the statements of a transaction share its one connection.
      const duplicates = await tx.$count(
        savedSearches,
        and(favorites, eq(savedSearches.criteriaKey, criteriaKey)),
      );
      const [listed] = await tx.select({ value: count() }).from(savedSearches).where(favorites);
      if (duplicates > 0) throw conflict(duplicateFavoriteMessage);
      if ((listed?.value ?? 0) >= context.config.search.favoriteLimit)
        throw new AppError('LIMIT_EXCEEDED', favoriteListFullMessage);
      const searchId = id ?? (await recordOwnSearch(tx, caller, criteria!));
      await tx.update(savedSearches).set({ favorite: true }).where(eq(savedSearches.id, searchId));
      return { id: searchId, errorMessage: null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateFavoriteMessage);
    throw error;
  }
}

async function ownCriteriaKey(db: Executor, caller: Caller, id: string): Promise<string> {
  const [row] = await db
    .select({ criteriaKey: savedSearches.criteriaKey })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, caller.memberId)));
  if (!row) throw notFound(savedSearchNotFoundMessage);
  return row.criteriaKey;
}

async function recordOwnSearch(db: Executor, caller: Caller, criteria: SearchCriteria): Promise<string> {
  const owner = { memberId: caller.memberId, carrierId: caller.carrier?.id ?? null };
  return (await recordRecentSearch(db, owner, criteria, null)).id;
}
