import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { parseEnv, type Env } from '../platform/env';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The environment the app was built with. */
  env: Env;
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database, for tests that inject requests; or, given `database`, a second
 * server process on another app's database (closed by that app, not this one).
 */
export async function startTestApp(
  envOverrides: Record<string, string> = {},
  {
    database: shared,
    ...options
  }: Omit<BuildAppOptions, 'env' | 'database'> & {
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database = shared ?? (await openTestDatabase());
  const closeDatabase = () => (shared ? Promise.resolve() : database.close());
  // Files the app stores (documents) go to a folder of this app alone, removed on close.
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-test-'));
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    // The tests of stale bookings run the resolver's passes themselves.
    BOOKING_RESOLVE_INTERVAL_MS: '0',
    // The tests of the position retention run its sweep themselves.
    POSITION_RETENTION_INTERVAL_MS: '0',
    LANE_RATES_REFRESH_INTERVAL_MS: '0',
    // The tests of notifications run the relay and the dispatch themselves.
    NOTIFICATION_INTERVAL_MS: '0',
    // Tests change roles, deactivate members and end grants between two calls of one token; the
    // cache of callers has its own tests (recent-callers.test.ts, authentication.test.ts).
    CALLER_CACHE_MS: '0',
    ...envOverrides,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({ env, database, ...options });
    await app.ready();
  } catch (error) {
    // An app that refuses to start (the tests of start-up checks) leaves no database behind.
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await closeDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs a GraphQL request as a signed-in caller (headers from `authHeaders` in sign-in.ts). */
export function graphqlAs(
  app: FastifyInstance,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return graphql(app, query, variables, 'web', headers);
}

/** POSTs a GraphQL request to one of the gateway's mounts. */
export async function graphql(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  channel: 'web' | 'mobile' = 'web',
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/${channel}/v1/experience`,
    payload: { query, variables },
    headers,
  });
  return { status: response.statusCode, body: response.json() as GraphqlBody, headers: response.headers };
}

export type GraphqlBody = {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[];
  extensions?: { requestId?: string };
};
