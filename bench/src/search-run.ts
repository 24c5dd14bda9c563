import { Agent, request } from 'node:http';
import { defaultConfig } from '@freight/domain/config';
import { persistedQuerySearch } from '@freight/domain/persisted-queries';
import { defaultCostProfile } from '@freight/domain/profit/cost-profile';
import { profitTermsOf } from '@freight/domain/profit/load-profit';
import { isProfitSortColumn } from '@freight/domain/search/sorting';
import type { Executor } from '../../apps/server/src/db/client';
import type { SearchCircle } from '../../apps/server/src/modules/postings/load-posting-conditions';
import { loadViewerOf } from '../../apps/server/src/modules/postings/load-viewer';
import { runSearchQueries } from '../../apps/server/src/modules/search/search-query';
import type { SearchQueryParams } from '../../apps/server/src/modules/search/search-query-params';
import type { Caller } from '../../apps/server/src/platform/caller';
import { findSearchPlace } from '../../apps/server/src/modules/search/find-search-place';
import webDocuments from '../../apps/server/src/generated/persisted-documents.json';
import type { MixSearch } from './search-mix';

// The two ways the benchmark runs a search: through the HTTP API as the web app calls it (its own
// document, by a GET of its hash), and as the same SQL alone (runSearchQueries on a connection of
// this process), at the same concurrency.

export type Sample = { searchId: number; ms: number; totalRecords: number | null; error: string | null };
export type Outcome = Omit<Sample, 'searchId' | 'ms'>;
export type Searcher = (search: MixSearch) => Promise<Outcome>;

/** Runs every search (or other call with an id) once, `concurrency` at a time, each timed from its start to its last byte. */
export async function runMix<T extends { id: number } = MixSearch>(
  searches: readonly T[],
  concurrency: number,
  searcher: (search: T) => Promise<Outcome>,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  let next = 0;
  const worker = async () => {
    while (next < searches.length) {
      const search = searches[next]!;
      next += 1;
      const started = performance.now();
      let outcome: Outcome;
      try {
        outcome = await searcher(search);
      } catch (error) {
        outcome = { totalRecords: null, error: error instanceof Error ? error.message : String(error) };
      }
      samples.push({ searchId: search.id, ms: performance.now() - started, ...outcome });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, searches.length) }, worker));
  return samples;
}

// What the results list shows of each load: the card, its stops and its rate.
export const loadPostingSelection = `
      loadId loadPostingStatus sourceSystem loadType isHazardous isHighValue isTemperatureControlled
      totalDistance distanceUOM totalWeight weightUOM numberOfStops transportMode buyAllowed
      managedEquipment exclusiveLoad isWatched originDeadHead destinationDeadHead
      rate {
        binRateIdentifier totalCharge currency
        lineHaulCharge { charge unitCharge quantity rateQualifier }
        fuelCharge { charge unitCharge quantity rateQualifier }
        accessorials { accessorialCode accessorialDescription accessorialCharge }
      }
      stops {
        stopId stopSequence stopType locationName city state postalCode country latitude longitude
        appointmentFrom appointmentTo appointmentState timeZone deadHead
      }`;

/** The results page's search (decision 068): its hash among the documents the server knows. */
function webSearchHash(): string {
  const found = Object.entries(webDocuments).find(([, text]) => text.includes('query searchLoadPostingV2('));
  if (!found) throw new Error('The web app has no searchLoadPostingV2 document: run npm run codegen');
  return found[0];
}

type SearchAnswer = {
  data?: { searchLoadPostingV2?: { totalRecords: number } | null } | null;
  errors?: { message: string }[];
};

