import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import { configuration } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('remote configuration', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ CONFIG_OVERRIDES: JSON.stringify({ features: { betaTools: true } }) });
    await test.database.db.insert(configuration).values([
      { env: 'uat', overrides: { paging: { searchPageSize: 50 }, notASetting: 1 } },
      { env: 'prod', overrides: { features: { betaTools: false } } },
    ]);
  });
  afterAll(() => test.close());

  const fetchConfig = (path: string) => test.app.inject({ method: 'GET', url: path });

  it('[D1-7.24] serves the defaults merged with the server and environment overrides', async () => {
    const response = await fetchConfig('/contentstack/v1/contentstack/config?env=uat');
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(config.paging.searchPageSize).toBe(50); // the stored uat document
    expect(config.features.betaTools).toBe(true); // CONFIG_OVERRIDES
    expect(config.notASetting).toBeUndefined(); // unknown keys are skipped, never served
    expect(config.app).toEqual(defaultConfig.app);
  });

  it('names the identity provider the clients sign in with', async () => {
    const config = (await fetchConfig('/contentstack/v1/contentstack/config?env=dev')).json();
    expect(config.identity).toEqual({ authority: 'http://127.0.0.1:8080/identity', clientId: 'carrier-web' });
  });

  it('keeps each environment apart: the stored document of one is not served to another', async () => {
    const dev = (await fetchConfig('/contentstack/v1/contentstack/config?env=dev')).json();
    expect(dev.paging.searchPageSize).toBe(25);
    const prod = (await fetchConfig('/contentstack/v1/contentstack/config?env=prod')).json();
    expect(prod.features.betaTools).toBe(false); // the environment's document wins over the server's
  });

  it('answers on the content-stack spelling of the path too', async () => {
    const response = await fetchConfig('/contentstack/v1/content-stack/config?env=dev');
    expect(response.statusCode).toBe(200);
    expect(response.json().search.radiusDefaultMiles).toBe(100);
  });

  it('refuses an unknown environment with a clear message', async () => {
    const response = await fetchConfig('/contentstack/v1/contentstack/config?env=staging');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { env: expect.any(String) } });
  });
});
