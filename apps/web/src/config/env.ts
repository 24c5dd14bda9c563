import { configEnvironments, type ConfigEnvironment } from '@freight/domain/config';

function isConfigEnvironment(value: string): value is ConfigEnvironment {
  return (configEnvironments as readonly string[]).includes(value);
}

/** Reads the build-time environment; a wrong value stops the app with a readable message. */
export function parseConfigEnvironment(value: string | undefined): ConfigEnvironment {
  if (value === undefined || value === '') return 'dev';
  if (isConfigEnvironment(value)) return value;
  throw new Error(`VITE_CONFIG_ENV must be one of ${configEnvironments.join(', ')}; got "${value}"`);
}

export const env = {
  configEnvironment: parseConfigEnvironment(import.meta.env.VITE_CONFIG_ENV),
};
