import { defaultConfig } from '@freight/domain/config';
import { publicField } from '../../platform/access';
import type { ApiModule } from '../../platform/module';
import { readTypeDefs } from '../../platform/module';
import { checkHealth } from './check-health';

// Liveness and readiness for load balancers (REST, never rate-limited) and the same checks through
// the gateway. The benchmark compares each pair to measure what the gateway adds.
export const healthModule: ApiModule = {
  name: 'health',
  typeDefs: readTypeDefs('health'),
  resolvers: {
    Query: { health: publicField((_root, _args, context) => checkHealth(context.services)) },
  },
  routes: (app, services) => {
    // Liveness: the process answers (no dependency is checked), like `gatewayInfo` on the gateway.
    app.get('/livez', { config: { access: 'public', rateLimit: false } }, () => ({
      status: 'ok',
      version: defaultConfig.app.version,
    }));
    // Readiness: the database answers too.
    app.get('/healthz', { config: { access: 'public', rateLimit: false } }, () => checkHealth(services));
  },
};
