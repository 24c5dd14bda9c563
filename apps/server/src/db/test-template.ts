import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteExtensions, pgliteHandle } from './client';
import { applyMigrations } from './migrate';

// The server suite migrates once per run (the project's global setup) and each test file starts from a
// copy: booting an empty PGlite runs initdb, which costs more than everything else a test file does.

/** The migrated database of a run: a dumped PGlite data folder, or a PostgreSQL template database. */
export type MigratedTemplate = { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

/** A database name no other test file or run on the same server takes. */
export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the administration database (CREATE, ALTER or DROP DATABASE). */
export async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

/**
 * Creates the migrated database of this run: in PGlite, migrated then dumped to a file in a folder of
 * its own; with TEST_DATABASE_URL, a PostgreSQL database that takes no connections once migrated, so
 * that any number of `CREATE DATABASE … TEMPLATE` can copy it at once. `dispose` removes it.
 */
export async function prepareMigratedTemplate(): Promise<{
  template: MigratedTemplate;
  dispose: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'freight-test-db-'));
    const snapshotFile = join(folder, 'migrated.tar');
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await applyMigrations(pgliteHandle(client));
      // Written to the data files, so that a copy starts without replaying the migrations' log.
      await client.exec('CHECKPOINT');
      const dump = await client.dumpDataDir('none');
      writeFileSync(snapshotFile, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    return {
      template: { kind: 'pglite', snapshotFile },
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }

  const name = uniqueDatabaseName('test_template');
  const dispose = () => runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await runAsAdmin(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    try {
      await applyMigrations(handle);
    } finally {
      await handle.close();
    }
    await runAsAdmin(adminUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { template: { kind: 'postgres', name }, dispose };
}
