import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { defaultConfig } from '@freight/domain/config';
import type { DatabaseHandle } from './db/client';
import { registerIdentityProvider } from './identity/identity-provider';
import { apiModules } from './modules/registry';
import { installAuthentication, tokenIssuerOf } from './platform/authentication';
import { publicUrl, type Env } from './platform/env';
import { message, requestLanguage, translate } from './platform/i18n';
import { installCompression } from './platform/compression';
import { installEdgeInput } from './platform/edge-input';
import { serializeRequest } from './platform/logged-request';
import { answerFrameworkError, installErrorHandler } from './platform/error-handler';
import { createAppConfigReader } from './platform/feature-flags';
import { createLocalFileStore, fileStoreDir, type FileStore } from './platform/file-store';
import { registerGateway } from './platform/gateway';
import { connectS3FileStore, s3SettingsOf } from './platform/s3-file-store';
import { installMethodNotAllowed } from './platform/method-not-allowed';
import { installSecurityHeaders } from './platform/security-headers';
import type { ApiModule } from './platform/module';
import { defaultWebDistDir } from './platform/paths';
import { counterRateLimitStore } from './platform/rate-limit-store';
import { connectRedis, sharedCounterStore } from './platform/redis';
import type { Services } from './platform/services';
import { notifyCapacityMatches } from './modules/capacity/notify-capacity-matches';
import { createMemoryCounterStore, createUsageLimits } from './platform/usage-limits';
import { isStaticFilePath, registerWebApp } from './platform/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** The object store of documents, for what runs beside the routes (the mail sender's attachments). */
    fileStore: FileStore;
    /** Tells the dispatchers whose capacity a new posting matches, for postings made beside the API (the demo supply). */
    notifyCapacityMatches: (loadId: string) => Promise<number>;
  }
}

export type BuildAppOptions = {
  env: Env;
  database: DatabaseHandle;
  now?: () => Date;
  modules?: ApiModule<object>[];
};

/** Fastify's trustProxy for TRUST_PROXY: a hop count trusts that many proxies from the socket. */
function trustProxyOf(trusted: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (trusted === undefined) return false;
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}

/** The whole server as a Fastify instance: tests inject requests into it, main.ts makes it listen. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  // Behind trusted proxies, the client's address comes from X-Forwarded-For (decision 036).
  const trustProxy = trustProxyOf(env.TRUST_PROXY);
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
      serializers: { req: serializeRequest },
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy,
    frameworkErrors: answerFrameworkError,
  });
  const now = options.now ?? (() => new Date());
  // With REDIS_URL, every process counts the limits together (decision 032); without, each on its own.
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  const shared = (area: string) =>
    redis && sharedCounterStore(redis, `${env.REDIS_KEY_PREFIX}${area}:`, app.log);
  const sharedRequests = shared('rate');
  // With S3_BUCKET, documents go to that bucket, checked reachable here (decision 042); else DATA_DIR/files.
  const s3Settings = s3SettingsOf(env);
  const s3 = s3Settings && (await connectS3FileStore(s3Settings, app.log));
  if (s3) app.addHook('onClose', async () => s3.close());
  const appConfig = createAppConfigReader(database.db, env, now);
  const services: Services = {
    env,
    db: database.db,
    databaseKind: database.kind,
    listen: database.listen,
    now,
    appConfig,
    featureFlags: async () => (await appConfig()).features,
    fileStore: s3?.store ?? createLocalFileStore(fileStoreDir(env.DATA_DIR)),
    usageLimits: createUsageLimits(env, shared('usage') ?? createMemoryCounterStore(), now),
  };
  const modules = options.modules ?? apiModules;
  // Start-up puts the demo documents' files in the same store the routes read (main.ts).
  app.decorate('fileStore', services.fileStore);
  app.decorate('notifyCapacityMatches', (loadId: string) => notifyCapacityMatches(services, loadId));

  installErrorHandler(app);
  // First of the request hooks, so that refusals (401, 429, the edge's 400 and 405) carry the headers too.
  installSecurityHeaders(app, env);
  // Before any route: text no field accepts is refused at the edge, wrong methods answer 405 (decision 029).
  installEdgeInput(app);
  installMethodNotAllowed(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // Before any route: the compression hook is added to each route as it is declared.
  await installCompression(app);
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    // The identity forms' own limit (SIGN_IN_RATE_LIMIT_MAX) is a child of this store: shared too.
    ...(sharedRequests ? { store: counterRateLimitStore(sharedRequests) } : {}),
    // A store that fails lets the request through rather than answer 500 (ours falls back instead).
    skipOnError: true,
    // The app's files (hashed scripts and styles, icons, basemap, manifest, service worker) cost a
    // file read: loading the app (some 60 of them) must not spend an office's shared budget behind
    // one NAT address. Its pages and every API call count.
    allowList: (request) => isStaticFilePath(request.url),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: translate(
        requestLanguage(request),
        message('request.tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }),
      ),
    }),
  });
  await installAuthentication(app, services);
  await registerIdentityProvider(app, services);
  for (const module of modules) await module.routes?.(app, services);
  await registerGateway(app, services, modules, defaultConfig.app.version);
  await registerWebApp(app, env.WEB_DIST_DIR ?? defaultWebDistDir, publicUrl(env), tokenIssuerOf(env).issuer);
  return app;
}
