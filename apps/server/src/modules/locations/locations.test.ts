import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { places } from '../../db/schema/places';
import { ensureGazetteer } from '../../db/seed/ensure-gazetteer';
import { openTestDatabase } from '../../db/test-database';
import { parseEnv } from '../../platform/env';
import { authHeaders, createCarrier, createMemberWithRoles, signIdToken } from '../../test-support/sign-in';
import { invalidLocationMessage } from './locations.module';
import type { LocationSuggestion } from './search-locations';
import { inEnglish } from '../../test-support/in-english';

describe('location search', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let loaded: number;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase();
    loaded = await ensureGazetteer(database.db); // the real, committed gazetteer
    app = await buildApp({ env: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), database });
    const carrier = await createCarrier(database.db);
    const member = await createMemberWithRoles(database.db, {
      roles: ['carrierDispatcher'],
      carrierId: carrier.id,
    });
    headers = authHeaders(await signIdToken(database.db, member));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const search = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/api/locations/searchByQuery',
      query: { query },
      headers,
    });
    return { status: response.statusCode, body: response.json() as LocationSuggestion[] };
  };
  const firstOf = async (query: string) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    return body[0];
  };

  it('loads at least 20,000 US and Canadian places once', async () => {
    expect(loaded).toBeGreaterThanOrEqual(20_000);
    const countries = await database.db
      .select({ country: places.country, count: sql<number>`count(*)::int` })
      .from(places)
      .groupBy(places.country)
      .orderBy(places.country);
    expect(countries.map((row) => row.country)).toEqual(['CAN', 'USA']);
    expect(await ensureGazetteer(database.db)).toBe(0);
  });

  it('[D1-7.22][D3-7.10][D2-3.19] "chicago" suggests Chicago, IL first with its zone, coordinates and ZIP', async () => {
    const { status, body } = await search('chicago');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(1);
    const [chicago] = body;
    expect(chicago).toMatchObject({
      cityName: 'Chicago',
      state: 'IL',
      country: 'USA',
      timeZone: 'America/Chicago',
    });
    expect(chicago?.postalCode).toMatch(/^606\d\d$/);
    expect(chicago?.coordinates.lat).toBeCloseTo(41.88, 1);
    expect(chicago?.coordinates.lng).toBeCloseTo(-87.63, 1);
  });

  it.each([
    ['chicago, il', 'Chicago', 'IL'],
    ['chicago, illinois', 'Chicago', 'IL'],
    ['dallas, tx', 'Dallas', 'TX'],
    ['dallas', 'Dallas', 'TX'], // the largest of the nine Dallases
  ])('[D1-7.22] "%s" suggests %s, %s first', async (query, cityName, state) => {
    expect(await firstOf(query)).toMatchObject({ cityName, state, country: 'USA' });
  });

  it('[D1-7.22] a state after the comma keeps only that state', async () => {
    const { body } = await search('springfield, ma');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((place) => place.state === 'MA')).toBe(true);
  });

  it('[D1-7.22] "toronto" suggests Toronto, ON in Canada first', async () => {
    expect(await firstOf('toronto')).toMatchObject({
      cityName: 'Toronto',
      state: 'ON',
      country: 'CAN',
      timeZone: 'America/Toronto',
    });
  });

  it.each(['montréal', 'montreal'])(
    '[D1-7.22] "%s" suggests Montréal, QC first, accent or not',
    async (query) => {
      expect(await firstOf(query)).toMatchObject({ cityName: 'Montréal', state: 'QC', country: 'CAN' });
    },
  );

  it('[D1-7.22] a misspelling still suggests the place', async () => {
    expect(await firstOf('chicgo')).toMatchObject({ cityName: 'Chicago', state: 'IL' });
  });

  it('[D1-7.22] a ZIP code finds its city', async () => {
    expect(await firstOf('75201')).toMatchObject({ cityName: 'Dallas', state: 'TX', postalCode: '75201' });
    expect(await firstOf('60614')).toMatchObject({ state: 'IL', timeZone: 'America/Chicago' });
  });

  it('[D1-5.09][D2-5.01][D3-5.22] 2 characters or fewer find nothing', async () => {
    expect(await search('ch')).toEqual({ status: 200, body: [] });
    expect(await search('  ch  ')).toEqual({ status: 200, body: [] });
  });

  it('[D1-5.09][D2-5.01][D3-5.22] other characters than letters, digits, commas and spaces are refused', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/api/locations/searchByQuery',
      query: { query: 'chi<script>' },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: inEnglish(invalidLocationMessage),
      fields: { query: inEnglish(invalidLocationMessage) },
    });
    expect(inEnglish(invalidLocationMessage)).toBe(
      'Only letters, digits, commas and spaces are allowed in a location.',
    );
  });

  it('[D1-1.09] a REST error answers the message and its fields in the language of Accept-Language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/api/locations/searchByQuery',
      query: { query: 'chi<script>' },
      headers: { ...headers, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    const french = 'Seuls les lettres, les chiffres, les virgules et les espaces sont permis dans un lieu.';
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: french,
      fields: { query: french },
    });
  });

  const nearest = async (query: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: '/v1/api/locations/nearest', query, headers });
    return { status: response.statusCode, body: response.json() as LocationSuggestion[] };
  };

  it("[D2-7.25] the reverse lookup answers the place nearest to a device's position, as a typeahead suggestion", async () => {
    const { status, body } = await nearest({ latitude: '41.5251', longitude: '-88.0818' });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        cityName: 'Joliet',
        state: 'IL',
        country: 'USA',
        postalCode: expect.any(String),
        coordinates: { lat: expect.closeTo(41.525, 2), lng: expect.closeTo(-88.08, 1) },
        timeZone: 'America/Chicago',
      },
    ]);
    // Out on Lake Superior, 30 km and more from any place: none.
    expect(await nearest({ latitude: '47.7', longitude: '-87.5' })).toEqual({ status: 200, body: [] });
  });

  it('[D2-7.25] the reverse lookup refuses a position that is not one, on its field', async () => {
    for (const query of [
      { latitude: '91', longitude: '0' },
      { latitude: 'north', longitude: '0' },
      { latitude: '41' },
    ] as Record<string, string>[]) {
      const response = await app.inject({ method: 'GET', url: '/v1/api/locations/nearest', query, headers });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('answers 400 when the query parameter is missing', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/api/locations/searchByQuery', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { query: expect.any(String) } });
  });
});
