import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '../../apps/server/src/db/client';
import { startLocalPostgres } from './search-postgres';
import { createScratchDatabase, type StartServerOptions } from './server-process';

// The engines a server benchmark runs on: PostgreSQL (the server named by one of `urlVariables`, or
// one started locally for the run) and PGlite (a data folder of its own), each a fresh database.

/** One engine: its fresh database for the server under test, and how to remove it. */
export type BenchEngine = {
  name: 'PostgreSQL' | 'PGlite';
  description: string;
  create: () => Promise<{ target: DatabaseTarget; server: StartServerOptions; remove: () => Promise<void> }>;
};

const log = (message: string) => console.log(message);

/**
 * Runs `run` on each engine of `engines` ('postgres', 'pglite') in turn and sets a failing exit code
 * when one of them answers false.
 */
export async function runOnEngines(
  engines: readonly string[],
  options: { urlVariables: readonly string[]; folderPrefix: string },
  run: (engine: BenchEngine) => Promise<boolean>,
): Promise<void> {
  const outcomes: boolean[] = [];
  if (engines.includes('postgres')) {
    const named = options.urlVariables.find((name) => process.env[name]);
    const given = named ? process.env[named] : undefined;
    const local = given ? undefined : await startLocalPostgres();
    const adminUrl = given ?? local?.url;
    if (!adminUrl) {
      log(`No PostgreSQL: ${options.urlVariables.join(' and ')} not set and none is installed. PGlite only.`);
    } else {
      try {
        outcomes.push(
          await run({
            name: 'PostgreSQL',
            description: given ? `the server of ${named}` : local!.description,
            create: async () => {
              const scratch = await createScratchDatabase(adminUrl);
              return {
                target: { kind: 'postgres', url: scratch.url },
                server: { databaseUrl: scratch.url },
                remove: scratch.drop,
              };
            },
          }),
        );
      } finally {
        await local?.stop();
      }
    }
  }
  if (engines.includes('pglite')) {
    outcomes.push(
      await run({
        name: 'PGlite',
        description: 'embedded, file-backed, in the server process; it runs one transaction at a time',
        create: async () => {
          const dataDir = mkdtempSync(join(tmpdir(), options.folderPrefix));
          return {
            target: { kind: 'pglite', dataDir },
            server: { dataDir },
            remove: async () => rmSync(dataDir, { recursive: true, force: true }),
          };
        },
      }),
    );
  }
  if (outcomes.includes(false)) process.exitCode = 1;
}
