import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchCriteria, SearchPlace } from '@freight/domain/search/criteria';
import { searchCriteriaKey } from '@freight/domain/search/criteria-key';
import { defaultDates } from '@freight/domain/search/defaults';
import { fromSearchRequest } from '@freight/domain/search/request';
import { shiftDays, startOfDay, toOffsetDateTime } from '@freight/domain/zoned-dates';
import { savedSearches } from '../../db/schema/index';
import { createCarrier, signInAs, type TestMember } from '../../test-support/sign-in';
import { graphql, graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { recordRecentSearch, savedSearchColumns } from './record-recent-search';
import type { SavedSearchView } from './saved-search-view';
import { savedSearchNotFoundMessage } from './update-user-search-history';
import { duplicateFavoriteMessage, favoriteListFullMessage } from './update-user-search-history-as-favorite';
import { inEnglish } from '../../test-support/in-english';

type SignedIn = { member: TestMember; headers: Record<string, string> };
type HistoryPage = { totalRecords: number; savedSearches: SavedSearchView[] };

const favoriteLimit = 3;
const day = 86_400_000;
// Every date of these tests is written at -06:00, as a member in Chicago in winter types them.
const offset = '-06:00';
const todayIso = () => startOfDay(toOffsetDateTime(Date.now(), -360));

const chicago: SearchPlace = { city: 'Chicago', state: 'IL', country: 'USA', postalCode: '60601' };
const dallas: SearchPlace = { city: 'Dallas', state: 'TX', country: 'USA', postalCode: '75201' };

/** A valid search from Chicago, picking up `inDays` days from today with the form's default ranges. */
function criteriaOf(inDays: number, patch: Partial<SearchCriteria> = {}): SearchCriteria {
  return {
    originMode: 'city',
    origin: chicago,
    originRadius: 100,
    destinationMode: 'city',
    destination: dallas,
    destinationRadius: 150,
    destinationCountry: 'USA',
    destinationStates: [],
    ...defaultDates(shiftDays(todayIso(), inDays)),
    trailerType: 'Dry Van',
    ...patch,
  };
}

/** The flat request fields of SavedSearchCriteriaInput. */
function requestOf(criteria: SearchCriteria) {
  const radius = (mode: string, miles: number) => (mode === 'city' ? miles : null);
  return {
    originCity: criteria.origin?.city ?? null,
    originState: criteria.origin?.state ?? null,
    originCountry: criteria.origin?.country ?? null,
    originRadius: radius(criteria.originMode, criteria.originRadius),
    pickUpStartDate: criteria.pickUpStartDate,
    pickUpEndDate: criteria.pickUpEndDate,
    destinationCity: criteria.destination?.city ?? null,
    destinationState: criteria.destination?.state ?? null,
    destinationCountry: criteria.destination?.country ?? null,
    destinationRadius: radius(criteria.destinationMode, criteria.destinationRadius),
    destinationStates: criteria.destinationStates,
    dropStartDate: criteria.dropStartDate,
    dropEndDate: criteria.dropEndDate,
    trailerType: criteria.trailerType,
  };
}

const savedSearchFields = `
  id userid carrierid trailertype originCity originState originPostalCode originCountry originradius
  destinationCity destinationState destinationState1 destinationState2 destinationState3
  destinationCountry destinationPostalCode destinationradius pickupdate dropdate searchdate
  favouritesearchindicator durationDays pickupStartDate pickupEndDate dropStartDate dropEndDate
  pickupStartDateOffset pickupEndDateOffset dropStartDateOffset dropEndDateOffset
  criteria {
    originCity originState originCountry originPostalCode originRadius pickUpStartDate pickUpEndDate
    destinationCity destinationState destinationStates destinationCountry destinationPostalCode
    destinationRadius dropStartDate dropEndDate trailerType favorite
  }
`;
const recentQuery = `query Recent($input: SearchHistoryInput) {
  findUserRecentSearchHistory(input: $input) { totalRecords savedSearches { ${savedSearchFields} } }
}`;
const favouriteQuery = `query Favourites($input: SearchHistoryInput) {
  findUserFavouriteSearchHistory(input: $input) { totalRecords savedSearches { ${savedSearchFields} } }
}`;
const unfavouriteMutation = `mutation Unfavourite($input: UpdateUserSearchHistoryInput!) {
  updateUserSearchHistory(input: $input) { id errorMessage }
}`;
const favouriteMutation = `mutation Favourite($input: UpdateUserSearchHistoryAsFavoriteInput!) {
  updateUserSearchHistoryAsFavorite(input: $input) { id errorMessage }
}`;

describe('recent and favourite searches', () => {
  let test: TestApp;
  let carrierId: string;

  beforeAll(async () => {
    test = await startTestApp({ CONFIG_OVERRIDES: JSON.stringify({ search: { favoriteLimit } }) });
    carrierId = (await createCarrier(test.database.db)).id;
  });
  afterAll(() => test.close());

  const dispatcher = () => signInAs(test.database.db, { roles: ['carrierDispatcher'], carrierId });

  /** A saved search as recorded `daysAgo` days ago. */
  async function insertSearch(
    member: TestMember,
    criteria: SearchCriteria,
    options: { favorite?: boolean; daysAgo?: number } = {},
  ): Promise<string> {
    const [row] = await test.database.db
      .insert(savedSearches)
      .values({
        ...savedSearchColumns(criteria, offset),
        memberId: member.id,
        carrierId: member.carrierId,
        favorite: options.favorite ?? false,
        searchDate: new Date(Date.now() - (options.daysAgo ?? 0) * day),
      })
      .returning({ id: savedSearches.id });
    return row!.id;
  }

  async function list(caller: SignedIn, query: string, input?: Record<string, unknown>) {
    const { status, body } = await graphqlAs(test.app, caller.headers, query, input ? { input } : {});
    const field = query === recentQuery ? 'findUserRecentSearchHistory' : 'findUserFavouriteSearchHistory';
    return { status, body, page: body.data?.[field] as HistoryPage | undefined };
  }

  const favourite = (caller: SignedIn, input: Record<string, unknown>) =>
    graphqlAs(test.app, caller.headers, favouriteMutation, { input });

  const rowsOf = (member: TestMember) =>
    test.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.memberId, member.id))
      .orderBy(savedSearches.id);

  it('[D1-7.09] lists the recent searches by pages of 10 from page 0, sorted by pickupdate, latest first', async () => {
    const caller = await dispatcher();
    for (let i = 0; i < 12; i += 1)
      await insertSearch(caller.member, criteriaOf(i), { favorite: i === 0, daysAgo: i % 3 });
    const { page } = await list(caller, recentQuery);
    expect(page?.totalRecords).toBe(12); // favourites included
    expect(page?.savedSearches).toHaveLength(10);
    const pickupDays = page!.savedSearches.map((search) => search.pickupdate!.slice(0, 10));
    expect(pickupDays).toEqual(
      Array.from({ length: 10 }, (_, i) => shiftDays(todayIso(), 11 - i).slice(0, 10)),
    );
    const second = (await list(caller, recentQuery, { page: 1 })).page!;
    expect(second.savedSearches.map((search) => search.pickupdate!.slice(0, 10))).toEqual([
      shiftDays(todayIso(), 1).slice(0, 10),
      todayIso().slice(0, 10),
    ]);
    const ascending = (await list(caller, recentQuery, { size: 3, sortDirection: 'ASC' })).page!;
    expect(ascending.savedSearches.map((search) => search.pickupdate!.slice(0, 10))).toEqual(
      [0, 1, 2].map((i) => shiftDays(todayIso(), i).slice(0, 10)),
    );
    const bySearchDate = (await list(caller, recentQuery, { sortColumn: 'searchdate', size: 12 })).page!;
    const searchDates = bySearchDate.savedSearches.map((search) => Date.parse(search.searchdate));
    expect(searchDates).toEqual([...searchDates].sort((a, b) => b - a));
  });

  it('[D1-7.09] lists only favourites in the favourite list', async () => {
    const caller = await dispatcher();
    const kept = await insertSearch(caller.member, criteriaOf(1), { favorite: true });
    await insertSearch(caller.member, criteriaOf(2));
    const { page } = await list(caller, favouriteQuery);
    expect(page?.totalRecords).toBe(1);
    expect(page?.savedSearches.map((search) => search.id)).toEqual([kept]);
    expect(page?.savedSearches[0]?.favouritesearchindicator).toBe(true);
  });

  it("[D1-7.09] never answers another member's searches, of the same carrier or not", async () => {
    const owner = await dispatcher();
    const colleague = await dispatcher();
    await insertSearch(owner.member, criteriaOf(1), { favorite: true });
    for (const query of [recentQuery, favouriteQuery]) {
      const { page } = await list(colleague, query);
      expect(page).toEqual({ totalRecords: 0, savedSearches: [] });
    }
  });

  it('[D1-7.09] refuses a bad page, size or sort with the field named, and a caller without the permission', async () => {
    const caller = await dispatcher();
    const bad = await list(caller, recentQuery, { page: -1, size: 500, sortColumn: 'price' });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { page: expect.any(String), size: expect.any(String), sortColumn: expect.any(String) },
    });
    const driver = await signInAs(test.database.db, { roles: ['carrierDriver'], carrierId });
    for (const query of [recentQuery, favouriteQuery]) {
      const refused = await list(driver, query);
      expect(refused.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const anonymous = await graphql(test.app, recentQuery);
    expect(anonymous.status).toBe(401);
  });

  it('[D1-3.06] answers a saved search with the spec field names, its day offsets and re-runnable criteria', async () => {
    const caller = await dispatcher();
    const criteria = criteriaOf(2, {
      destinationMode: 'states',
      destination: null,
      destinationStates: ['OK', 'KS', 'MO'],
      trailerType: 'Flatbed',
    });
    const id = await insertSearch(caller.member, criteria, { daysAgo: 1 });
    const search = (await list(caller, recentQuery)).page!.savedSearches[0]!;
    const start = shiftDays(todayIso(), 2);
    const searchedOn = toOffsetDateTime(Date.now() - day, -360).slice(0, 10);
    expect(search).toMatchObject({
      id,
      userid: caller.member.id,
      carrierid: carrierId,
      trailertype: 'Flatbed',
      originCity: 'Chicago',
      originState: 'IL',
      originPostalCode: '60601',
      originCountry: 'USA',
      originradius: 100,
      destinationCity: null,
      destinationState: null,
      destinationState1: 'OK',
      destinationState2: 'KS',
      destinationState3: 'MO',
      destinationCountry: 'USA',
      destinationPostalCode: null,
      destinationradius: null,
      pickupdate: start,
      dropdate: start,
      favouritesearchindicator: false,
      durationDays: 2,
      pickupStartDate: start,
      pickupEndDate: shiftDays(start, 2).replace('T00:00:00', 'T23:55:00'),
      dropStartDate: start,
      dropEndDate: shiftDays(start, 8).replace('T00:00:00', 'T23:55:00'),
      pickupStartDateOffset: 3,
      pickupEndDateOffset: 5,
      dropStartDateOffset: 3,
      dropEndDateOffset: 11,
      criteria: {
        originCity: 'Chicago',
        originRadius: 100,
        destinationStates: ['OK', 'KS', 'MO'],
        destinationCountry: 'USA',
        destinationRadius: null,
        pickUpStartDate: start,
        trailerType: 'Flatbed',
        favorite: false,
      },
    });
    expect(search.searchdate.slice(0, 10)).toBe(searchedOn);
    expect(search.searchdate.endsWith(offset)).toBe(true);
    // The answered criteria are the same search: re-running them finds the same saved search.
    const [row] = await test.database.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(searchCriteriaKey(fromSearchRequest(search.criteria))).toBe(row!.criteriaKey);
  });

  it('re-runs a saved search whose pick-up has passed from today, every range as long as saved', async () => {
    const caller = await dispatcher();
    await insertSearch(caller.member, criteriaOf(-3), { favorite: true, daysAgo: 3 });
    const [search] = (await list(caller, favouriteQuery)).page!.savedSearches;
    const today = todayIso();
    expect(search?.pickupStartDate).toBe(shiftDays(today, -3)); // the saved search itself is unchanged
    expect(search?.criteria).toMatchObject({
      pickUpStartDate: today,
      pickUpEndDate: shiftDays(today, 2).replace('T00:00:00', 'T23:55:00'),
      dropStartDate: today,
      dropEndDate: shiftDays(today, 8).replace('T00:00:00', 'T23:55:00'),
    });
    const future = criteriaOf(4);
    await insertSearch(caller.member, future);
    const [upcoming] = (await list(caller, recentQuery)).page!.savedSearches;
    expect(upcoming?.criteria.pickUpStartDate).toBe(future.pickUpStartDate);
  });

  it('records a search once: the same criteria again bump it to the top and keep its favourite flag', async () => {
    const { member } = await dispatcher();
    const owner = { memberId: member.id, carrierId };
    const recorded = await recordRecentSearch(test.database.db, owner, criteriaOf(1), null);
    expect(recorded.favorite).toBe(false);
    const first = recorded.id;
    const other = (await recordRecentSearch(test.database.db, owner, criteriaOf(2), null)).id;
    await test.database.db.update(savedSearches).set({ favorite: true }).where(eq(savedSearches.id, first));
    const before = (await rowsOf(member)).find((row) => row.id === first)!.searchDate;
    // Typed again later the same day, with another time: the same search.
    const again = criteriaOf(1, {
      pickUpStartDate: criteriaOf(1).pickUpStartDate!.replace('T00:00', 'T08:30'),
    });
    // The answer says it is a favourite: the results page shows it as one (D1-4.07).
    expect(await recordRecentSearch(test.database.db, owner, again, null)).toEqual({
      id: first,
      favorite: true,
    });
    const rows = await rowsOf(member);
    expect(rows).toHaveLength(2);
    const bumped = rows.find((row) => row.id === first)!;
    expect(bumped.favorite).toBe(true);
    expect(bumped.searchDate.getTime()).toBeGreaterThan(before.getTime());
    expect(bumped.zoneOffset).toBe(offset);
    expect(bumped.criteriaKey).toBe(searchCriteriaKey(again));
    expect(rows.find((row) => row.id === other)?.favorite).toBe(false);
  });

  it('[D1-7.10] [D1-4.07] [D1-4.08] un-favourites a search, which stays recent, and favouriting its id again undoes it', async () => {
    const caller = await dispatcher();
    const id = await insertSearch(caller.member, criteriaOf(1), { favorite: true });
    const off = await graphqlAs(test.app, caller.headers, unfavouriteMutation, {
      input: { id, favorite: false },
    });
    expect(off.body.data?.updateUserSearchHistory).toEqual({ id, errorMessage: null });
    expect((await list(caller, favouriteQuery)).page?.totalRecords).toBe(0);
    expect((await list(caller, recentQuery)).page?.savedSearches.map((search) => search.id)).toEqual([id]);

    const undo = await favourite(caller, { id });
    expect(undo.body.data?.updateUserSearchHistoryAsFavorite).toEqual({ id, errorMessage: null });
    expect((await list(caller, favouriteQuery)).page?.savedSearches.map((search) => search.id)).toEqual([id]);
  });

  it("[D1-7.10] refuses to touch another member's search, or to favourite through the un-favourite call", async () => {
    const owner = await dispatcher();
    const stranger = await dispatcher();
    const id = await insertSearch(owner.member, criteriaOf(1), { favorite: true });
    const theirs = await graphqlAs(test.app, stranger.headers, unfavouriteMutation, {
      input: { id, favorite: false },
    });
    expect(theirs.body.errors?.[0]).toMatchObject({
      message: inEnglish(savedSearchNotFoundMessage),
      extensions: { code: 'NOT_FOUND' },
    });
    const taken = await favourite(stranger, { id });
    expect(taken.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await rowsOf(owner.member))[0]?.favorite).toBe(true);
    expect(await rowsOf(stranger.member)).toEqual([]);

    const viaUpdate = await graphqlAs(test.app, owner.headers, unfavouriteMutation, {
      input: { id, favorite: true },
    });
    expect(viaUpdate.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { favorite: expect.any(String) },
    });
  });

  it('[D1-7.10] [D1-4.07] favourites criteria from the form: records the recent search and favourites it', async () => {
    const caller = await dispatcher();
    const criteria = criteriaOf(1);
    const saved = await favourite(caller, { criteria: requestOf(criteria) });
    const answer = saved.body.data?.updateUserSearchHistoryAsFavorite as { id: string; errorMessage: null };
    expect(answer.errorMessage).toBeNull();
    const rows = await rowsOf(caller.member);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: answer.id,
      favorite: true,
      zoneOffset: offset,
      criteriaKey: searchCriteriaKey(criteria),
      carrierId,
    });
    const again = await favourite(caller, { criteria: requestOf(criteria) });
    expect(again.body.errors?.[0]).toMatchObject({
      message: inEnglish(duplicateFavoriteMessage),
      extensions: { code: 'CONFLICT' },
    });
  });

  it('[D1-7.10] validates criteria from the form with the search rules and stores nothing when they break one', async () => {
    const caller = await dispatcher();
    const yesterday = criteriaOf(-1);
    const refused = await favourite(caller, { criteria: requestOf(yesterday) });
    expect(refused.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { pickUpDates: 'Please provide a correct pickup date' },
    });
    const both = await favourite(caller, { id: crypto.randomUUID(), criteria: requestOf(criteriaOf(1)) });
    expect(both.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await rowsOf(caller.member)).toEqual([]);
  });

  it("[D1-5.12] refuses a duplicate favourite with 'Record Exist' and changes nothing", async () => {
    const caller = await dispatcher();
    const criteria = criteriaOf(1);
    // Two rows of the same search (saved before searches were merged by criteria), one a favourite.
    const kept = await insertSearch(caller.member, criteria, { favorite: true });
    const copy = await insertSearch(caller.member, criteria, { daysAgo: 1 });
    for (const input of [{ id: copy }, { id: kept }]) {
      const refused = await favourite(caller, input);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Record Exist',
        extensions: { code: 'CONFLICT' },
      });
    }
    const favourites = (await rowsOf(caller.member)).filter((row) => row.favorite).map((row) => row.id);
    expect(favourites).toEqual([kept]);
  });

  it(`[D1-5.12] refuses a favourite over the configured limit with 'Favorite search list full' and changes nothing`, async () => {
    const caller = await dispatcher();
    for (let i = 1; i <= favoriteLimit; i += 1)
      await insertSearch(caller.member, criteriaOf(i), { favorite: true });
    const recent = await insertSearch(caller.member, criteriaOf(favoriteLimit + 1));
    const before = await rowsOf(caller.member);

    const byId = await favourite(caller, { id: recent });
    expect(byId.body.errors?.[0]).toMatchObject({
      message: 'Favorite search list full',
      extensions: { code: 'LIMIT_EXCEEDED' },
    });
    expect(inEnglish(favoriteListFullMessage)).toBe('Favorite search list full');
    const byCriteria = await favourite(caller, { criteria: requestOf(criteriaOf(9)) });
    expect(byCriteria.body.errors?.[0]?.extensions.code).toBe('LIMIT_EXCEEDED');
    expect(await rowsOf(caller.member)).toEqual(before);

    // Un-favouriting one makes room again.
    const [first] = before.filter((row) => row.favorite);
    await graphqlAs(test.app, caller.headers, unfavouriteMutation, {
      input: { id: first!.id, favorite: false },
    });
    expect((await favourite(caller, { id: recent })).body.data?.updateUserSearchHistoryAsFavorite).toEqual({
      id: recent,
      errorMessage: null,
    });
  });

  it('[D1-5.12] lets only one of two concurrent favourites take the last place of the list', async () => {
    const caller = await dispatcher();
    for (let i = 1; i < favoriteLimit; i += 1)
      await insertSearch(caller.member, criteriaOf(i), { favorite: true });
    const a = await insertSearch(caller.member, criteriaOf(7));
    const b = await insertSearch(caller.member, criteriaOf(8));
    const answers = await Promise.all([favourite(caller, { id: a }), favourite(caller, { id: b })]);
    const codes = answers.map((answer) => answer.body.errors?.[0]?.extensions.code ?? 'OK').sort();
    expect(codes).toEqual(['LIMIT_EXCEEDED', 'OK']);
    const favourites = await test.database.db.$count(
      savedSearches,
      and(eq(savedSearches.memberId, caller.member.id), eq(savedSearches.favorite, true)),
    );
    expect(favourites).toBe(favoriteLimit);
  });

  it('[D1-7.09] [D1-7.10] serves guests, who save the default trailer type, on /web and /mobile alike', async () => {
    const guest = await signInAs(test.database.db, { roles: ['carrierGuest'], carrierId: null });
    const saved = await favourite(guest, { criteria: requestOf(criteriaOf(1, { trailerType: 'Flatbed' })) });
    const { id } = saved.body.data?.updateUserSearchHistoryAsFavorite as { id: string };
    for (const channel of ['web', 'mobile'] as const) {
      const { body } = await graphql(test.app, favouriteQuery, {}, channel, guest.headers);
      const page = body.data?.findUserFavouriteSearchHistory as HistoryPage;
      expect(page.savedSearches.map((search) => [search.id, search.trailertype, search.carrierid])).toEqual([
        [id, 'Dry Van', null],
      ]);
    }
  });
});
