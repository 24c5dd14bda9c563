import { createServer, type Server } from 'node:net';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { fileNotFoundMessage } from './file-store';
import { translate } from './i18n';
import {
  connectS3FileStore,
  createS3FileStore,
  fileStoreUnavailableMessage,
  s3SettingsOf,
  type S3FileStore,
  type S3Settings,
  type S3Timeouts,
} from './s3-file-store';
import { itBehavesAsAFileStore } from '../test-support/file-store-contract';
import { inEnglish } from '../test-support/in-english';
import { startTestS3Server, type TestS3Server } from '../test-support/s3-server';
import { startTestApp } from '../test-support/test-app';
import { parseEnv } from './env';

// The S3 store against a real S3-compatible server (s3rver, started in this process; decision 042).

const quick: S3Timeouts = { connectMs: 500, idleMs: 500, requestMs: 2_000, attempts: 2 };
const storeDown = { code: 'UNAVAILABLE', message: inEnglish(fileStoreUnavailableMessage) };
const someKey = '00000000-0000-4000-8000-000000000000.pdf';

type Logged = { fields: unknown; text: unknown };
function recordingLog(logged: Logged[]) {
  return { warn: (fields: unknown, text?: unknown) => void logged.push({ fields, text }) };
}

describe('settings of the S3 store', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIA-TEST', S3_SECRET_ACCESS_KEY: 'secret-value' };

  it('are none without S3_BUCKET: documents stay in DATA_DIR/files', () => {
    expect(s3SettingsOf(parseEnv({}))).toBeUndefined();
  });

  it('address AWS itself by virtual-hosted names, an S3_ENDPOINT by path, unless told', () => {
    expect(s3SettingsOf(parseEnv({ S3_BUCKET: 'documents', ...keys }))).toEqual({
      bucket: 'documents',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIA-TEST',
      secretAccessKey: 'secret-value',
      forcePathStyle: false,
    });
    const local = { S3_BUCKET: 'documents', S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys };
    expect(s3SettingsOf(parseEnv(local))).toMatchObject({ forcePathStyle: true });
    expect(
      s3SettingsOf(parseEnv({ ...local, S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'eu-west-3' })),
    ).toMatchObject({ forcePathStyle: false, region: 'eu-west-3' });
  });
});

describe('S3-compatible file store', () => {
  let server: TestS3Server;
  let s3: S3FileStore;

  beforeAll(async () => {
    server = await startTestS3Server();
    s3 = await connectS3FileStore(server.settings, recordingLog([]));
  });
  afterAll(async () => {
    s3.close();
    await server.close();
  });

  itBehavesAsAFileStore(() => s3.store);

  it('keeps each object in the bucket under its key, with the media type of its extension', async () => {
    const key = await s3.store.put(new TextEncoder().encode('%PDF-1.7 hello'), 'pdf');
    const client = new S3Client({
      endpoint: server.settings.endpoint,
      region: server.settings.region,
      forcePathStyle: true,
      credentials: server.settings,
    });
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: server.settings.bucket, Key: key }));
      expect(head).toMatchObject({ ContentType: 'application/pdf', ContentLength: 14 });
    } finally {
      client.destroy();
    }
  });
});

