import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { findUnguardedRootFields, publicField, rootFieldAccess } from './access';
import { buildErrorFormatter } from './error-formatter';
import type { Channel, GatewayContext } from './gateway-context';
import { createPreExecution } from './gateway-pre-execution';
import { checkGraphqlRequestShape } from './graphql-request-shape';
import { maxMutationFieldsRule } from './graphql-mutation-limit';
import { graphqlRuntime } from './graphql-runtime';
import { persistedQueries } from './persisted-queries';
import type { ApiModule } from './module';
import { platformDir } from './paths';
import type { Services } from './services';

// The root type, which every module extends, and the closed sets several modules answer with.
const baseTypeDefs = ['gateway.graphql', 'vocabulary.graphql']
  .map((file) => readFileSync(join(platformDir, file), 'utf8'))
  .join('\n');

// Mercurius hands resolvers this context (declared here, where mercurius is imported, so that the
// context type itself can be read without it).
declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends GatewayContext {}
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The executable schema of each gateway mount (for the guard test). */
    gatewaySchemas: GraphQLSchema[];
  }
}

function mergeResolvers(modules: ApiModule<object>[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers ?? {})) {
      merged[typeName] = { ...merged[typeName], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as IResolvers;
}

/**
 * The GraphQL gateway, mounted at /web/v1/experience and /mobile/v1/experience: the same schema,
 * with the channel in the context. Each mount is its own encapsulated Mercurius instance.
 */
export async function registerGateway(
  app: FastifyInstance,
  services: Services,
  modules: ApiModule<object>[],
  version: string,
): Promise<void> {
  const moduleTypeDefs = modules.flatMap((module) => (module.typeDefs ? [module.typeDefs] : []));
  // Modules add their mutations with `extend type Mutation`; the root type exists once they do (an
  // empty root type would be an invalid schema).
  const hasMutations = moduleTypeDefs.some((typeDefs) => typeDefs.includes('extend type Mutation'));
  const typeDefs = [baseTypeDefs, ...(hasMutations ? ['type Mutation'] : []), ...moduleTypeDefs];
  const resolvers = mergeResolvers(modules);
  const baseResolvers: IResolvers = {
    Query: {
      gatewayInfo: publicField((_root, _args, context) => ({
        status: 'ok',
        version,
        channel: context.channel,
      })),
    },
  };
  const isProduction = services.env.NODE_ENV === 'production';
  const schemas: GraphQLSchema[] = [];
  app.decorate('gatewaySchemas', schemas);

  for (const channel of ['web', 'mobile'] as const satisfies readonly Channel[]) {
    await app.register(async (scope) => {
      // A query by GET (persisted, decision 068) answers for one caller: never kept by a cache.
      scope.addHook('onRequest', (request, reply, done) => {
        if (request.method === 'GET') void reply.header('cache-control', 'no-store');
        done();
      });
      scope.addHook('preValidation', checkGraphqlRequestShape);
      await scope.register(mercurius, {
        schema: typeDefs.join('\n'),
        resolvers: mergeResolvers([
          { name: 'base', resolvers: baseResolvers },
          { name: 'modules', resolvers },
        ]),
        path: `/${channel}/v1/experience`,
        graphiql: false,
        jit: 1,
        persistedQueryProvider: persistedQueries(),
        queryDepth: services.env.GRAPHQL_MAX_DEPTH,
        allowBatchedQueries: false,
        validationRules: [
          maxMutationFieldsRule(services.env.GRAPHQL_MAX_MUTATIONS),
          ...(isProduction ? [graphqlRuntime.NoSchemaIntrospectionCustomRule] : []),
        ],
        context: (request, reply): GatewayContext => ({ services, channel, request, reply, caller: null }),
        errorFormatter: buildErrorFormatter({ hideSuggestions: isProduction }) as never,
      });
      // Every root field declares its access (access.ts); a field without one is a bug: refuse to start.
      const schema = scope.graphql.schema;
      const unguarded = findUnguardedRootFields(schema);
      if (unguarded.length > 0)
        throw new Error(`GraphQL root fields without a guard: ${unguarded.join(', ')}`);
      schemas.push(schema);
      const access = rootFieldAccess(schema);
      // Authentication, variables and cost, in one pass whose document-only part is kept per document.
      const preExecution = createPreExecution({ access, maxCost: services.env.GRAPHQL_MAX_COST });
      scope.graphql.addHook('preExecution', (executedSchema, document, context, variables) =>
        preExecution(executedSchema, document, context, variables as Record<string, unknown> | undefined),
      );
    });
  }
}
