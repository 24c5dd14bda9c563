import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { applyMigrations } from './migrate';
import { databaseUrl, runAsAdmin, uniqueDatabaseName, type MigratedTemplate } from './test-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database when TEST_DATABASE_URL is set (CI runs the server suite both ways). Each is a copy of the
 * database the run migrated once (test-template.ts); without one (a file run outside the server
 * project), it is migrated here.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = migratedTemplate();
  if (!adminUrl) {
    if (template?.kind !== 'pglite') return migrated(await openEmptyTestDatabase());
    const snapshot = await openAsBlob(template.snapshotFile);
    return openDatabase({ kind: 'pglite', dataDir: null, snapshot });
  }
  if (template?.kind !== 'postgres') return migrated(await openEmptyTestDatabase());
  return createPostgresDatabase(adminUrl, template.name);
}

/** An empty database, for the tests of the migrations themselves. */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ kind: 'pglite', dataDir: null });
  return createPostgresDatabase(adminUrl, null);
}

function migratedTemplate(): MigratedTemplate | undefined {
  return inject('migratedTemplate') as MigratedTemplate | undefined;
}

async function migrated(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await applyMigrations(handle);
  return handle;
}

/** A new database (a copy of `template` when given), dropped on close. */
async function createPostgresDatabase(adminUrl: string, template: string | null): Promise<DatabaseHandle> {
  const name = uniqueDatabaseName('test');
  await runAsAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A fresh, migrated database for server processes a test starts (the crash tests): a handle for the
 * test itself and the environment that points a server at it. In PGlite it is a data folder, which one
 * process opens at a time: close the handle before a server starts, and `reopen` once it has stopped.
 */
export type ServerTestDatabase = {
  handle: DatabaseHandle;
  /** DATA_DIR always (the server's files; PGlite's data too), DATABASE_URL on PostgreSQL. */
  serverEnv: Record<string, string>;
  reopen: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
};

export async function createServerTestDatabase(): Promise<ServerTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = migratedTemplate();
  // The server's files (rate confirmations) go to a folder of their own; PGlite's data lives there too.
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-server-test-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const name = uniqueDatabaseName('server');
    const source = template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : '';
    await runAsAdmin(adminUrl, `CREATE DATABASE ${name}${source}`);
    const url = databaseUrl(adminUrl, name);
    const reopen = () => openDatabase({ kind: 'postgres', url });
    const handle = source ? await reopen() : await migrated(await reopen());
    return {
      handle,
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url },
      reopen,
      dispose: async () => {
        await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        removeDataDir();
      },
    };
  }
  const snapshot = template?.kind === 'pglite' ? await openAsBlob(template.snapshotFile) : undefined;
  const opened = await openDatabase({ kind: 'pglite', dataDir, snapshot });
  const handle = snapshot ? opened : await migrated(opened);
  return {
    handle,
    serverEnv: { DATA_DIR: dataDir },
    reopen: () => openDatabase({ kind: 'pglite', dataDir }),
    dispose: async () => removeDataDir(),
  };
}
