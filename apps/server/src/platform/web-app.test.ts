import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';

describe('the web app under /carrier', () => {
  const dist = mkdtempSync(join(tmpdir(), 'freight-web-'));
  let test: TestApp;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
    test = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url });

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

  it('caches hashed assets for a year and answers 404 for a missing one', async () => {
    const asset = await get('/carrier/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/carrier/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves other static files such as the web app manifest', async () => {
    expect((await get('/carrier/manifest.webmanifest')).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const response = await get('/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
