import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { seedDir } from '../../platform/paths';
import type { Executor } from '../client';
import { insertJsonRows } from '../insert-json-rows';
import { places } from '../schema/places';

type NewPlace = typeof places.$inferInsert;

// Places per statement, sent as one JSON parameter (insertJsonRows): 38k places take eight statements.
const batchSize = 5_000;

function parsePlaces(tsv: string): NewPlace[] {
  const [, ...lines] = tsv.split('\n').filter((line) => line.length > 0); // the first line is the header
  return lines.map((line) => {
    const [name = '', state = '', country = '', latitude, longitude, timeZone = '', postalCode, population] =
      line.split('\t');
    return {
      name,
      state,
      country,
      latitude: Number(latitude),
      longitude: Number(longitude),
      timeZone,
      postalCode: postalCode || null,
      population: Number(population) || 0,
      // What people type is "chicago, il": the trigram index matches against the same shape.
      searchText: `${name}, ${state}`.toLowerCase(),
    };
  });
}

/**
 * Loads the committed gazetteer (seed/places.tsv) into an empty `places` table, in one transaction so
 * that a start-up interrupted half-way loads it again next time. Returns how many places it loaded.
 */
export async function ensureGazetteer(
  db: Executor,
  log?: { info: (o: object, m: string) => void },
): Promise<number> {
  const [existing] = await db
    .select({ found: sql<number>`1` })
    .from(places)
    .limit(1);
  if (existing) return 0;
  const started = performance.now();
  const rows = parsePlaces(await readFile(join(seedDir, 'places.tsv'), 'utf8'));
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      await insertJsonRows(tx, places, rows.slice(start, start + batchSize));
    }
  });
  // Fresh statistics, so that the planner knows the table is no longer empty.
  await db.execute(sql`analyze places`);
  log?.info({ places: rows.length, ms: Math.round(performance.now() - started) }, 'gazetteer loaded');
  return rows.length;
}
