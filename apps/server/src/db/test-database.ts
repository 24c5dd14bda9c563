import { openDatabase, type DatabaseHandle } from './client';
import { applyMigrations } from './migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new schema-less
 * PostgreSQL database when TEST_DATABASE_URL is set (CI runs the server suite both ways).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await applyMigrations(handle);
    return handle;
  }
  const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl });
  await admin.db.execute(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await applyMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = await openDatabase({ kind: 'postgres', url: adminUrl });
      await cleanup.db.execute(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}