/** POSTs a JSON body on a kept-alive connection and answers the status and the body's text. */
export function postJson(
  url: URL,
  agent: Agent,
  headers: Record<string, string>,
  payload: unknown,
): Promise<{ status: number; text: string }> {
  const body = JSON.stringify(payload);
  return send(url, agent, body, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
}

/** GETs `url` on a kept-alive connection and answers the status and the body's text. */
export function getJson(
  url: URL,
  agent: Agent,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return send(url, agent, undefined, { method: 'GET', headers });
}

function send(
  url: URL,
  agent: Agent,
  body: string | undefined,
  options: { method: string; headers: Record<string, string | number> },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { ...options, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * Searches as the results page does, a GET of its document's hash on /web/v1/experience, on
 * kept-alive connections, one per concurrent search.
 */
export function apiSearcher(
  baseUrl: string,
  headers: Record<string, string>,
  concurrency: number,
  options: { skipUserSearchHistory: boolean },
): { searcher: Searcher; close: () => void } {
  const hash = webSearchHash();
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const searcher: Searcher = async (search) => {
    const input = { ...search.input, skipUserSearchHistory: options.skipUserSearchHistory };
    const url = new URL(
      `/web/v1/experience?${persistedQuerySearch(hash, 'searchLoadPostingV2', { input })}`,
      baseUrl,
    );
    const { status, text } = await getJson(url, agent, headers);
    let answer: SearchAnswer;
    try {
      answer = JSON.parse(text) as SearchAnswer;
    } catch {
      return { totalRecords: null, error: `HTTP ${status}: ${text.slice(0, 200)}` };
    }
    const result = answer.data?.searchLoadPostingV2;
    const error = answer.errors?.[0]?.message ?? (result ? null : `HTTP ${status}`);
    return { totalRecords: result?.totalRecords ?? null, error };
  };
  return { searcher, close: () => agent.destroy() };
}

/**
 * The parameters the search use case would hand to runSearchQueries for each search of the mix:
 * the places as the gazetteer knows them, the caller's carrier as the viewer, the default
 * configuration. Worked out once, before anything is timed.
 */
export async function queryParamsOf(
  db: Executor,
  searches: readonly MixSearch[],
  caller: Caller,
): Promise<Map<number, SearchQueryParams>> {
  const circle = async (
    city: string | null | undefined,
    state: string | null | undefined,
    country: string | null | undefined,
    radiusMiles: number | null | undefined,
  ): Promise<SearchCircle | null> => {
    if (!city || !state || !country || !radiusMiles) return null;
    const place = await findSearchPlace(db, { city, state, country });
    if (!place) throw new Error(`The gazetteer has no ${city}, ${state}, ${country}`);
    return { latitude: place.latitude, longitude: place.longitude, radiusMiles };
  };
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);
  const params = new Map<number, SearchQueryParams>();
  for (const { id, input } of searches) {
    const states = input.destinationStates ?? [];
    params.set(id, {
      trailerType: input.trailerType ?? defaultConfig.search.defaultTrailerType,
      pickUpFrom: date(input.pickUpStartDate),
      pickUpTo: date(input.pickUpEndDate),
      origin: await circle(input.originCity, input.originState, input.originCountry, input.originRadius),
      destination: await circle(
        input.destinationCity,
        input.destinationState,
        input.destinationCountry,
        input.destinationRadius,
      ),
      destinationStates:
        states.length > 0
          ? { country: input.destinationCountry ?? defaultConfig.search.defaultCountry, states }
          : null,
      dropFrom: date(input.dropStartDate),
      dropTo: date(input.dropEndDate),
      viewer: loadViewerOf(caller),
      config: defaultConfig,
      memberId: caller.memberId,
      // The benchmark's carrier has no cost profile: the profit sorts use the defaults, as the API does.
      profit: isProfitSortColumn(input.sortColumn)
        ? { terms: profitTermsOf(defaultCostProfile), minNetProfitCents: null, minNetCentsPerDay: null }
        : null,
      sortColumn: input.sortColumn,
      sortDirection: input.sortDirection,
      page: input.page,
      size: input.size,
    });
  }
  return params;
}

/** The same searches as runSearchQueries calls on `db`. */
export function sqlSearcher(db: Executor, params: Map<number, SearchQueryParams>): Searcher {
  return async (search) => {
    const result = await runSearchQueries(db, params.get(search.id)!);
    return { totalRecords: result.totalRecords, error: null };
  };
}
