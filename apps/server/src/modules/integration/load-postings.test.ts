import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import {
  loadPostingAccessorials,
  loadPostings,
  loadPostingStops,
  sourceSystemClients,
} from '../../db/schema/index';
import { openTestDatabase } from '../../db/test-database';
import { hashApiKey, issueApiKey, storeApiKey } from '../../platform/api-keys';
import { parseEnv } from '../../platform/env';
import { buildPostingPayload } from '../postings/postings.fixtures';

const mercuryKey = 'test-key-mercurygate';
const mastermindKey = 'test-key-mastermind';

describe('integration API: load postings', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      env: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
      database,
      now: () => new Date('2030-03-01T12:00:00Z'),
    });
    await storeApiKey(database.db, 'MERCURYGATE', 'MercuryGate TMS', mercuryKey);
    await storeApiKey(database.db, 'MASTERMIND', 'Mastermind', mastermindKey);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const put = (reference: string, payload: unknown, key: string | null = mercuryKey) =>
    app.inject({
      method: 'PUT',
      url: `/integration/v1/load-postings/${reference}`,
      headers: key === null ? {} : { 'x-api-key': key },
      payload: payload as object,
    });
  const withdraw = (reference: string, key = mercuryKey) =>
    app.inject({
      method: 'DELETE',
      url: `/integration/v1/load-postings/${reference}`,
      headers: { 'x-api-key': key },
    });
  const findPosting = async (reference: string) => {
    const [row] = await database.db
      .select()
      .from(loadPostings)
      .where(and(eq(loadPostings.sourceSystem, 'MERCURYGATE'), eq(loadPostings.sourceReference, reference)));
    return row!;
  };

  it('[D1-3.01] [D1-3.02] creates a posting with a readable loadId, origin and destination from the stops and the total computed', async () => {
    // The body claims a total of 1.00: the server adds line haul, fuel and accessorials itself.
    const payload = {
      ...buildPostingPayload(),
      rate: { ...buildPostingPayload().rate, totalCharge: '1.00' },
    };
    const response = await put('MG-1001', payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      sourceReference: 'MG-1001',
      status: 'OPEN',
      version: 1,
      currency: 'USD',
      totalCharge: '2983.12',
    });
    expect(body.loadId).toMatch(/^L\d{8}$/);

    const row = await findPosting('MG-1001');
    expect(row).toMatchObject({
      loadId: body.loadId,
      totalChargeCents: 298_312,
      lineHaulCents: 230_000,
      fuelCents: 53_262,
      lineHaulUnitCharge: '2.3750',
      originCity: 'Chicago',
      originState: 'IL',
      destinationCity: 'Dallas',
      destinationTimeZone: 'America/Chicago',
      numberOfStops: 2,
      totalDistance: 968.4,
    });
    expect(row.pickupStart.toISOString()).toBe('2030-03-04T14:00:00.000Z');
    expect(row.dropEnd.toISOString()).toBe('2030-03-05T22:00:00.000Z');
    const accessorials = await database.db
      .select()
      .from(loadPostingAccessorials)
      .where(eq(loadPostingAccessorials.loadPostingId, row.id));
    expect(accessorials).toMatchObject([{ code: 'LUM', chargeCents: 15_050 }]);
  });

  it("[D1-3.03] stores the stops, marking an unconfirmed pick-up appointment with appointmentState 'P'", async () => {
    const row = await findPosting('MG-1001');
    const stops = await database.db
      .select()
      .from(loadPostingStops)
      .where(eq(loadPostingStops.loadPostingId, row.id))
      .orderBy(loadPostingStops.sequence);
    expect(stops.map((stop) => [stop.stopId, stop.stopType, stop.appointmentState])).toEqual([
      [`${row.loadId}-1`, 'P', 'P'],
      [`${row.loadId}-2`, 'D', null],
    ]);
    expect(stops[0]?.specialServices).toEqual(['Driver assist']);
  });

  it('updates by source reference: same loadId, version bumped, stops and accessorials replaced', async () => {
    const before = await findPosting('MG-1001');
    const stops = buildPostingPayload().stops;
    const payload = buildPostingPayload({
      rate: { lineHaul: { charge: '2000' } },
      stops: [
        stops[0]!,
        { ...stops[0]!, sequence: 2, stopType: 'D', city: 'Joliet', appointmentConfirmed: true },
        { ...stops[1]!, sequence: 3 },
      ],
    });
    const response = await put('MG-1001', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ loadId: before.loadId, version: 2, totalCharge: '2000.00' });
    const after = await findPosting('MG-1001');
    expect(after.numberOfStops).toBe(3);
    expect(after.fuelCents).toBeNull();
    const stopCount = await database.db.$count(
      loadPostingStops,
      eq(loadPostingStops.loadPostingId, after.id),
    );
    const accessorialCount = await database.db.$count(
      loadPostingAccessorials,
      eq(loadPostingAccessorials.loadPostingId, after.id),
    );
    expect([stopCount, accessorialCount]).toEqual([3, 0]);
  });

  it('posts a load without a rate as Contact to Book (no total)', async () => {
    const response = await put('MG-NORATE', buildPostingPayload({ rate: undefined }));
    expect(response.statusCode).toBe(201);
    expect(response.json().totalCharge).toBeNull();
    expect((await findPosting('MG-NORATE')).totalChargeCents).toBeNull();
  });

  it('withdraws a posting, idempotently, and refuses updates afterwards', async () => {
    await put('MG-2001', buildPostingPayload());
    const first = await withdraw('MG-2001');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'WITHDRAWN', version: 2 });
    const again = await withdraw('MG-2001');
    expect(again.json()).toMatchObject({ status: 'WITHDRAWN', version: 2 });
    const row = await findPosting('MG-2001');
    expect(row.withdrawnAt?.toISOString()).toBe('2030-03-01T12:00:00.000Z');
    expect((await put('MG-2001', buildPostingPayload())).statusCode).toBe(409);
    expect((await withdraw('MG-UNKNOWN')).statusCode).toBe(404);
  });

  it('refuses to update or withdraw a booked posting with 409', async () => {
    await put('MG-3001', buildPostingPayload());
    await database.db
      .update(loadPostings)
      .set({ status: 'BOOKED' })
      .where(eq(loadPostings.sourceReference, 'MG-3001'));
    const update = await put('MG-3001', buildPostingPayload());
    expect(update.statusCode).toBe(409);
    expect(update.json().code).toBe('CONFLICT');
    expect((await withdraw('MG-3001')).statusCode).toBe(409);
  });

  it('answers 401 for a missing, unknown or inactive API key', async () => {
    for (const key of [null, '', 'not-a-key']) {
      const response = await put('MG-4001', buildPostingPayload(), key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid or missing API key.',
      });
    }
    const key = await issueApiKey(database.db, 'TRINIUM', 'Trinium');
    const [client] = await database.db
      .select()
      .from(sourceSystemClients)
      .where(eq(sourceSystemClients.code, 'TRINIUM'));
    expect(client?.apiKeyHash).toBe(hashApiKey(key)); // only the hash is stored
    expect(client?.apiKeyHash).not.toContain(key);
    await database.db
      .update(sourceSystemClients)
      .set({ active: false })
      .where(eq(sourceSystemClients.code, 'TRINIUM'));
    expect((await withdraw('MG-1001', key)).statusCode).toBe(401);
  });

  it("[D1-1.10] a source system cannot touch another one's posting: its own reference space", async () => {
    expect((await withdraw('MG-1001', mastermindKey)).statusCode).toBe(404);
    const payload = buildPostingPayload({ loadType: 'Power Only', transportMode: 'Power Only' });
    const response = await put('MG-1001', payload, mastermindKey);
    expect(response.statusCode).toBe(201); // a new posting of MASTERMIND, not the MERCURYGATE one
    expect(response.json().loadId).not.toBe((await findPosting('MG-1001')).loadId);
    expect((await findPosting('MG-1001')).status).toBe('OPEN');
  });

  it('[D1-1.11] accepts only the load types the source system carries', async () => {
    const response = await put('MG-5001', buildPostingPayload({ loadType: 'Port Dray' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ loadType: 'MERCURYGATE carries only Brokerage.' });
  });

  it('answers 400 naming each bad field', async () => {
    const [pickUp, drop] = buildPostingPayload().stops as unknown as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    const cases: [unknown, string[]][] = [
      [
        buildPostingPayload({ transportMode: 'Hovercraft' as never, totalWeight: -1 }),
        ['transportMode', 'totalWeight'],
      ],
      [buildPostingPayload({ rate: { lineHaul: { charge: '10.999' } } }), ['rate.lineHaul.charge']],
      [buildPostingPayload({ stops: [pickUp] as never }), ['stops']],
      [
        buildPostingPayload({
          stops: [
            { ...pickUp, stopType: 'D' },
            { ...drop, stopType: 'P' },
          ] as never,
        }),
        ['stops.0.stopType', 'stops.1.stopType'],
      ],
      [
        buildPostingPayload({
          stops: [{ ...pickUp, appointmentTo: '2030-03-04T07:00:00-06:00' }, drop] as never,
        }),
        ['stops.0.appointmentTo'],
      ],
      [
        buildPostingPayload({
          stops: [pickUp, { ...drop, appointmentFrom: '2030-03-03T08:00:00-06:00' }] as never,
        }),
        ['stops.1.appointmentFrom'],
      ],
      [
        buildPostingPayload({
          stops: [
            { ...pickUp, state: 'ON' },
            { ...drop, timeZone: 'Mars/Olympus' },
          ] as never,
        }),
        ['stops.0.state', 'stops.1.timeZone'],
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await put('MG-6001', payload);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(fields.sort());
    }
  });

  it('[D1-3.05] requires appointment times with their zone offset', async () => {
    const [pickUp, drop] = buildPostingPayload().stops as unknown as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    const response = await put(
      'MG-7001',
      buildPostingPayload({ stops: [{ ...pickUp, appointmentFrom: '2030-03-04T08:00:00' }, drop] as never }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['stops.0.appointmentFrom']);
  });

  it('refuses a body that names another reference than the path', async () => {
    const response = await put('MG-8001', { ...buildPostingPayload(), sourceReference: 'MG-OTHER' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ sourceReference: 'Does not match the reference in the path.' });
  });
});
