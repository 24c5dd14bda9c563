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

  it('keeps documents in S3 only with S3_BUCKET, and then requires its keys', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKIA-TEST', S3_SECRET_ACCESS_KEY: 'secret-value' };
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(parseEnv({ S3_BUCKET: 'documents', ...keys })).toMatchObject({ S3_BUCKET: 'documents', ...keys });
    expect(() => parseEnv({ S3_BUCKET: 'documents' })).toThrow(
      /S3_ACCESS_KEY_ID: required with S3_BUCKET\n\s+S3_SECRET_ACCESS_KEY: required with S3_BUCKET/,
    );
    expect(() => parseEnv({ S3_BUCKET: 'documents', S3_ACCESS_KEY_ID: 'AKIA-TEST' })).toThrow(
      /^Invalid environment:\n\s+S3_SECRET_ACCESS_KEY: required with S3_BUCKET$/,
    );
    // A setting of the store without a bucket would silently keep documents on the local disk.
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set/,
    );
  });

  it('refuses S3 settings that cannot work, and never repeats the secret', () => {
    const bucket = {
      S3_BUCKET: 'documents',
      S3_ACCESS_KEY_ID: 'AKIA-TEST',
      S3_SECRET_ACCESS_KEY: 'Sh-hidden',
    };
    for (const name of ['Documents', 'ab', 'docs_1', '-docs', 'a'.repeat(64)])
      expect(() => parseEnv({ ...bucket, S3_BUCKET: name }), name).toThrow(
        /S3_BUCKET: must be a bucket name/,
      );
    expect(() => parseEnv({ ...bucket, S3_ENDPOINT: 'ftp://store.internal' })).toThrow(
      /S3_ENDPOINT: must start with http:\/\/ or https:\/\//,
    );
    expect(() => parseEnv({ ...bucket, S3_ENDPOINT: 'https://user:pw@store.internal' })).toThrow(
      /S3_ENDPOINT: must not carry credentials/,
    );
    expect(() => parseEnv({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => parseEnv({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).not.toThrow(/Sh-hidden/);
    expect(parseEnv({ ...bucket, S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
  });
});
