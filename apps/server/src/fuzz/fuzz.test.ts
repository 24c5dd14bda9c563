import type { LightMyRequestResponse } from 'fastify';
import { isErrorCode } from '@freight/domain/error-codes';
import { roles } from '@freight/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeApiKey } from '../platform/api-keys';
import { createCarrier, signInAs } from '../test-support/sign-in';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { dataChecksum, tableNames } from './data-checksum';
import { graphqlCases, transportCases, type GraphqlCase } from './graphql-cases';
import { mulberry32 } from '../db/seed/prng';
import { encodeJson, sample } from './mutations';
import { headerMutations, restCases, type RestCase } from './rest-cases';

// Bad input never gives 5xx (decision 029). Every GraphQL root field (from the executable schema) and
// every REST, integration and identity route (from Fastify's route table) is called with valid input,
// then with one value replaced at a time; the cases are sampled with a fixed seed to a bounded count.
// Checked: no answer >= 500, no error-level log line, the same answer twice (Mercurius compiles a
// query on its second use), and no row changed by a refused request.
//
// To extend: a new GraphQL field or route is covered with no change; give a new route a valid query
// or body in `routeSamples` (rest-cases.ts), a new custom scalar a sample in `scalarSamples`
// (graphql-cases.ts), a new kind of bad value a line in mutations.ts.

const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const graphqlBudget = Number(process.env.FUZZ_GRAPHQL_CASES ?? 800);
const restBudget = Number(process.env.FUZZ_REST_CASES ?? 800);
const headerBudget = Number(process.env.FUZZ_HEADER_CASES ?? 200);

type Finding = { name: string; problem: string };

/** How many answers of each status and code, printed with FUZZ_DEBUG=1. */
const tally = new Map<string, number>();

const summary = (response: LightMyRequestResponse) => {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json')) return `${response.statusCode}`;
  const body = response.json() as { code?: string; errors?: { extensions?: { code?: string } }[] };
  const codes = body.errors?.map((error) => error.extensions?.code) ?? [body.code];
  return `${response.statusCode} ${codes.join(',')}`;
};

const isRefused = (response: LightMyRequestResponse) =>
  response.statusCode >= 400 || /"data":null/.test(response.body);

