import { defaultConfig } from '@freight/domain/config';
import { publicField } from '../../platform/access';
import type { ApiModule } from '../../platform/module';
import { readTypeDefs } from '../../platform/module';
import { checkHealth } from './check-health';

// Liveness and readiness for load balancers (REST, never rate-limited), the same checks for clients
// (REST, counted by the rate limit like every API call) and through the gateway. The benchmark
// compares the clients' routes with the gateway: both through the same limiter (decision 054).
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
    app.get('/v1/api/status', { config: { access: 'public' } }, () => ({
      status: 'ok',
      version: defaultConfig.app.version,
    }));
    app.get('/v1/api/health', { config: { access: 'public' } }, () => checkHealth(services));
  },
};
