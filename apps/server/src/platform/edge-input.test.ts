import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestApp, type TestApp } from '../test-support/test-app';
import { holdsForbiddenText, urlProblem } from './edge-input';

// Decision 029: text that no field accepts is refused at the edge with 400 and a translated message.

describe('the edge checks of request text', () => {
  it('finds NUL and other control characters, lone surrogates, in values and keys at any depth', () => {
    expect(holdsForbiddenText({ a: [{ b: 'line\nbreak\tand\rreturn' }] })).toBe(false);
    expect(holdsForbiddenText({ a: [{ b: 'a\u0000b' }] })).toBe(true);
    expect(holdsForbiddenText({ 'key\u0007': 1 })).toBe(true);
    expect(holdsForbiddenText(['\uD800'])).toBe(true);
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsForbiddenText(deep)).toBe(true);
  });

  it('finds percent-encoded NUL and bytes that are not UTF-8 in a URL', () => {
    expect(urlProblem('/v1/api/countries?q=%C3%A9t%C3%A9')).toBeUndefined();
    expect(urlProblem('/v1/api/countries?q=a%00b')?.code).toBe('BAD_USER_INPUT');
    expect(urlProblem('/v1/api/countries?q=%FF')?.message).toMatch(/UTF-8/);
  });
});

describe('requests with text no field accepts', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ LOG_LEVEL: 'error' });
  });
  afterAll(() => test.close());

  it('refuses a NUL byte in a GraphQL variable with 400 BAD_USER_INPUT, in the caller language', async () => {
    const query = 'query ($id: ID!) { getLoadPosting(loadId: $id) { __typename } }';
    const english = await graphql(test.app, query, { id: 'a\u0000b' });
    expect(english.status).toBe(400);
    // On the gateway the refusal takes the GraphQL shape (Mercurius's error handler formats it).
    expect(english.body).toMatchObject({
      data: null,
      errors: [{ message: expect.stringMatching(/NUL/), extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const french = await test.app.inject({
      method: 'POST',
      url: '/web/v1/experience',
      headers: { 'accept-language': 'fr' },
      payload: { query, variables: { id: 'a\u0000b' } },
    });
    expect(french.json()).toMatchObject({
      errors: [{ message: expect.stringMatching(/caractère de contrôle/) }],
    });
  });

  it('refuses a JSON body that is not UTF-8 with 400', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/integration/v1/shipments',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"query":"{ gatewayInfo { status } }","x":"'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}'),
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/UTF-8/),
    });
  });

  it('refuses a NUL byte in a query string and a path parameter with 400', async () => {
    for (const url of ['/v1/api/locations/searchByQuery?query=a%00b', '/v1/contact/shipment/a%00b']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('answers an identity form holding a NUL byte with a 400 page that says so', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/identity/interaction/some-uid/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'fr' },
      payload: 'email=a%00b%40example.test&password=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/html/);
    expect(response.body).toMatch(/caractères non autorisés/);
  });
});

describe('wrong methods', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('answers 405 with Allow on a path that other methods answer, 404 on an unknown path', async () => {
    const wrong = await test.app.inject({ method: 'DELETE', url: '/v1/api/countries' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    const withParameter = await test.app.inject({
      method: 'POST',
      url: '/integration/v1/load-postings/REF-1',
    });
    expect(withParameter.statusCode).toBe(405);
    expect(withParameter.headers.allow).toBe('PUT, DELETE');
    const unknown = await test.app.inject({ method: 'GET', url: '/no/such/path' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a mutation over GET with 405, Allow: POST, and says to use POST', async () => {
    const query = encodeURIComponent('mutation { __typename }');
    const response = await test.app.inject({ method: 'GET', url: `/web/v1/experience?query=${query}` });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({
      errors: [
        { message: 'Changes are sent with POST, not GET.', extensions: { code: 'METHOD_NOT_ALLOWED' } },
      ],
    });
  });
});
