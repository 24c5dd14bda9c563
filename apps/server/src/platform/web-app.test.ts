import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';

const bigScript = `export const names = [${'"a load from Chicago",'.repeat(300)}];`;

/** A file and the brotli and gzip copies the build writes beside it (decision 053). */
function writePrecompressed(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/**
 * A built app in a new folder: a page, two hashed scripts (one compressed by the build), an icon,
 * the basemap, the service worker and the manifest.
 */
function makeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'freight-web-'));
  for (const folder of ['assets', 'icons', 'basemap']) mkdirSync(join(dist, folder));
  writePrecompressed(join(dist, 'index.html'), `<!doctype html><title>app</title>${'<!-- -->'.repeat(200)}`);
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writePrecompressed(join(dist, 'assets', 'big-def456.js'), bigScript);
  writeFileSync(join(dist, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'basemap', 'states-provinces.geojson'), '{"type":"FeatureCollection"}');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  return dist;
}

describe('the web app under a low request limit', () => {
  const dist = makeWebDist();
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ WEB_DIST_DIR: dist, RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("does not count the app's hashed assets toward the per-address request limit; pages and calls count", async () => {
    const get = (url: string) => test.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:8080' } });
    for (let i = 0; i < 10; i += 1)
      expect((await get('/carrier/assets/main-abc123.js')).statusCode).toBe(200);
    // Nor its other files: icons, basemap, manifest and service worker, with or without a query.
    const files = [
      '/carrier/icons/icon.svg',
      '/carrier/basemap/states-provinces.geojson',
      '/carrier/manifest.webmanifest',
      '/carrier/sw.js',
      '/carrier/sw.js?v=2',
    ];
    for (const file of files) expect((await get(file)).statusCode, file).toBe(200);
    const pages = [];
    for (let i = 0; i < 4; i += 1) pages.push((await get('/carrier/login')).statusCode);
    expect(pages).toEqual([200, 200, 200, 429]);
  });
});

describe('the web app under /carrier', () => {
  const dist = makeWebDist();
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // The app is served on PUBLIC_URL's origin (http://127.0.0.1:8080 by default).
  const get = (url: string, host = '127.0.0.1:8080') =>
    test.app.inject({ method: 'GET', url, headers: { host } });

  it('[D1-2.02] sends / to the login route of the app', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/carrier/login');
  });

  it('[D1-2.01] serves the app for every route under /carrier, revalidated on each visit', async () => {
    for (const path of ['/carrier', '/carrier/login', '/carrier/app/search/results', '/carrier/stof']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names the identity provider's metadata with every page, for the browser to fetch beside the scripts", async () => {
    for (const path of ['/carrier/login', '/carrier/app/search/results']) {
      const response = await get(path);
      expect(response.headers.link, path).toBe(
        '<http://127.0.0.1:8080/identity/.well-known/openid-configuration>; rel=preload; as=fetch; crossorigin=anonymous',
      );
    }
  });

  it('caches hashed assets for a year and answers 404 for a missing one', async () => {
    const asset = await get('/carrier/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/carrier/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends a file the build compressed as brotli or gzip to a client that accepts it, the file itself otherwise', async () => {
    const request = (encoding?: string) =>
      test.app.inject({
        method: 'GET',
        url: '/carrier/assets/big-def456.js',
        headers: { host: '127.0.0.1:8080', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const brotli = await request('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);

    const gzip = await request('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('sends the page compressed too, revalidated on each visit', async () => {
    const page = await test.app.inject({
      method: 'GET',
      url: '/carrier/app/search/results',
      headers: { host: '127.0.0.1:8080', 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>app</title>');
  });

  it('serves other static files such as the web app manifest', async () => {
    expect((await get('/carrier/manifest.webmanifest')).statusCode).toBe(200);
  });

  it('sends the app opened under another host name to the canonical origin, where sign-in works', async () => {
    const page = await get('/carrier/app/search?stateCode=IL', 'localhost:8080');
    expect(page.statusCode).toBe(308);
    expect(page.headers.location).toBe('http://127.0.0.1:8080/carrier/app/search?stateCode=IL');
    const root = await get('/', 'localhost:8080');
    expect(root.headers.location).toBe('http://127.0.0.1:8080/carrier/login');
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const response = await get('/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
