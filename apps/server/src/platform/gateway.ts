import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { buildErrorFormatter } from './error-formatter';
import type { Channel, GatewayContext } from './gateway-context';
import { documentCost, queryTooComplexError } from './graphql-cost';
import { graphqlRuntime } from './graphql-runtime';
import type { ApiModule } from './module';
import type { Services } from './services';

const baseTypeDefs = /* GraphQL */ `
  type Query {
    "The gateway's own version and state; needs no sign-in."
    gatewayInfo: GatewayInfo!
  }
  type GatewayInfo {
    status: String!
    version: String!
    channel: String!
  }
`;

function mergeResolvers(modules: ApiModule[]): IResolvers {
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
  modules: ApiModule[],
  version: string,
): Promise<void> {
  const typeDefs = [baseTypeDefs, ...modules.flatMap((module) => (module.typeDefs ? [module.typeDefs] : []))];
  const resolvers = mergeResolvers(modules);
  const baseResolvers: IResolvers = {
    Query: {
      gatewayInfo: (_root, _args, context) => ({ status: 'ok', version, channel: context.channel }),
    },
  };
  const isProduction = services.env.NODE_ENV === 'production';

  for (const channel of ['web', 'mobile'] as const satisfies readonly Channel[]) {
    await app.register(async (scope) => {
      await scope.register(mercurius, {
        schema: typeDefs.join('\n'),
        resolvers: mergeResolvers([
          { name: 'base', resolvers: baseResolvers },
          { name: 'modules', resolvers },
        ]),
        path: `/${channel}/v1/experience`,
        graphiql: false,
        jit: 1,
        queryDepth: services.env.GRAPHQL_MAX_DEPTH,
        allowBatchedQueries: false,
        validationRules: isProduction ? [graphqlRuntime.NoSchemaIntrospectionCustomRule] : [],
        context: (request, reply): GatewayContext => ({ services, channel, request, reply }),
        errorFormatter: buildErrorFormatter() as never,
      });
      // Cost is checked before execution, when the variables (page sizes) are known; parsing and
      // validation stay cached per query text.
      scope.graphql.addHook('preExecution', async (_schema, document, _context, variables) => {
        const cost = documentCost(document, (variables ?? {}) as Record<string, unknown>);
        if (cost > services.env.GRAPHQL_MAX_COST)
          throw queryTooComplexError(cost, services.env.GRAPHQL_MAX_COST);
      });
    });
  }
}
