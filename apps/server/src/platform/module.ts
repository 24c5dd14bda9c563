import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Resolvers } from '../generated/graphql';
import { modulesDir } from './paths';
import type { Services } from './services';

/**
 * One area of the API: its part of the GraphQL schema, its resolvers and its REST routes. Tests that
 * mount fields of their own outside the schema declare `ApiModule<IResolvers>`.
 */
export type ApiModule<TResolvers extends object = Resolvers> = {
  name: string;
  typeDefs?: string;
  /** Typed by the schema (generated): a resolver that disagrees with the SDL does not compile. */
  resolvers?: TResolvers;
  routes?: (app: FastifyInstance, services: Services) => Promise<void> | void;
};

/** Reads `modules/<area>/<area>.graphql`: the SDL is the readable contract of each area. */
export function readTypeDefs(area: string): string {
  return readFileSync(join(modulesDir, area, `${area}.graphql`), 'utf8');
}
