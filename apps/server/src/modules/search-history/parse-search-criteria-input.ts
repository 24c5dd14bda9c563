import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '@freight/domain/config';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { effectiveTrailerType } from '@freight/domain/search/defaults';
import { fromSearchRequest } from '@freight/domain/search/request';
import { hasIssues, validateSearchCriteria } from '@freight/domain/search/validation';
import type { Executor } from '../../db/client';
import { places } from '../../db/schema/places';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import { issueMessage, parseInput } from '../../platform/validate';
import { message } from '../../platform/i18n';

const text = (max: number) => z.string().trim().max(max, issueMessage('input.tooLong', { max })).nullish();

/** The flat criteria of the search request (D1-3.04), bounded before the domain's rules read them. */
export const searchCriteriaInputSchema = z.object({
  originCity: text(100),
  originState: text(3),
  originCountry: text(3),
  originPostalCode: text(10),
  originRadius: z.number().int().nullish(),
  pickUpStartDate: text(40),
  pickUpEndDate: text(40),
  destinationCity: text(100),
  destinationState: text(3),
  destinationStates: z.array(z.string().trim().max(3)).max(10).nullish(),
  destinationCountry: text(3),
  destinationPostalCode: text(10),
  destinationRadius: z.number().int().nullish(),
  dropStartDate: text(40),
  dropEndDate: text(40),
  trailerType: text(40),
});

export const invalidSearchMessage = message('searchHistory.invalidSearch');

/** The IANA zone of a searched city, for the "not before today in that place" rule (D1-5.07). */
async function timeZoneOf(db: Executor, place: SearchCriteria['origin']): Promise<string | null> {
  if (!place) return null;
  const [row] = await db
    .select({ timeZone: places.timeZone })
    .from(places)
    .where(
      and(
        sql`lower(${places.name}) = lower(${place.city})`,
        eq(places.state, place.state),
        eq(places.country, place.country),
      ),
    )
    .orderBy(desc(places.population))
    .limit(1);
  return row?.timeZone ?? null;
}

/**
 * Reads flat search criteria sent by the form and checks them with the same rules as the search
 * (D1-5): a broken rule answers BAD_USER_INPUT naming each field with its text. A guest-only caller's
 * trailer type is the default one, as their searches are (D1-4.06).
 */
export async function parseSearchCriteriaInput(
  db: Executor,
  caller: Caller,
  input: unknown,
  { now, config }: { now: Date; config: Pick<AppConfig, 'search' | 'app'> },
): Promise<SearchCriteria> {
  const request = parseInput(searchCriteriaInputSchema, input);
  const criteria = fromSearchRequest(request, config);
  criteria.trailerType = effectiveTrailerType(caller.roles, criteria.trailerType, config);
  if (criteria.origin) criteria.origin.timeZone = await timeZoneOf(db, criteria.origin);
  const issues = validateSearchCriteria(criteria, { now, config });
  if (hasIssues(issues)) {
    const fields = Object.fromEntries(
      Object.entries(issues).map(([field, issue]) => [field, message(`messages:searchRules.${issue}`)]),
    );
    throw badInput(invalidSearchMessage, fields);
  }
  return criteria;
}
