import { sql } from 'drizzle-orm';
import type { Services } from '../../platform/services';

export type Health = { status: 'ok'; database: Services['databaseKind'] };

/** Healthy means the database answers a query. */
export async function checkHealth(services: Pick<Services, 'db' | 'databaseKind'>): Promise<Health> {
  await services.db.execute(sql`select 1`);
  return { status: 'ok', database: services.databaseKind };
}
