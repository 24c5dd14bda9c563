import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, graphql, type TestApp } from '../test-support/test-app';
import { publicField } from './access';
import { AppError } from './errors';
import type { IResolvers } from 'mercurius';
import type { ApiModule } from './module';

// A module that exists only in these tests, to drive the gateway's limits and error paths.
let writes = 0;
const probeModule: ApiModule<IResolvers> = {
  name: 'probe',
  typeDefs: /* GraphQL */ `
    type ProbeNode {
      id: ID!
      children(size: Int): [ProbeNode!]!
    }
    extend type Query {
      probe: ProbeNode!
      failsUnexpectedly: Boolean
      failsOnPurpose: Boolean
    }
    extend type Mutation {
      probeWrite: ProbeNode!
    }
  `,
  resolvers: {
    Query: {
      probe: publicField(() => ({ id: 'root' })),
      failsUnexpectedly: publicField(() => {
        throw new Error('connection string postgres://admin:secret@db leaked');
      }),
      failsOnPurpose: publicField(() => {
        throw new AppError('CONFLICT', {
          key: 'concurrentChange',
          configured: { en: 'This load was just booked by another carrier.' },
        });
      }),
    },
    Mutation: {
      probeWrite: publicField(() => {
        writes += 1;
        return { id: `write-${writes}` };
      }),
    },
    ProbeNode: {
      children: (node: { id: string }, args: { size?: number }) =>
        Array.from({ length: Math.min(args.size ?? 1, 3) }, (_, i) => ({ id: `${node.id}.${i}` })),
    },
  },
};

const nested = (depth: number) => `{ probe { ${'children { '.repeat(depth)}id${' }'.repeat(depth)} } }`;

