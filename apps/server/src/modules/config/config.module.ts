import { z } from 'zod';
import { configEnvironments } from '@freight/domain/config';
import type { ApiModule } from '../../platform/module';
import { parseQuery } from '../../platform/validate';
import { getAppConfig } from './get-app-config';

const configQuerySchema = z.object({ env: z.enum(configEnvironments).default('prod') });

// Remote configuration for the clients (D1-7 App config, D3-7 Content). Both spellings of the path
// appear in the spec.
export const configModule: ApiModule = {
  name: 'config',
  routes: (app, services) => {
    const handler = async (request: { query: unknown; log: { warn: (o: object, m: string) => void } }) => {
      const { env } = parseQuery(configQuerySchema, request.query);
      const { config, problems } = await getAppConfig(services.db, env, services.env.CONFIG_OVERRIDES);
      if (problems.length > 0) request.log.warn({ problems, env }, 'configuration overrides were skipped');
      return config;
    };
    app.get('/contentstack/v1/contentstack/config', handler);
    app.get('/contentstack/v1/content-stack/config', handler);
  },
};
