import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../platform/paths';
import type { DatabaseHandle } from './client';

// Applies the committed migrations (drizzle/) in order; already applied ones are skipped.
// drizzle-kit's own migrate command cannot load PGlite's extensions, so the server does it from code.
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migratePg(handle.db as unknown as NodePgDatabase, config);
}
