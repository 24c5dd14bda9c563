import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, goodPassword, newBrowser, signInThroughPages } from '../identity/identity.fixtures';
import { logoutAutoSubmitScript } from '../identity/page-policy';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { parseEnv } from './env';
import { installSecurityHeaders } from './security-headers';

type Headers = Record<string, string | string[] | number | undefined>;

/** The directives of a CSP header, by name. */
function policyOf(headers: Headers): Map<string, string[]> {
  const header = headers['content-security-policy'];
  expect(typeof header, 'content-security-policy').toBe('string');
  return new Map(
    (header as string).split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

/** What every answer carries, whatever it is. */
function expectBrowserHeaders(headers: Headers, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-frame-options'], what).toBe('DENY');
  // Served over http here: no HSTS (a development machine must not be pinned to https).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  const policy = policyOf(headers);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
}

describe('browser security headers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'freight-web-'));
  let test: TestApp;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    test = await startTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'http://127.0.0.1:8080' });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:8080', ...headers } });

  it("the app's pages and files: scripts of our origin only, MapLibre's blob workers and images", async () => {
    for (const url of ['/', '/carrier/login', '/carrier/app/home', '/carrier/sw.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(400);
      expectBrowserHeaders(response.headers, url);
      const policy = policyOf(response.headers);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('worker-src'), url).toEqual(["'self'", 'blob:']);
      expect(policy.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      // Only the document viewer's PDFs, fetched by the app itself, are framed.
      expect(policy.get('frame-src'), url).toEqual(['blob:']);
    }
  });

  it('the API, its refusals and unknown paths included', async () => {
    const answers = {
      'GraphQL refused (401)': await test.app.inject({
        method: 'POST',
        url: '/web/v1/experience',
        headers: { host: '127.0.0.1:8080', 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      }),
      'REST refused (401)': await get('/v1/api/locations/searchByQuery?query=ch'),
      health: await get('/healthz'),
      'unknown path (404)': await get('/v1/nothing-here'),
    };
    for (const [what, response] of Object.entries(answers)) expectBrowserHeaders(response.headers, what);
    expect(answers['REST refused (401)'].statusCode).toBe(401);
  });

  it("the identity pages and the provider's own answers, with the one logout script allowed by hash", async () => {
    await createMember(test.database.db, { upn: 'headers@identity.test' });
    const browser = newBrowser(test.app);
    const { callback } = await signInThroughPages(browser, 'headers@identity.test', goodPassword);
    expect(callback.searchParams.get('code')).toBeTruthy();
    const logout = await browser.get('/identity/session/end?client_id=carrier-web');
    expect(logout.statusCode).toBe(200);
    const script = /<script>([\s\S]*?)<\/script>/.exec(logout.body)?.[1];
    expect(script).toBe(logoutAutoSubmitScript);
    const hash = createHash('sha256').update(script!).digest('base64');

    const answers = {
      'sign-in page': await newBrowser(test.app).get('/identity/interaction/unknown'),
      'discovery (provider)': await get('/identity/.well-known/openid-configuration'),
      'authorize error page (provider)': await get('/identity/auth?client_id=nobody'),
      'logout page (provider)': logout,
    };
    for (const [what, response] of Object.entries(answers)) {
      expectBrowserHeaders(response.headers, what);
      const policy = policyOf(response.headers);
      expect(policy.get('default-src'), what).toEqual(["'none'"]);
      expect(policy.get('script-src'), what).toEqual([`'sha256-${hash}'`]);
      expect(policy.get('form-action'), what).toEqual(["'self'"]);
    }
  });

  it('HSTS and upgrade of requests only when PUBLIC_URL is https', async () => {
    const app = Fastify();
    installSecurityHeaders(app, parseEnv({ PUBLIC_URL: 'https://freight.example.com' }));
    app.get('/', () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(response.headers).has('upgrade-insecure-requests')).toBe(true);
    await app.close();
  });
});
