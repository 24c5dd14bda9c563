import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from './services';

export type Channel = 'web' | 'mobile';

/** The context of every GraphQL resolver. */
export type GatewayContext = Services & {
  channel: Channel;
  request: FastifyRequest;
  reply: FastifyReply;
};

declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends GatewayContext {}
}
