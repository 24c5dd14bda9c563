// Issues a new API key for a source system and prints it once; only its hash is stored.
//   npx tsx apps/server/scripts/issue-api-key.ts MERCURYGATE ["MercuryGate TMS"]
// Opens the database as the server does (DATABASE_URL, else the embedded PGlite in DATA_DIR). The
// embedded database is single-process: stop the server before running this against DATA_DIR.
import { isSourceSystem, sourceSystemInfo, sourceSystems } from '@freight/domain/source-systems';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { issueApiKey } from '../src/platform/api-keys';
import { parseEnv } from '../src/platform/env';

const [code, name] = process.argv.slice(2);
if (!isSourceSystem(code)) {
  console.error(`Usage: issue-api-key.ts <${sourceSystems.join('|')}> [name]`);
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
);
try {
  await applyMigrations(database);
  const apiKey = await issueApiKey(
    database.db,
    code,
    name ?? `${code} (${sourceSystemInfo[code].description})`,
  );
  console.log(`API key for ${code} (shown once; any previous key of ${code} no longer works):\n${apiKey}`);
} finally {
  await database.close();
}
