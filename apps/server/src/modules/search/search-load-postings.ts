import { z } from 'zod';
import type { SearchCriteria, SearchPlace } from '@freight/domain/search/criteria';
import { effectiveTrailerType } from '@freight/domain/search/defaults';
import { fromSearchRequest } from '@freight/domain/search/request';
import { isProfitSortColumn, searchSortColumns } from '@freight/domain/search/sorting';
import { profitTermsOf } from '@freight/domain/profit/load-profit';
import { searchWindowsOf } from '@freight/domain/search/windows';
import {
  validateSearchCriteria,
  type SearchField,
  type SearchIssues,
} from '@freight/domain/search/validation';
import { message } from '../../platform/i18n';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { choosePageAndSort, pageAndSortFields } from '../postings/choose-page-and-sort';
import type { SearchCircle } from '../postings/load-posting-conditions';
import type { LoadPostingSearchResult } from '../postings/load-posting-views';
import { loadViewerOf } from '../postings/load-viewer';
import { findCarrierCostProfile } from '../cost-profile/find-carrier-cost-profile';
import { recordRecentSearch } from '../search-history/record-recent-search';
import { findSearchPlace, type GazetteerPlace } from './find-search-place';
import { runSearchQueries } from './search-query';
import type { SearchQueryParams } from './search-query-params';

const text = (max: number) => z.string().max(max).nullish();
const maxProfitBound = 1_000_000;
const profitBound = z
  .number()
  .min(-maxProfitBound, issueMessage('costProfile.profitBound', { max: maxProfitBound }))
  .max(maxProfitBound, issueMessage('costProfile.profitBound', { max: maxProfitBound }))
  .nullish();

// The search request of D1-3.04. Its carrier fields (userId, carrierId, carrierScac, carrierTier,
// the equipment capabilities, userRole) are not read: unknown keys are dropped, and who is searching
// is the signed-in caller. The rules of the form are checked by the domain, below.
export const searchLoadPostingInputSchema = z.object({
  originCity: text(100),
  originState: text(10),
  originCountry: text(10),
  originPostalCode: text(10),
  originRadius: z.int().nullish(),
  pickUpStartDate: text(40),
  pickUpEndDate: text(40),
  destinationCity: text(100),
  destinationState: text(10),
  destinationStates: z.array(z.string().max(10)).max(10).nullish(),
  destinationCountry: text(10),
  destinationPostalCode: text(10),
  destinationRadius: z.int().nullish(),
  dropStartDate: text(40),
  dropEndDate: text(40),
  trailerType: text(40),
  ...pageAndSortFields,
  skipUserSearchHistory: z.boolean().nullish(),
  // Beyond the spec (decision 058): lower bounds on net profit and net per day, in dollars.
  minNetProfit: profitBound,
  minNetPerDay: profitBound,
});

// Which broken rule the answer's message names when several are broken: the form's order, top down.
const fieldOrder: readonly SearchField[] = [
  'origin',
  'originRadius',
  'destination',
  'destinationRadius',
  'destinationStates',
  'pickUpDates',
  'dropDates',
  'trailerType',
];

/** BAD_USER_INPUT: the text of the first broken rule, and every broken rule's code by field. */
function refuse(issues: SearchIssues): never {
  const broken = fieldOrder.flatMap((field) => {
    const issue = issues[field];
    return issue ? [[field, issue] as const] : [];
  });
  const [, first] = broken[0]!;
  throw badInput(message(`messages:searchRules.${first}`), Object.fromEntries(broken));
}

/** The searched place as the gazetteer spells it, with its zone. */
function placeFrom(asked: SearchPlace, found: GazetteerPlace): SearchPlace {
  return {
    city: found.city,
    state: found.state,
    country: found.country,
    postalCode: asked.postalCode ?? found.postalCode,
    timeZone: found.timeZone,
  };
}

function lookUp(db: Executor, place: SearchPlace | null, isCity: boolean): Promise<GazetteerPlace | null> {
  return isCity && place ? findSearchPlace(db, place) : Promise.resolve(null);
}

const circleOf = (place: GazetteerPlace | null, radiusMiles: number): SearchCircle | null =>
  place ? { latitude: place.latitude, longitude: place.longitude, radiusMiles } : null;

