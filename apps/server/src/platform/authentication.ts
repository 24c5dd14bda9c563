import type { FastifyInstance } from 'fastify';
import type { Services } from './services';

/**
 * Authenticates every call that is not public: bearer ID token and subscription key, then loads the
 * caller's member, carrier and roles once per request. (Being built.)
 */
export async function installAuthentication(_app: FastifyInstance, _services: Services): Promise<void> {}
