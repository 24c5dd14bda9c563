import type { Database, DatabaseHandle } from '../db/client';
import type { Listen } from '../db/listen';
import type { Env } from './env';
import type { AppConfig } from '@freight/domain/config';
import type { FeatureFlags } from './feature-flags';
import type { FileStore } from './file-store';
import type { UsageLimits } from './usage-limits';

// What every route and resolver may use. `now` is injected so that rules with dates can be tested.
export type Services = {
  env: Env;
  db: Database;
  databaseKind: DatabaseHandle['kind'];
  /** Hears a NOTIFY channel of the database, sent by any server process on it (decision 061). */
  listen: Listen;
  now: () => Date;
  /** The configuration's feature flags, which close some permissions for everyone (D1-6.19). */
  featureFlags: () => Promise<FeatureFlags>;
  /** The configuration (limits, page sizes, texts) as the clients get it, cached for a minute. */
  appConfig: () => Promise<AppConfig>;
  /** The bytes of documents (rate confirmations, uploads), under server-made keys. */
  fileStore: FileStore;
  /** Per-user limits on the costliest mutations (bookings, members added), per window (decision 028). */
  usageLimits: UsageLimits;
};
