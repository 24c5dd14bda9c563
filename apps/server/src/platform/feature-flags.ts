import { defaultConfig, type AppConfig } from '@freight/domain/config';
import type { Database } from '../db/client';
import { getAppConfig } from '../modules/config/get-app-config';
import type { Env } from './env';

export type FeatureFlags = AppConfig['features'];

const rereadAfterMs = 60_000;

/**
 * The configuration of the server's environment (CONFIG_ENV): the same document the clients get, so a
 * limit or a feature flag changed there applies to the app and to the server alike (a feature switched
 * off is hidden by the app and refused by the guard). Read at most once a minute.
 */
export function createAppConfigReader(db: Database, env: Env, now: () => Date): () => Promise<AppConfig> {
  let cached: { config: AppConfig; readAt: number } | undefined;
  return async () => {
    const at = now().getTime();
    if (cached && at - cached.readAt < rereadAfterMs) return cached.config;
    const { config } = await getAppConfig(db, env.CONFIG_ENV, env.CONFIG_OVERRIDES, defaultConfig.identity);
    cached = { config, readAt: at };
    return config;
  };
}