describe('fuzz: bad input never answers 5xx, logs an error or changes data', () => {
  let test: TestApp;
  let headers: Record<string, string>;
  const logged: string[] = [];
  let tables: string[];
  const checksum = () => dataChecksum(test.database.db, tables);

  beforeAll(async () => {
    test = await startTestApp({
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '1000000',
      SIGN_IN_RATE_LIMIT_MAX: '1000000',
    });
    const capture = (level: string) =>
      ((object: unknown, text?: string) => {
        const error = (object as { err?: Error } | undefined)?.err;
        logged.push(`${level}: ${text ?? ''} ${error?.message ?? String(object)}`.slice(0, 500));
      }) as never;
    test.app.log.error = capture('error');
    test.app.log.fatal = capture('fatal');
    const carrier = await createCarrier(test.database.db);
    // Every role, so that the guards let the values reach the use cases.
    const admin = await signInAs(test.database.db, { roles: [...roles], carrierId: carrier.id });
    await storeApiKey(test.database.db, 'MERCURYGATE', 'MercuryGate TMS', 'fuzz-key');
    headers = { ...admin.headers, 'x-api-key': 'fuzz-key' };
    tables = await tableNames(test.database.db);
  });
  afterAll(async () => {
    if (process.env.FUZZ_DEBUG) console.log([...tally].sort().join('\n'));
    await test.close();
  });

  /** Sends a case twice when it is refused; notes any 5xx, a different second answer, a changed row. */
  async function check(
    findings: Finding[],
    name: string,
    valid: boolean,
    send: () => Promise<LightMyRequestResponse>,
  ) {
    const before = valid ? '' : await checksum();
    const first = await send();
    tally.set(summary(first), (tally.get(summary(first)) ?? 0) + 1);
    if (valid && process.env.FUZZ_DEBUG)
      console.log(`${name}: ${summary(first)} ${first.body.slice(0, 160)}`);
    if (first.statusCode >= 500)
      findings.push({ name, problem: `${first.statusCode} ${first.body.slice(0, 200)}` });
    const codes = summary(first).split(' ')[1];
    // JSON errors carry a code of the closed set (the identity provider's protocol answers excepted).
    if (first.statusCode >= 400 && codes !== undefined && !name.includes(' /identity/'))
      for (const code of codes.split(','))
        if (!isErrorCode(code))
          findings.push({ name, problem: `code ${code || 'missing'}: ${first.body.slice(0, 200)}` });
    if (valid || !isRefused(first)) return;
    const after = await checksum();
    if (after !== before) findings.push({ name, problem: 'a refused request changed data' });
    const second = await send();
    // A rate limit (the identity forms have their own) may refuse the repeat: that is no finding.
    if (second.statusCode !== 429 && summary(second) !== summary(first))
      findings.push({ name, problem: `answered ${summary(first)}, then ${summary(second)}` });
  }

  it('GraphQL: every root field, one variable value replaced at a time', async () => {
    const schema = test.app.gatewaySchemas[0]!;
    const all = graphqlCases(schema);
    const cases: GraphqlCase[] = [
      ...all.filter((c) => c.valid),
      ...sample(
        all.filter((c) => !c.valid),
        graphqlBudget,
        mulberry32(seed),
      ),
    ];
    const findings: Finding[] = [];
    for (const c of cases) {
      await check(findings, c.name, c.valid, () =>
        test.app.inject({
          method: 'POST',
          url: '/web/v1/experience',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: encodeJson({ query: c.query, variables: c.variables }),
        }),
      );
    }
    expect(findings).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('GraphQL: the request itself malformed, over POST and GET', async () => {
    const findings: Finding[] = [];
    for (const c of transportCases) {
      await check(findings, c.name, false, () =>
        test.app.inject({
          method: c.method,
          url: `/web/v1/experience${c.search ?? ''}`,
          headers: { ...headers, ...(c.type ? { 'content-type': c.type } : {}) },
          ...(c.body === undefined ? {} : { payload: c.body }),
        }),
      );
    }
    expect(findings).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('REST, integration and identity: every route, one parameter, query or body value replaced at a time', async () => {
    const all = restCases(test.app.routeTable.filter((route) => !route.url.includes('/experience')));
    const cases: RestCase[] = [
      ...all.filter((c) => c.valid),
      ...sample(
        all.filter((c) => !c.valid),
        restBudget,
        mulberry32(seed),
      ),
    ];
    const findings: Finding[] = [];
    for (const c of cases) {
      await check(findings, c.name, c.valid, () =>
        test.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: { ...headers, ...c.headers },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        }),
      );
    }
    expect(findings).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('headers of the wrong shape, on the valid request of every route and on the gateway', async () => {
    const routes = restCases(test.app.routeTable.filter((route) => !route.url.includes('/experience')));
    const gateway: RestCase = {
      name: 'POST /web/v1/experience',
      method: 'POST',
      url: '/web/v1/experience',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ getMyLoadsCounts { __typename } }' }),
      valid: true,
    };
    const cases = [gateway, ...routes.filter((route) => route.valid)].flatMap((c) =>
      headerMutations.map((mutation) => ({ c, mutation })),
    );
    const findings: Finding[] = [];
    for (const { c, mutation } of sample(cases, headerBudget, mulberry32(seed)))
      await check(findings, `${c.name} ${JSON.stringify(mutation).slice(0, 60)}`, false, () =>
        test.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: { ...headers, ...c.headers, ...mutation },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        }),
      );
    expect(findings).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('answers 405 with Allow to a method no route of the path has', async () => {
    const byPath = new Map<string, Set<string>>();
    // Under a catch-all (the identity provider's), other methods are the catch-all's to answer.
    const catchAlls = test.app.routeTable
      .filter(({ url }) => url.endsWith('/*'))
      .map(({ url }) => url.slice(0, -1));
    for (const { method, url } of test.app.routeTable)
      if (!url.includes('*') && !catchAlls.some((prefix) => url.startsWith(prefix)))
        byPath.set(url, (byPath.get(url) ?? new Set()).add(method));
    const findings: Finding[] = [];
    for (const [url, methods] of byPath) {
      const method = ['PATCH', 'DELETE', 'PUT', 'POST'].find((candidate) => !methods.has(candidate));
      if (!method) continue;
      const path = url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await test.app.inject({ method: method as 'PATCH', url: path, headers });
      if (response.statusCode !== 405 || !response.headers.allow)
        findings.push({ name: `${method} ${url}`, problem: `answered ${summary(response)}` });
    }
    expect(findings).toEqual([]);
    expect(logged).toEqual([]);
  });
});
