import { z } from 'zod';
import { configEnvironments } from '@freight/domain/config';
import { webClientId } from '@freight/domain/session';
import { publicUrl, type Env } from '../../platform/env';
import type { ApiModule } from '../../platform/module';
import { parseQuery } from '../../platform/validate';
import { getAppConfig } from './get-app-config';

/** The OpenID provider the clients sign in with: an external one when configured, else ours. */
function identityOf(env: Env) {
  const external = env.OIDC_ISSUER && env.OIDC_CLIENT_ID;
  return external
    ? { authority: env.OIDC_ISSUER!, clientId: env.OIDC_CLIENT_ID! }
    : { authority: `${publicUrl(env)}/identity`, clientId: webClientId };
}

const configQuerySchema = z.object({ env: z.enum(configEnvironments).default('prod') });

// Remote configuration for the clients (D1-7 App config, D3-7 Content). Both spellings of the path
// appear in the spec.
export const configModule: ApiModule = {
  name: 'config',
  routes: (app, services) => {
    const handler = async (request: { query: unknown; log: { warn: (o: object, m: string) => void } }) => {
      const { env } = parseQuery(configQuerySchema, request.query);
      const { config, problems } = await getAppConfig(
        services.db,
        env,
        services.env.CONFIG_OVERRIDES,
        identityOf(services.env),
      );
      if (problems.length > 0) request.log.warn({ problems, env }, 'configuration overrides were skipped');
      return config;
    };
    // Public: the clients read it before anyone signs in (it names the identity provider).
    app.get('/contentstack/v1/contentstack/config', { config: { access: 'public' } }, handler);
    app.get('/contentstack/v1/content-stack/config', { config: { access: 'public' } }, handler);
  },
};
