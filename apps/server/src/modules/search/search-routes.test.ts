import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuration } from '../../db/schema/index';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createSearchCarrier } from '../postings/postings.fixtures';

describe('search reference data (REST)', () => {
  let test: TestApp;
  let guest: TestCaller;
  const start = new Date();
  let clock = start;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => clock });
    const carrier = await createSearchCarrier(test.database.db);
    guest = await signInAt(test.database.db, start, { roles: ['carrierGuest'], carrierId: carrier.id });
  });
  afterAll(() => test.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers });

  it('[D1-7.18] [D1-3.07] search screen defaults: the supported countries with their states and the date offsets', async () => {
    const response = await get('/load/v2/getSearchScreenDefaults', guest.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ originDateDefaultOffset: 2, destinationDateDefaultOffset: 8 });
    expect(body.countries.map((country: { countryCode: string }) => country.countryCode)).toEqual([
      'USA',
      'CAN',
    ]);
    expect(body.countries[0]).toMatchObject({ countryCode: 'USA', iso2: 'US', name: 'United States' });
    expect(body.countries[0].states).toHaveLength(51);
    expect(body.countries[0].states).toContainEqual({ code: 'IL', name: 'Illinois' });
    expect(body.countries[1].states).toContainEqual({ code: 'QC', name: 'Quebec' });
  });

  it('[D1-7.18][D1-5.07] the date offsets follow the configuration', async () => {
    await test.database.db.insert(configuration).values({
      env: 'dev',
      overrides: { search: { originDateDefaultOffsetDays: 3, supportedCountries: ['USA'] } },
    });
    // The server reads its configuration at most once a minute.
    clock = new Date(start.getTime() + 61_000);
    const body = (await get('/load/v2/getSearchScreenDefaults', guest.headers)).json();
    expect(body.originDateDefaultOffset).toBe(3);
    expect(body.countries).toHaveLength(1);
  });

  it('[D1-7.18] needs a signed-in caller', async () => {
    expect((await get('/load/v2/getSearchScreenDefaults')).statusCode).toBe(401);
  });

  it('[D1-7.19] country and state codes: US, CA and MX map to USA, CAN and MEX', async () => {
    const response = await get('/v1/api/countries');
    expect(response.statusCode).toBe(200);
    const { countries } = response.json() as {
      countries: { iso2: string; countryCode: string; states: { code: string }[] }[];
    };
    expect(countries.map(({ iso2, countryCode }) => [iso2, countryCode])).toEqual([
      ['US', 'USA'],
      ['CA', 'CAN'],
      ['MX', 'MEX'],
    ]);
    expect(countries[1]?.states.map((state) => state.code)).toContain('ON');
    expect(countries[2]?.states).toEqual([]);
  });
});
