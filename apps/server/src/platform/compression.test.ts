import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { compressionThresholdBytes } from './compression';

describe("the server's answers, compressed for clients that ask", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends an API answer above the threshold in brotli, else gzip, else as it is, with the same content', async () => {
    const plain = await get('/v1/api/countries');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThresholdBytes);

    const brotli = await get('/v1/api/countries', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/v1/api/countries', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    // zstd and deflate are not offered: such a client gets the answer as it is.
    expect((await get('/v1/api/countries', 'zstd, deflate')).headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is: compressing it would save less than a packet', async () => {
    const health = await get('/healthz', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body with a 4xx instead of inflating it', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/web/v1/experience',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ query: '{ __typename }' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