describe('S3-compatible file store that fails', () => {
  let server: TestS3Server;
  let silent: Server;
  let closedPort: number;

  beforeAll(async () => {
    server = await startTestS3Server();
    // Accepts connections, reads and never answers: a hung store.
    silent = createServer((socket) => socket.resume());
    await listen(silent);
    closedPort = await freePort();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await server.close();
  });

  const at = (endpoint: string, changes: Partial<S3Settings> = {}): S3Settings => ({
    ...server.settings,
    endpoint,
    ...changes,
  });

  it('answers UNAVAILABLE within seconds when the store never answers, and logs why', async () => {
    const logged: Logged[] = [];
    const s3 = createS3FileStore(at(`http://127.0.0.1:${port(silent)}`), recordingLog(logged), quick);
    try {
      const started = Date.now();
      await expect(s3.store.put(new Uint8Array([1]), 'pdf')).rejects.toMatchObject(storeDown);
      await expect(s3.store.get(someKey)).rejects.toMatchObject(storeDown);
      await expect(s3.store.delete(someKey)).rejects.toMatchObject(storeDown);
      // Three operations of at most two attempts, each cut by the 2 s deadline.
      expect(Date.now() - started).toBeLessThan(3 * quick.requestMs + 1_000);
      expect(logged.map(({ fields }) => (fields as { operation: string }).operation)).toEqual([
        'put',
        'get',
        'delete',
      ]);
      expect(JSON.stringify(logged)).not.toContain(server.settings.secretAccessKey);
    } finally {
      s3.close();
    }
  });

  it('answers UNAVAILABLE when nothing listens at the endpoint', async () => {
    const s3 = createS3FileStore(at(`http://127.0.0.1:${closedPort}`), recordingLog([]), quick);
    try {
      await expect(s3.store.get(someKey)).rejects.toMatchObject(storeDown);
      await expect(s3.store.put(new Uint8Array([1]), 'pdf')).rejects.toMatchObject(storeDown);
    } finally {
      s3.close();
    }
  });

  it('answers UNAVAILABLE, not NOT_FOUND, when the store refuses its keys', async () => {
    const logged: Logged[] = [];
    const s3 = createS3FileStore(
      { ...server.settings, accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' },
      recordingLog(logged),
      quick,
    );
    try {
      await expect(s3.store.get(someKey)).rejects.toMatchObject(storeDown);
      await expect(s3.store.put(new Uint8Array([1]), 'pdf')).rejects.toMatchObject(storeDown);
      expect(JSON.stringify(logged)).toContain('HTTP 403');
      expect(JSON.stringify(logged)).not.toContain('not-the-secret');
    } finally {
      s3.close();
    }
  });

  it('is answered 503 with a translated message, never the SDK text', async () => {
    const s3 = createS3FileStore(at(`http://127.0.0.1:${closedPort}`), recordingLog([]), quick);
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/document', async () => s3.store.get(someKey));
    try {
      const answer = await app.inject({ url: '/document', headers: { 'accept-language': 'fr-CA' } });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        code: 'UNAVAILABLE',
        message: translate('fr', fileStoreUnavailableMessage),
      });
      expect(answer.json().message).toMatch(/^Les documents sont inaccessibles/);
      expect(answer.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await app.close();
      s3.close();
    }
  });

  it('answers UNAVAILABLE, not NOT_FOUND, when its bucket is gone', async () => {
    const s3 = createS3FileStore({ ...server.settings, bucket: 'gone-bucket' }, recordingLog([]), quick);
    try {
      await expect(s3.store.get(someKey)).rejects.toMatchObject(storeDown);
    } finally {
      s3.close();
    }
  });

  it('answers a missing object NOT_FOUND, as the local store does', async () => {
    const s3 = createS3FileStore(server.settings, recordingLog([]), quick);
    try {
      await expect(s3.store.get(someKey)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: inEnglish(fileNotFoundMessage),
      });
    } finally {
      s3.close();
    }
  });
});

describe('start-up with S3_BUCKET', () => {
  let server: TestS3Server;
  let silent: Server;

  beforeAll(async () => {
    server = await startTestS3Server();
    silent = createServer((socket) => socket.resume());
    await listen(silent);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await server.close();
  });

  const refusal = (envOverrides: Record<string, string>) =>
    startTestApp({ ...server.env, ...envOverrides }).then(
      () => new Error('the app started'),
      (error: unknown) => error as Error,
    );

  it('starts with a bucket that answers', async () => {
    const test = await startTestApp(server.env);
    await test.close();
  });

  it('stops, saying so, when the bucket does not exist', async () => {
    const error = await refusal({ S3_BUCKET: 'no-such-bucket' });
    expect(error.message).toBe(
      `Cannot use the object store, bucket no-such-bucket at ${server.settings.endpoint} (S3_BUCKET, ` +
        'S3_ENDPOINT): the bucket does not exist (HTTP 404)',
    );
  });

  it('stops, naming the keys and never showing the secret, when the store refuses them', async () => {
    const error = await refusal({ S3_ACCESS_KEY_ID: 'NOT-A-KEY', S3_SECRET_ACCESS_KEY: 'top-secret-value' });
    expect(error.message).toMatch(
      /access refused \(HTTP 403\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY$/,
    );
    expect(error.message).not.toContain('top-secret-value');
  });

  it('stops when nothing listens at S3_ENDPOINT', async () => {
    const closed = await freePort();
    const error = await refusal({ S3_ENDPOINT: `http://127.0.0.1:${closed}` });
    expect(error.message).toMatch(
      new RegExp(`^Cannot use the object store, bucket \\S+ at http://127.0.0.1:${closed} .*ECONNREFUSED`),
    );
  });

  it('stops within seconds when the store accepts but never answers', async () => {
    const started = Date.now();
    const settings = { ...server.settings, endpoint: `http://127.0.0.1:${port(silent)}` };
    await expect(connectS3FileStore(settings, recordingLog([]), quick)).rejects.toThrow(
      /^Cannot use the object store, bucket \S+ at http:\/\/127.0.0.1:\d+ \(S3_BUCKET, S3_ENDPOINT\): /,
    );
    expect(Date.now() - started).toBeLessThan(quick.requestMs + 1_000);
  });
});

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
}

function port(server: Server): number {
  return (server.address() as { port: number }).port;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await listen(server);
  const free = port(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}
