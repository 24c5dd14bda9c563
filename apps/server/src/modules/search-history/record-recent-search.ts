import { and, desc, eq, sql } from 'drizzle-orm';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { searchCriteriaKey } from '@freight/domain/search/criteria-key';
import { toSearchRequest } from '@freight/domain/search/request';
import type { Executor, Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { members } from '../../db/schema/members';
import { savedSearches } from '../../db/schema/searches';
import { isZoneOffset, zoneOffsetOf } from '@freight/domain/zoned-dates';

export type SearchOwner = { memberId: string; carrierId: string | null };

/**
 * The criteria as the saved_searches columns hold them: the request's fields (a radius only for a
 * city, drop dates only with a destination), the dates as instants and the domain's criteria key.
 */
export function savedSearchColumns(criteria: SearchCriteria, zoneOffset: string | null) {
  const request = toSearchRequest(criteria);
  const instant = (value: string | null | undefined) => (value ? new Date(value) : null);
  return {
    trailerType: criteria.trailerType,
    originCity: request.originCity ?? null,
    originState: request.originState ?? null,
    originCountry: request.originCountry ?? null,
    originPostalCode: request.originPostalCode ?? null,
    originRadius: request.originRadius ?? null,
    destinationCity: request.destinationCity ?? null,
    destinationState: request.destinationState ?? null,
    destinationStates: request.destinationStates ?? [],
    destinationCountry: request.destinationCountry ?? null,
    destinationPostalCode: request.destinationPostalCode ?? null,
    destinationRadius: request.destinationRadius ?? null,
    pickupStart: instant(request.pickUpStartDate),
    pickupEnd: instant(request.pickUpEndDate),
    dropStart: instant(request.dropStartDate),
    dropEnd: instant(request.dropEndDate),
    zoneOffset,
    criteriaKey: searchCriteriaKey(criteria),
  };
}

/**
 * Serialises the saved-search writes of one member (record, favourite): two requests of the same
 * member wait for each other, so neither a duplicate recent search nor a favourite over the limit can
 * slip in between a check and its write. Other members are not held up.
 */
export async function lockSearchOwner(tx: Transaction, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** The saved search a search was recorded as, and whether it is one of the member's favourites. */
export type RecordedSearch = { id: string; favorite: boolean };

/**
 * Records a search the member ran in their recent searches (D1-3.06) and answers its id. The same
 * criteria run again (same `searchCriteriaKey`) do not add a row: the existing one is brought to the
 * top with the new search date and the dates as typed this time, and keeps its favourite flag, which
 * the answer carries so that a search already favourited shows as one (D1-4.07).
 * `criteria` must already be valid (the caller validated them to run the search); `zoneOffset`
 * defaults to the offset the pick-up start date was written with.
 */
export async function recordRecentSearch(
  db: Executor,
  owner: SearchOwner,
  criteria: SearchCriteria,
  zoneOffset: string | null,
): Promise<RecordedSearch> {
  const offset = zoneOffset ?? zoneOffsetOf(criteria.pickUpStartDate);
  if (offset !== null && !isZoneOffset(offset)) throw new Error(`Not a zone offset: ${offset}`);
  const columns = savedSearchColumns(criteria, offset);
  return runInTransaction(db, async (tx) => {
    await lockSearchOwner(tx, owner.memberId);
    const [existing] = await tx
      .select({ id: savedSearches.id, favorite: savedSearches.favorite })
      .from(savedSearches)
      .where(
        and(eq(savedSearches.memberId, owner.memberId), eq(savedSearches.criteriaKey, columns.criteriaKey)),
      )
      // A favourite first: it is the row the member knows this search by.
      .orderBy(desc(savedSearches.favorite), desc(savedSearches.searchDate))
      .limit(1);
    if (existing) {
      await tx
        .update(savedSearches)
        .set({ ...columns, carrierId: owner.carrierId, searchDate: sql`now()` })
        .where(eq(savedSearches.id, existing.id));
      return existing;
    }
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ ...columns, memberId: owner.memberId, carrierId: owner.carrierId })
      .returning({ id: savedSearches.id, favorite: savedSearches.favorite });
    return inserted!;
  });
}
