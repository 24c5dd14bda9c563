import type { Database, DatabaseHandle } from '../db/client';
import type { Env } from './env';

// What every route and resolver may use. `now` is injected so that rules with dates can be tested.
export type Services = {
  env: Env;
  db: Database;
  databaseKind: DatabaseHandle['kind'];
  now: () => Date;
};
