import { defaultConfig, type AppConfig } from '@freight/domain/config';
import type { Database } from '../db/client';
import { getAppConfig } from '../modules/config/get-app-config';
import type { Env } from './env';

export type FeatureFlags = AppConfig['features'];

const rereadAfterMs = 60_000;

/**
 * The feature flags of the server's configuration environment (CONFIG_ENV): the same document the
 * clients get, so a feature switched off there is hidden by the app and refused by the guard. Read at
 * most once a minute.
 */
export function createFeatureFlagReader(
  db: Database,
  env: Env,
  now: () => Date,
): () => Promise<FeatureFlags> {
  let cached: { features: FeatureFlags; readAt: number } | undefined;
  return async () => {
    const at = now().getTime();
    if (cached && at - cached.readAt < rereadAfterMs) return cached.features;
    const { config } = await getAppConfig(db, env.CONFIG_ENV, env.CONFIG_OVERRIDES, defaultConfig.identity);
    cached = { features: config.features, readAt: at };
    return cached.features;
  };
}
