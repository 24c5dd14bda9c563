import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { IResolvers } from 'mercurius';
import { modulesDir } from './paths';
import type { Services } from './services';

/** One area of the API: its part of the GraphQL schema, its resolvers and its REST routes. */
export type ApiModule = {
  name: string;
  typeDefs?: string;
  resolvers?: IResolvers;
  routes?: (app: FastifyInstance, services: Services) => Promise<void> | void;
};

/** Reads `modules/<area>/<area>.graphql`: the SDL is the readable contract of each area. */
export function readTypeDefs(area: string): string {
  return readFileSync(join(modulesDir, area, `${area}.graphql`), 'utf8');
}
