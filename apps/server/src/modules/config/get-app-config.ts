import { eq } from 'drizzle-orm';
import { defaultConfig, mergeConfig, type AppConfig, type ConfigEnvironment } from '@freight/domain/config';
import type { Executor } from '../../db/client';
import { configuration } from '../../db/schema/index';

export type AppConfigResult = { config: AppConfig; problems: string[] };

function parseEnvironmentOverrides(raw: string | undefined): { value: unknown; problems: string[] } {
  if (!raw) return { value: undefined, problems: [] };
  try {
    return { value: JSON.parse(raw) as unknown, problems: [] };
  } catch {
    return { value: undefined, problems: ['CONFIG_OVERRIDES: not valid JSON'] };
  }
}

/**
 * The configuration for one environment: the typed defaults, then the server's CONFIG_OVERRIDES,
 * then the stored document for that environment, then the identity provider the server uses.
 * Bad entries are skipped and reported.
 */
export async function getAppConfig(
  db: Executor,
  env: ConfigEnvironment,
  environmentOverrides: string | undefined,
  identity: AppConfig['identity'],
): Promise<AppConfigResult> {
  const fromEnvironment = parseEnvironmentOverrides(environmentOverrides);
  const [stored] = await db
    .select({ overrides: configuration.overrides })
    .from(configuration)
    .where(eq(configuration.env, env));
  // The identity provider is the server's own fact, never overridden by a stored document.
  const merged = mergeConfig(defaultConfig, fromEnvironment.value, stored?.overrides, { identity });
  return { config: merged.config, problems: [...fromEnvironment.problems, ...merged.problems] };
}
