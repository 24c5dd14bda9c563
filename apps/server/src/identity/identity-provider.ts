import type { FastifyInstance } from 'fastify';
import type { Services } from '../platform/services';

/**
 * Mounts the embedded OpenID Connect provider at /identity, unless an external issuer is configured.
 * (Being built: sign-in, sign-up, forgot and reset password pages.)
 */
export async function registerIdentityProvider(_app: FastifyInstance, _services: Services): Promise<void> {}
