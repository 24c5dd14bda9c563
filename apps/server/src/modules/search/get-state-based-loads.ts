import { z } from 'zod';
import { statesByCountry, toCountryCode } from '@freight/domain/countries';
import { availableSortColumns } from '@freight/domain/search/sorting';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { choosePageAndSort, pageAndSortFields } from '../postings/choose-page-and-sort';
import type { LoadPostingSearchResult } from '../postings/load-posting-views';
import { loadViewerOf } from '../postings/load-viewer';
import { runSearchQueries } from './search-query';
import { message } from '../../platform/i18n';

// The state-based load request (D1-3.08): the carrier fields and userRole are not read, as in search.
export const stateBasedLoadInputSchema = z.object({
  country: z.string().trim().toUpperCase().max(10),
  stateId: z.string().trim().toUpperCase().max(10),
  ...pageAndSortFields,
});

/** "USA" or "CAN"; the ISO codes US and CA are accepted too (D1-7.19). */
function countryOf(code: string): keyof typeof statesByCountry | undefined {
  const country = code.length === 2 ? toCountryCode(code) : code;
  return country === 'USA' || country === 'CAN' ? country : undefined;
}

/**
 * getStateBasedLoad (D1-7.07): the open loads picking up in one state or province whose pick-up
 * window has not ended, visible to the caller's carrier, sorted and paged like a search. There is no
 * searched city, so the deadhead sorts are not offered.
 */
export async function getStateBasedLoads(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<LoadPostingSearchResult> {
  const request = parseInput(stateBasedLoadInputSchema, input);
  const country = countryOf(request.country);
  if (!country) {
    const text = message('search.countryInvalid');
    throw badInput(text, { country: text });
  }
  if (!(request.stateId in statesByCountry[country])) {
    const text = message('search.stateInvalid', { stateId: request.stateId, country });
    throw badInput(text, { stateId: text });
  }
  const config = await services.appConfig();
  const pageAndSort = choosePageAndSort(request, {
    pageSize: config.paging.stateBasedPageSize,
    sortColumns: availableSortColumns({ originMode: 'anywhere', destinationMode: 'anywhere' }),
    config,
  });
  const { totalRecords, totalRecordsCapped, postings } = await runSearchQueries(services.db, {
    trailerType: null,
    pickUpFrom: null,
    pickUpTo: null,
    pickUpOpenAt: services.now(),
    origin: null,
    originState: { country, state: request.stateId },
    destination: null,
    dropFrom: null,
    dropTo: null,
    viewer: loadViewerOf(caller),
    config,
    memberId: caller.memberId,
    ...pageAndSort,
  });
  return {
    totalRecords,
    totalRecordsCapped,
    loadPostings: postings,
    message: null,
    status: 'OK',
    error: null,
    searchHistoryId: null,
    searchHistoryFavorite: false,
  };
}
