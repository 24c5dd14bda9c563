import type { ApiModule } from '../../platform/module';
import { readTypeDefs } from '../../platform/module';
import { checkHealth } from './check-health';

// Liveness and readiness for load balancers (REST, never rate-limited) and the same check through
// the gateway. The benchmark compares the two to measure what the gateway adds.
export const healthModule: ApiModule = {
  name: 'health',
  typeDefs: readTypeDefs('health'),
  resolvers: {
    Query: { health: (_root, _args, context) => checkHealth(context) },
  },
  routes: (app, services) => {
    app.get('/healthz', { config: { rateLimit: false } }, () => checkHealth(services));
  },
};
