import { sql } from 'drizzle-orm';
import type { ApiModule } from '../../platform/module';

// Liveness and readiness: answers ok only when the database answers.
export const healthModule: ApiModule = {
  name: 'health',
  routes: (app, services) => {
    app.get('/healthz', { config: { rateLimit: false } }, async () => {
      await services.db.execute(sql`select 1`);
      return { status: 'ok', database: services.databaseKind };
    });
  },
};
