import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env';
import { notFound, unavailable } from './errors';
import { contentTypeOf, fileNotFoundMessage, isFileKey, newFileKey, type FileStore } from './file-store';
import { message } from './i18n';

/** Where the S3-compatible store is and how to sign in to it (decision 042). */
export type S3Settings = {
  bucket: string;
  /** Unset: AWS's endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/**
 * Every wait is short: a request that needs a document fails in seconds with a message rather than
 * hold a connection while the store is down or hung.
 */
export type S3Timeouts = {
  /** To open the connection. */
  connectMs: number;
  /** Of silence on an open connection. */
  idleMs: number;
  /** Of a whole request, bytes included (a large document on a slow link). */
  requestMs: number;
  /** Attempts per operation: one retry after a failure the SDK deems transient. */
  attempts: number;
};

export const defaultS3Timeouts: S3Timeouts = {
  connectMs: 2_000,
  idleMs: 5_000,
  requestMs: 30_000,
  attempts: 2,
};

export const fileStoreUnavailableMessage = message('fileStoreUnavailable');

/** The S3 store's settings from the environment, or undefined without S3_BUCKET. */
export function s3SettingsOf(env: Env): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // parseEnv refuses a bucket without its keys.
  if (!bucket || !accessKeyId || !secretAccessKey) return undefined;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}

/** The bucket and its address, for messages and logs: never a key. */
function describeStore(settings: S3Settings): string {
  return `bucket ${settings.bucket} at ${settings.endpoint ?? `AWS S3 (${settings.region})`}`;
}

type SdkError = { name?: unknown; message?: unknown; $metadata?: { httpStatusCode?: unknown } };

function statusOf(error: unknown): number | undefined {
  const status = (error as SdkError | null)?.$metadata?.httpStatusCode;
  return typeof status === 'number' ? status : undefined;
}

/** What went wrong, in a line for the logs: the SDK's error name, status and text (none carry a key). */
function reasonOf(error: unknown): string {
  const { name, message: text } = (error ?? {}) as SdkError;
  const status = statusOf(error);
  return [
    typeof name === 'string' ? name : 'Error',
    status && `HTTP ${status}`,
    typeof text === 'string' && text,
  ]
    .filter(Boolean)
    .join(': ');
}

/** A missing object, not a missing bucket (a store that lost its bucket is down, not empty). */
function isMissingObject(error: unknown): boolean {
  const { name } = (error ?? {}) as SdkError;
  return name === 'NoSuchKey' || (statusOf(error) === 404 && name !== 'NoSuchBucket');
}

export type S3FileStore = {
  store: FileStore;
  /** Whether the bucket answers with these keys; throws the SDK's error otherwise. */
  checkBucket: () => Promise<void>;
  /** Closes the connections kept open to the store. */
  close: () => void;
};

/** A store in one bucket; an object's name is its key, as made by the local store. */
export function createS3FileStore(
  settings: S3Settings,
  log: Pick<FastifyBaseLogger, 'warn'>,
  timeouts: S3Timeouts = defaultS3Timeouts,
): S3FileStore {
  const client = createClient(settings, timeouts);
  const { bucket } = settings;
  const deadline = () => ({ abortSignal: AbortSignal.timeout(timeouts.requestMs) });
  const nameOf = (key: string) => {
    if (!isFileKey(key)) throw notFound(fileNotFoundMessage);
    return key;
  };
  // Whatever failed (network, timeout, credentials, the server's own error) is logged and answered 503
  // with a translated message: the SDK's text is for the operator, not the caller.
  const failed = (operation: string, key: string, error: unknown): never => {
    log.warn(
      { operation, key, reason: reasonOf(error) },
      `object store failed: ${operation} in ${describeStore(settings)}`,
    );
    throw unavailable(fileStoreUnavailableMessage);
  };
  return {
    checkBucket: async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), deadline());
    },
    close: () => client.destroy(),
    store: {
      put: async (bytes, extension) => {
        const key = newFileKey(extension);
        try {
          await client.send(
            new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key) }),
            deadline(),
          );
        } catch (error) {
          failed('put', key, error);
        }
        return key;
      },
      get: async (key) => {
        const name = nameOf(key);
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }), deadline());
          const bytes = await answer.Body?.transformToByteArray();
          if (!bytes) throw new Error('GetObject answered without a body');
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } catch (error) {
          if (isMissingObject(error)) throw notFound(fileNotFoundMessage);
          return failed('get', name, error);
        }
      },
      delete: async (key) => {
        const name = nameOf(key);
        try {
          // S3 answers 204 for a missing object too.
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }), deadline());
        } catch (error) {
          failed('delete', name, error);
        }
      },
    },
  };
}

function createClient(settings: S3Settings, timeouts: S3Timeouts): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: timeouts.attempts,
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      socketTimeout: timeouts.idleMs,
      requestTimeout: timeouts.requestMs,
      throwOnRequestTimeout: true,
    },
    // The integrity checksums the SDK adds by default since 2025 are refused by S3-compatible servers
    // that predate them; they are sent and checked where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Why the bucket cannot be used, in words an operator acts on. */
function startUpReason(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return 'the bucket does not exist (HTTP 404)';
  if (status === 403 || status === 401)
    return `access refused (HTTP ${status}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
  return reasonOf(error);
}

/**
 * The S3 store, once the bucket answered; otherwise the start-up stops with a readable error: a server
 * told to keep documents in a bucket must not start without it, nor fall back to its own disk.
 */
export async function connectS3FileStore(
  settings: S3Settings,
  log: Pick<FastifyBaseLogger, 'warn'>,
  timeouts: S3Timeouts = defaultS3Timeouts,
): Promise<S3FileStore> {
  const s3 = createS3FileStore(settings, log, timeouts);
  try {
    await s3.checkBucket();
  } catch (error) {
    s3.close();
    throw new Error(
      `Cannot use the object store, ${describeStore(settings)} (S3_BUCKET, S3_ENDPOINT): ${startUpReason(error)}`,
      { cause: error },
    );
  }
  return s3;
}
