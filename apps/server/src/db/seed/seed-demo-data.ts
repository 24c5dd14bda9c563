import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';

// Placeholder until the generator lands: the demo data is loaded once, on an empty database.
export async function seedDemoData(_db: Database, log: FastifyBaseLogger): Promise<void> {
  log.info('demo data: nothing to load yet');
}
