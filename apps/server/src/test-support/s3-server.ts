import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/s3-file-store';

export type TestS3Server = {
  /** The settings of a store in the server's bucket. */
  settings: S3Settings;
  /** The same as environment variables, for an app. */
  env: Record<string, string>;
  /** Stops the server and removes its folder; close every client of it first. */
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver, from npm; decision 042) in this process, on a free loopback
 * port, with one empty bucket, its objects in a temporary folder. It starts in milliseconds, so every
 * test file that needs one has its own.
 */
export async function startTestS3Server(bucket = 'freight-test-documents'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'freight-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver's own account: it checks the access key id, not the signature.
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
