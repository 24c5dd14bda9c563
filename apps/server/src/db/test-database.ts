import { openAsBlob } from 'node:fs';
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