/**
 * searchLoadPostingV2 (D1-7.06): checks the request with the rules of the form (D1-5) and the
 * gazetteer, searches the open loads the caller's carrier may see in the windows its dates mean at the
 * places searched, and records the search among the
 * caller's recent searches unless it re-runs a saved one. A refused search records nothing.
 */
export async function searchLoadPostings(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<LoadPostingSearchResult> {
  const { db } = services;
  const {
    page,
    size,
    sortColumn,
    sortDirection,
    skipUserSearchHistory,
    minNetProfit,
    minNetPerDay,
    ...request
  } = parseInput(searchLoadPostingInputSchema, input);
  // The places and the carrier's cost profile do not depend on the configuration: all are read at
  // once. The profile is read when the request asks for a profit sort or bound.
  const typed = fromSearchRequest(request);
  const carrierId = caller.carrier?.id ?? null;
  const asksProfit = isProfitSortColumn(sortColumn) || minNetProfit != null || minNetPerDay != null;
  const [config, origin, destination, askedProfile] = await Promise.all([
    services.appConfig(),
    lookUp(db, typed.origin, typed.originMode === 'city'),
    lookUp(db, typed.destination, typed.destinationMode === 'city'),
    asksProfit ? findCarrierCostProfile(db, carrierId) : null,
  ]);
  const asked = fromSearchRequest(request, config);
  // A guest-only user always searches the default trailer type (D1-4.06).
  const trailerType = effectiveTrailerType(caller.roles, asked.trailerType, config);
  const criteria: SearchCriteria = {
    ...asked,
    trailerType,
    origin: asked.origin && origin ? placeFrom(asked.origin, origin) : asked.origin,
    destination:
      asked.destination && destination ? placeFrom(asked.destination, destination) : asked.destination,
  };

  const issues = validateSearchCriteria(criteria, { now: services.now(), config });
  // A city the gazetteer does not know is not among the typeahead's suggestions (D1-5.09).
  if (criteria.originMode === 'city' && criteria.origin && !origin) issues.origin ??= 'cityInvalid';
  if (criteria.destinationMode === 'city' && criteria.destination && !destination)
    issues.destination ??= 'cityInvalid';
  if (Object.keys(issues).length > 0) refuse(issues);

  const pageAndSort = choosePageAndSort(
    { page, size, sortColumn, sortDirection },
    {
      pageSize: config.paging.searchPageSize,
      sortColumns: searchSortColumns(criteria),
      config,
    },
  );
  // The days and times picked, on the wall clocks of the places searched (decision 051).
  const { pickUpFrom, pickUpTo, dropFrom, dropTo } = searchWindowsOf(criteria, config);
  // The cost profile counts only when the search sorts or filters by profit (a configured default
  // sort may be one the request did not ask for).
  const needsProfit =
    isProfitSortColumn(pageAndSort.sortColumn) || minNetProfit != null || minNetPerDay != null;
  const profit = needsProfit
    ? {
        terms: profitTermsOf(askedProfile ?? (await findCarrierCostProfile(db, carrierId))),
        minNetProfitCents: minNetProfit == null ? null : Math.round(minNetProfit * 100),
        minNetCentsPerDay: minNetPerDay == null ? null : Math.round(minNetPerDay * 100),
      }
    : null;
  const params: SearchQueryParams = {
    trailerType,
    pickUpFrom,
    pickUpTo,
    origin: circleOf(origin, criteria.originRadius),
    destination:
      criteria.destinationMode === 'city' ? circleOf(destination, criteria.destinationRadius) : null,
    destinationStates:
      criteria.destinationMode === 'states'
        ? { country: criteria.destinationCountry, states: criteria.destinationStates }
        : null,
    dropFrom,
    dropTo,
    viewer: loadViewerOf(caller),
    config,
    memberId: caller.memberId,
    profit,
    ...pageAndSort,
  };
  const { totalRecords, totalRecordsCapped, postings } = await runSearchQueries(db, params);

  // Recorded with the place names as the gazetteer spells them; the zone offset is the one the
  // pick-up start date was typed with. Its own transaction: the search itself only reads.
  const recorded = skipUserSearchHistory
    ? null
    : await recordRecentSearch(db, { memberId: caller.memberId, carrierId }, criteria, null);
  return {
    totalRecords,
    totalRecordsCapped,
    loadPostings: postings,
    message: null,
    status: 'OK',
    error: null,
    searchHistoryId: recorded?.id ?? null,
    searchHistoryFavorite: recorded?.favorite ?? false,
  };
}