describe('GraphQL gateway', () => {
  let test: TestApp;
  const logged: unknown[] = [];

  beforeAll(async () => {
    test = await startTestApp(
      { GRAPHQL_MAX_DEPTH: '6', GRAPHQL_MAX_COST: '2000', LOG_LEVEL: 'error' },
      {
        modules: [probeModule],
      },
    );
    test.app.log.error = ((obj: unknown) => void logged.push(obj)) as never;
  });
  afterAll(() => test.close());

  it('answers the same schema on /web and /mobile, with the channel in the context', async () => {
    const web = await graphql(test.app, '{ gatewayInfo { status channel } }', {}, 'web');
    const mobile = await graphql(test.app, '{ gatewayInfo { status channel } }', {}, 'mobile');
    expect(web.body.data).toEqual({ gatewayInfo: { status: 'ok', channel: 'web' } });
    expect(mobile.body.data).toEqual({ gatewayInfo: { status: 'ok', channel: 'mobile' } });
  });

  it('refuses a query deeper than the depth limit with QUERY_TOO_COMPLEX', async () => {
    expect((await graphql(test.app, nested(3))).body.errors).toBeUndefined();
    const tooDeep = await graphql(test.app, nested(8));
    expect(tooDeep.body.data).toBeNull();
    expect(tooDeep.body.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a query whose page sizes multiply beyond the cost limit, variables included', async () => {
    const query = 'query ($size: Int) { probe { children(size: $size) { children(size: $size) { id } } } }';
    expect((await graphql(test.app, query, { size: 5 })).body.errors).toBeUndefined();
    const tooCostly = await graphql(test.app, query, { size: 50 });
    expect(tooCostly.body.data).toBeNull();
    expect(tooCostly.body.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(tooCostly.status).toBe(400);
    expect(tooCostly.body.errors?.[0]?.message).toBe(
      'This request asks for too much at once (cost 2,561, limit 2,000). Ask for fewer fields or smaller pages.',
    );
    const french = await graphql(test.app, query, { size: 50 }, 'web', { 'accept-language': 'fr' });
    expect(french.body.errors?.[0]?.message).toMatch(/^Cette requête demande trop .*limite 2\u202f000/);
  });

  it('counts aliases: many copies of a cheap field are still costly', async () => {
    const aliases = Array.from({ length: 600 }, (_, i) => `a${i}: gatewayInfo { status }`).join(' ');
    const response = await graphql(test.app, `{ ${aliases} }`);
    expect(response.body.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a second root mutation field, aliases included, before anything runs and even signed out', async () => {
    const before = writes;
    const aliased = await graphql(test.app, 'mutation { a: probeWrite { id } b: probeWrite { id } }');
    expect(aliased.status).toBe(400);
    expect(aliased.body.data).toBeNull();
    expect(aliased.body.errors).toEqual([
      {
        message:
          'Too many mutation fields in one request (limit: 1, aliases included). Send each change in a request of its own.',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
    // The same through fragments and inline fragments, and in French for a French caller.
    const hidden = `mutation { ...Twice ... on Mutation { probeWrite { id } } }
      fragment Twice on Mutation { probeWrite { id } }`;
    const french = await graphql(test.app, hidden, {}, 'web', { 'accept-language': 'fr-CA' });
    expect(french.status).toBe(400);
    expect(french.body.errors?.[0]?.message).toMatch(/^Trop de champs de mutation dans une même requête/);
    // Repeated, the cached validation answers the same.
    expect((await graphql(test.app, hidden)).body.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(writes).toBe(before);
  });

  it('lets one root mutation field through, with __typename beside it', async () => {
    const before = writes;
    const one = await graphql(test.app, 'mutation { __typename probeWrite { id } }');
    expect(one.body).toEqual({ data: { __typename: 'Mutation', probeWrite: { id: expect.any(String) } } });
    // Two operations of one field each: only the one named runs.
    const twoOperations = 'mutation A { probeWrite { id } } mutation B { probeWrite { id } }';
    const named = await test.app.inject({
      method: 'POST',
      url: '/web/v1/experience',
      payload: { query: twoOperations, operationName: 'B' },
    });
    expect(named.statusCode).toBe(200);
    expect(writes).toBe(before + 2);
  });

  it('answers an unexpected error with the generic message and a request id, never its text', async () => {
    const response = await graphql(test.app, '{ failsUnexpectedly }');
    const error = response.body.errors?.[0];
    expect(error).toEqual({
      message: 'Something went wrong. Please try again later.',
      extensions: { code: 'INTERNAL' },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/secret|leaked|at .*\.ts/);
    // The request id travels in a header on every answer, so support can find the logged error.
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.length).toBeGreaterThan(0);
  });

  it('answers an expected failure with its code and its message', async () => {
    const response = await graphql(test.app, '{ failsOnPurpose }');
    expect(response.body.errors?.[0]).toEqual({
      message: 'This load was just booked by another carrier.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('answers a malformed or invalid query with BAD_USER_INPUT and what is wrong', async () => {
    const unknownField = await graphql(test.app, '{ gatewayInfo { nope } }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(unknownField.body.errors?.[0]?.message).toMatch(/nope/);
    const syntax = await graphql(test.app, '{ gatewayInfo { ');
    expect(syntax.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses batched queries', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/web/v1/experience',
      payload: [{ query: '{ gatewayInfo { status } }' }, { query: '{ gatewayInfo { status } }' }],
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('allows introspection outside production', async () => {
    const response = await graphql(test.app, '{ __schema { queryType { name } } }');
    expect(response.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('GraphQL gateway in production', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ NODE_ENV: 'production', BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => test.close());

  it('turns introspection off', async () => {
    const response = await graphql(test.app, '{ __schema { types { name } } }');
    expect(response.body.data).toBeNull();
    expect(response.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('refuses a request body above the size limit with PAYLOAD_TOO_LARGE', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/web/v1/experience',
      payload: { query: `{ gatewayInfo { status } } # ${'x'.repeat(4096)}` },
    });
    expect(response.statusCode).toBe(413);
    expect(JSON.stringify(response.json())).toMatch(/PAYLOAD_TOO_LARGE/);
  });

  it("[D1-1.09] words Fastify's own refusals (body too large, unreadable JSON) in the caller's language", async () => {
    const tooLarge = await test.app.inject({
      method: 'POST',
      url: '/web/v1/experience',
      headers: { 'accept-language': 'fr' },
      payload: { query: `{ gatewayInfo { status } } # ${'x'.repeat(4096)}` },
    });
    expect(JSON.stringify(tooLarge.json())).toContain('La requête est trop volumineuse.');
    const unreadable = await test.app.inject({
      method: 'POST',
      url: '/integration/v1/load-postings',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{"not json',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'La requête n’a pas pu être lue : vérifiez que son corps est du JSON valide du type qu’elle déclare.',
    });
  });
});

describe('rate limiting', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
  });
  afterAll(() => test.close());

  it('answers RATE_LIMITED once a client passes the limit, on REST and on the gateway', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await graphql(test.app, '{ gatewayInfo { status } }')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await graphql(test.app, '{ gatewayInfo { status } }');
    expect(limited.status).toBe(429);
    const rest = await test.app.inject({
      method: 'GET',
      url: '/contentstack/v1/contentstack/config?env=dev',
    });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it("[D1-1.09] says how long to wait in the caller's language", async () => {
    const french = await test.app.inject({
      method: 'GET',
      url: '/contentstack/v1/contentstack/config?env=dev',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(french.statusCode).toBe(429);
    expect(french.json().message).toMatch(/^Trop de requêtes\. Veuillez réessayer dans \d+ secondes\.$/);
    const english = await test.app.inject({
      method: 'GET',
      url: '/contentstack/v1/contentstack/config?env=dev',
    });
    expect(english.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });

  it('never limits the health check, which load balancers poll', async () => {
    for (let i = 0; i < 5; i++)
      expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it("limits the clients' status and health routes, which the gateway benchmark compares with it", async () => {
    const fresh = await startTestApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const status = await fresh.app.inject({ method: 'GET', url: '/v1/api/status' });
      expect(status.json()).toMatchObject({ status: 'ok' });
      const health = await fresh.app.inject({ method: 'GET', url: '/v1/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok' });
      expect((await fresh.app.inject({ method: 'GET', url: '/v1/api/status' })).statusCode).toBe(429);
      expect((await fresh.app.inject({ method: 'GET', url: '/v1/api/health' })).statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('client addresses behind a proxy (decision 036)', () => {
  const fromProxy = (app: TestApp['app'], client: string) =>
    app.inject({
      method: 'GET',
      url: '/contentstack/v1/contentstack/config?env=dev',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': client },
    });
  const statusesOf = async (app: TestApp['app']) => [
    ...(await Promise.all([1, 2].map(() => fromProxy(app, '203.0.113.9')))).map((r) => r.statusCode),
    (await fromProxy(app, '198.51.100.7')).statusCode,
  ];

  it.each(['10.0.0.0/8', '1'])(
    'counts each client behind a trusted proxy (%s) apart, by X-Forwarded-For',
    async (trusted) => {
      const test = await startTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: trusted });
      try {
        expect(await statusesOf(test.app)).toEqual([200, 200, 200]);
        expect((await fromProxy(test.app, '203.0.113.9')).statusCode).toBe(429);
      } finally {
        await test.close();
      }
    },
  );

  it('believes no X-Forwarded-For without TRUST_PROXY: the socket is the client', async () => {
    const test = await startTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      expect(await statusesOf(test.app)).toEqual([200, 200, 429]);
    } finally {
      await test.close();
    }
  });
});
