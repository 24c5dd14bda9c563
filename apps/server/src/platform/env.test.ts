import { describe, expect, it } from 'vitest';
import { parseEnv, shouldSeedDemoData } from './env';

describe('environment', () => {
  it('has working defaults: embedded database under ./data on 127.0.0.1:8080', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ HOST: '127.0.0.1', PORT: 8080, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('loads demo data by default, but not in production unless asked', () => {
    expect(shouldSeedDemoData(parseEnv({}))).toBe(true);
    expect(shouldSeedDemoData(parseEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(shouldSeedDemoData(parseEnv({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }))).toBe(true);
    expect(shouldSeedDemoData(parseEnv({ SEED_DEMO_DATA: 'false' }))).toBe(false);
  });

  it('stops with a readable list of what is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('shares the limits through Redis only when REDIS_URL is a redis:// or rediss:// address', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({}).REDIS_KEY_PREFIX).toBe('freight:');
    expect(parseEnv({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://:secret@cache.internal:6380/2',
    );
    expect(() => parseEnv({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
  });

  it('trusts X-Forwarded-For only from the proxies it names: a hop count or addresses and ranges', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
    ]);
    for (const refused of ['true', '0', '11', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2'])
      expect(() => parseEnv({ TRUST_PROXY: refused }), refused).toThrow(/TRUST_PROXY/);
  });
});
