// First: an unsupported Node.js stops here, before any start-up code of ours runs (decision 020).
import './platform/warn-unsupported-node';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { ensureGazetteer } from './db/seed/ensure-gazetteer';
import { seedDemoData } from './db/seed/seed-demo-data';
import { startDemoSupply } from './db/seed/start-demo-supply';
import { parseEnv, shouldSeedDemoData } from './platform/env';
import { startMailSender } from './platform/mail/start-mail-sender';

// Start-up: open the database (embedded PGlite unless DATABASE_URL is set), apply migrations, load
// the demo data once, then listen.
const env = parseEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
);
await applyMigrations(database);
const app = await buildApp({ env, database });
await ensureGazetteer(database.db, app.log);
if (shouldSeedDemoData(env)) {
  await seedDemoData(database.db, app.log, { fileStore: app.fileStore });
  // Keeps loads to find and tenders to answer, stops with the app; new loads reach matching capacities.
  startDemoSupply(app, database.db, env, app.notifyCapacityMatches);
}
startMailSender(app, database.db, env, app.fileStore); // delivers the outbox; stops when the app closes

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
  await database.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
